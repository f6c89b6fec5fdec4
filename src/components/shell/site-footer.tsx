import { Fragment } from "react";
import type { FormTarget } from "../../../forms/targets.ts";
import { iconStyle } from "../ui/icon.tsx";
import { footerNav, site, socialLinks } from "../../config/site.ts";
import type { SharedCopy } from "../../schemas/pages/shared.ts";
import { Logo } from "./logo.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

type SiteFooterProps = { copy: SharedCopy; newsletter: FormTarget; year: number };

/**
 * Every page's footer, its parts straight inside the few boxes its layout needs (`.site-footer` in design.css):
 * the footer menu is its headings and links, each group a column; the address is its lines.
 */
export function SiteFooter({ copy, newsletter, year }: SiteFooterProps) {
  const { address } = site;
  return (
    <footer className="site-footer measure">
      <div className="footer-brand flex flex-col gap-4">
        <Logo />
        <p className="text-muted">{site.tagline}</p>
        <address style={iconStyle("map-pin")}>
          {`${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`}
          <a
            href={`mailto:${site.email}`}
            className="icon-line col-span-full hover:underline"
            style={iconStyle("mail")}
          >
            {site.email}
          </a>
          <a href={site.phone.href} className="icon-line col-span-full hover:underline" style={iconStyle("phone")}>
            {site.phone.display}
          </a>
        </address>
      </div>

      <nav aria-label="Footer">
        {footerNav.map((group) => (
          <Fragment key={group.title}>
            <h2>{group.title}</h2>
            {group.links.map((link) => (
              <a key={link.path} href={link.path}>
                {link.name}
              </a>
            ))}
          </Fragment>
        ))}
      </nav>

      <div className="flex flex-col gap-3 md:col-span-2 lg:col-span-1">
        <h2>{copy.footerNewsletter.title}</h2>
        <p className="text-sm text-muted">{copy.footerNewsletter.lead}</p>
        <NewsletterForm target={newsletter} idPrefix="footer" />
      </div>

      {/* The copyright line, then the social links in a row: beside it on a wide screen. */}
      <div className="col-span-full flex flex-wrap gap-4 pt-8 pb-6 text-sm text-muted md:items-center">
        <p className="basis-full md:mr-auto md:basis-auto">{`© ${year} ${site.legalName}. ${copy.rights}`}</p>
        {socialLinks.map((social) => (
          <a key={social.href} href={social.href} aria-label={`${site.name} on ${social.network}`} rel="noopener">
            {social.network}
          </a>
        ))}
      </div>
    </footer>
  );
}
