import companyData from "../content/company.json" with { type: "json" };
import { companySchema, officeTimeZones } from "../schemas/index.ts";
import { sitePaths } from "../lib/navigation/urls.ts";

/**
 * Company facts (from src/content/company.json), navigation and environment defaults. Nothing here may
 * import Astro virtual modules, because astro.config.ts and unit tests import it too.
 */

export type NavLink = { readonly name: string; readonly path: string };
/**
 * A social profile. `placeholder: true` marks a link to the network's home page, kept in the footer (the
 * spec asks for social links) until the company's own account exists; placeholders are never claimed as
 * the company's profiles in structured data.
 */
export type SocialLink = { readonly network: string; readonly href: string; readonly placeholder?: boolean };

/** The company details an editor changes (in Keystatic, or src/content/company.json), checked at build. */
const company = companySchema.parse(companyData);

/** `+1 (307) 555-0142` -> `tel:+13075550142`, the form phones dial. */
export function telHref(display: string): string {
  return `tel:+${display.replace(/\D/g, "")}`;
}

export const site = {
  name: company.name,
  legalName: company.legalName,
  tagline: company.tagline,
  description: company.description,
  email: company.email,
  phone: { display: company.phone, href: telHref(company.phone) },
  address: company.address,
  officeHours: company.officeHours,
  /** The office's time zone (`America/Denver`) and its name (`Mountain Time`): the leads inbox keeps this clock. */
  timeZone: { id: company.timeZone, name: officeTimeZones[company.timeZone] },
  /** Used when SITE_URL is not set at build time; a reserved domain so nothing real is claimed. */
  defaultUrl: "https://www.bighornsoftware.example",
};

export const mainNav = [
  { name: "Services", path: sitePaths.services },
  { name: "Industries", path: sitePaths.industries },
  { name: "Portfolio", path: sitePaths.portfolio },
  { name: "About", path: sitePaths.about },
  { name: "Success Stories", path: sitePaths.successStories },
  { name: "Blog", path: sitePaths.blog },
] as const satisfies readonly NavLink[];

export const homeLink = { name: "Home", path: sitePaths.home } as const satisfies NavLink;

export const contactLink = { name: "Contact Us", path: sitePaths.contact } as const satisfies NavLink;

export type FooterGroup = { readonly title: string; readonly links: readonly NavLink[] };

export const footerNav: readonly FooterGroup[] = [
  {
    title: "Company",
    links: [
      { name: "About", path: sitePaths.about },
      { name: "Success Stories", path: sitePaths.successStories },
      { name: "Portfolio", path: sitePaths.portfolio },
      { name: "Blog", path: sitePaths.blog },
    ],
  },
  {
    title: "What we do",
    links: [
      { name: "Services", path: sitePaths.services },
      { name: "Industries", path: sitePaths.industries },
      { name: "Contact", path: sitePaths.contact },
    ],
  },
  {
    title: "Legal",
    links: [
      { name: "Privacy Policy", path: sitePaths.privacy },
      { name: "Terms of Service", path: sitePaths.terms },
    ],
  },
];

/**
 * The company's social profiles, from the company details. `placeholder: true` marks a link to the network's
 * home page, kept until the company's own profile exists; it is never listed as `sameAs` in structured data.
 */
export const socialLinks: readonly SocialLink[] = company.socialProfiles;
