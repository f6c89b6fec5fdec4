// Cloudflare Pages: the lead service's private data (dist/_leads/) is never served; the service reads it
// through the assets binding, which no function stands in front of.
export { onPrivateRequest as onRequest } from "../../leads/cloudflare/pages.ts";
