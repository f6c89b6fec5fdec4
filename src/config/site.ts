import { sitePaths } from "../lib/urls";

/**
 * Company facts, navigation and environment defaults: the one place a content
 * editor changes the brand, contact details or menus. Nothing here may import
 * Astro virtual modules, because astro.config.ts and unit tests import it too.
 */

export type NavLink = { readonly name: string; readonly path: string };
/**
 * A social profile. `placeholder: true` marks a link to the network's home page, kept in the footer (the
 * spec asks for social links) until the company's own account exists; placeholders are never claimed as
 * the company's profiles in structured data.
 */
export type SocialLink = { readonly network: string; readonly href: string; readonly placeholder?: boolean };

const email = "hello@bighornsoftware.example";

export const site = {
  name: "Bighorn Software",
  legalName: "Bighorn Software LLC",
  tagline: "Custom software and applied AI for organizations that can't afford to guess.",
  description:
    "Bighorn Software designs, builds and runs custom software, mobile and web apps, and practical AI for healthcare, retail, finance, logistics and the public sector.",
  email,
  phone: { display: "+1 (307) 555-0142", href: "tel:+13075550142" },
  address: {
    street: "241 North Main Street, Suite 200",
    city: "Sheridan",
    region: "Wyoming",
    regionCode: "WY",
    postalCode: "82801",
    country: "United States",
  },
  officeHours: [
    { days: "Monday-Friday", hours: "9:00 AM-6:00 PM MST" },
    { days: "Saturday-Sunday", hours: "Closed" },
  ],
  /** Used when SITE_URL is not set at build time; a reserved domain so nothing real is claimed. */
  defaultUrl: "https://www.bighornsoftware.example",
  /** The form-forwarding service delivers posts to the mailbox named in its path. */
  defaultFormEndpoint: `https://formsubmit.co/${email}`,
} as const;

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
 * The company's social profiles. PLACEHOLDERS: replace each `href` with the company's own profile address
 * and drop `placeholder` before launch; a profile without the flag is also listed as `sameAs` in the
 * Organization structured data.
 */
export const socialLinks: readonly SocialLink[] = [
  { network: "LinkedIn", href: "https://www.linkedin.com/", placeholder: true },
  { network: "GitHub", href: "https://github.com/", placeholder: true },
  { network: "YouTube", href: "https://www.youtube.com/", placeholder: true },
];
