import { mainNav, type NavLink } from "../../config/site.ts";

/** The main-menu section a detail page belongs to (`/services/x` -> Services); nothing for top-level pages. */
export function sectionOf(path: string): NavLink | undefined {
  const [first, ...rest] = path.split("/").filter(Boolean);
  if (!first || rest.length === 0) return undefined;
  return mainNav.find((link) => link.path === `/${first}`);
}
