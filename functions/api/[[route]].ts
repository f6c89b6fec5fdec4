// Cloudflare Pages: every /api/ request goes to the lead service (leads/cloudflare/pages.ts).
export { onLeadRequest as onRequest } from "../../leads/cloudflare/pages.ts";
