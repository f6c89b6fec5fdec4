import type { FormTarget } from "../../../forms/targets.ts";
import { iconStyle } from "../ui/icon.tsx";
import { footerNav, site, socialLinks } from "../../config/site.ts";
import type { SharedCopy } from "../../schemas/pages/shared.ts";
import { Container } from "../ui/container.tsx";
import { Logo } from "./logo.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

type SiteFooterProps = { copy: SharedCopy; newsletter: FormTarget; year: number };

export function SiteFooter({ copy, newsletter, year }: SiteFooterProps) {
  const { address } = site;
  return (
    <footer className="site-footer">
      <Container className="grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_2fr_1.4fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-sm text-muted">{site.tagline}</p>
          <address className="flex flex-col gap-2 text-sm not-italic">
            {/* One paragraph a line, so the lines stay apart with no styles (text browsers, reader modes). */}
            <p className="icon-line" style={iconStyle("map-pin")}>
              {`${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`}
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="icon-line hover:underline" style={iconStyle("mail")}>
                {site.email}
              </a>
            </p>
            <p>
              <a href={site.phone.href} className="icon-line hover:underline" style={iconStyle("phone")}>
                {site.phone.display}
              </a>
            </p>
          </address>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerNav.map((group, i) => {
            // On a phone the groups pair up; an odd last one takes the whole row, its links side by side.
            const alone = i === footerNav.length - 1 && footerNav.length % 2 === 1;
            return (
              <div key={group.title} className={alone ? "col-span-2 sm:col-span-1" : undefined}>
                <h2>{group.title}</h2>
                <ul className={alone ? "flex flex-wrap gap-x-6 gap-y-1 sm:flex-col sm:gap-x-0" : "flex flex-col gap-1"}>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <a href={link.path}>{link.name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>

        <div className="flex flex-col gap-3 md:col-span-2 lg:col-span-1">
          <h2>{copy.footerNewsletter.title}</h2>
          <p className="text-sm text-muted">{copy.footerNewsletter.lead}</p>
          <NewsletterForm target={newsletter} idPrefix="footer" />
        </div>
      </Container>

      <Container className="flex flex-col gap-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
        <p>{`© ${year} ${site.legalName}. ${copy.rights}`}</p>
        <p className="flex gap-4">
          {socialLinks.map((social) => (
            <a key={social.href} href={social.href} aria-label={`${site.name} on ${social.network}`} rel="noopener">
              {social.network}
            </a>
          ))}
        </p>
      </Container>
    </footer>
  );
}
