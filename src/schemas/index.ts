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
} from "./fields";
export { caseStudySchema, type CaseStudy } from "./case-study";
export { companySchema, officeTimeZones } from "./company";
export { industrySchema, type Industry } from "./industry";
export { leaderSchema, leadersFileSchema, type Leader } from "./leader";
export { legalSchema } from "./legal";
export { portfolioFileSchema, portfolioSchema, type PortfolioItem } from "./portfolio";
export { postSchema, type Post } from "./post";
export { serviceSchema, type Service } from "./service";
export { testimonialSchema, testimonialsFileSchema, type Testimonial } from "./testimonial";
