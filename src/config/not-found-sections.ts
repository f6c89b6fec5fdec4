/**
 * Sections with a not-found page of their own: an unknown `/industries/x` gets the industry pages' "not found"
 * words. Servers answer unknown paths under the section with that page and status 404.
 */
export const notFoundSections: Record<string, string> = { "/industries": "/industries/404" };
