import home from "../content/pages/home.json" with { type: "json" };
import { homePageSchema, pageCopy } from "../lib/page-schemas";

/** The home page's own words: content an editor changes in the admin (Pages, Home page), checked at build. */
export const homeCopy = pageCopy("home", homePageSchema, home);
