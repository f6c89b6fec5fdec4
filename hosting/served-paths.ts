/**
 * What every host does with a build's paths, as plain values with no import of their own, so the Cloudflare
 * Worker (hosting/cloudflare-worker.ts) shares them with the rules every other host is written from (rules.ts).
 */

/** Files under /_astro carry a content hash in their name, so they never change. */
export const HASHED_ASSETS = "/_astro/*";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, images, feeds, redirects, not-found answers) is checked with the server on each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** A not-found answer is never stored: the missing file may be published a minute later (Cloudflare's choice too). */
export const NOT_FOUND_CACHE = "no-store";

/** A server build's nginx config, in dist/ beside the files it serves (hosting/nginx.ts). */
export const NGINX_CONFIG = "_nginx.conf";
/** Files of a build that hold host configuration and must never be served as pages. */
export const HOST_FILES = ["/_headers", "/_redirects", `/${NGINX_CONFIG}`];
/** Folders of a build that only a server reads (the lead service's pages and data), never served. */
export const PRIVATE_FOLDERS = ["/_leads/"];
/** The page every host answers an address gone for good with, status 410 (src/pages/410.astro); never a page itself. */
export const GONE_PAGE = "/410";
/**
 * The build's addresses for the Cloudflare Worker (in the private folder): its pages, moved and gone addresses, so
 * what reaches the Worker is answered as every host answers it (hosting/address-rules.ts), in one hop.
 */
export const ADDRESS_LIST = "/_leads/addresses.json";
