/**
 * Every content entity of the site as a zod schema, one file each, with the admin's labels beside each rule:
 * `content.config.ts` wires them to loaders, the admin's fields are generated from them
 * (`admin/fields-from-zod.ts`), and components take the inferred types, so a schema is the only description
 * of its entity. `pages/` holds the schemas of each page's own words.
 */
export {
  URL_KEY_MESSAGE,
  URL_KEY_PATTERN,
  internalHref,
  pictureField,
  urlKey,
  type CrossLink,
  type EditorMeta,
} from "./fields.ts";
export {
  formerAddresses,
  redirectSchema,
  redirectsFileSchema,
  redirectStatus,
  sitePath,
  type Redirect,
  type RedirectKind,
} from "./addresses.ts";
export { caseStudySchema, type CaseStudy } from "./case-study.ts";
export { companySchema, officeTimeZones } from "./company.ts";
export { industrySchema, type Industry } from "./industry.ts";
export { leaderSchema, leadersFileSchema, type Leader } from "./leader.ts";
export { legalSchema } from "./legal.ts";
export { portfolioFileSchema, portfolioSchema, type PortfolioItem } from "./portfolio.ts";
export { postSchema, type Post } from "./post.ts";
export { serviceSchema, type Service } from "./service.ts";
export { testimonialSchema, testimonialsFileSchema, type Testimonial } from "./testimonial.ts";
