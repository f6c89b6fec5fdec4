// Netlify: every /api/ request goes to the lead service (leads/netlify/function.ts).
import { onLeadRequest } from "../../leads/netlify/function.ts";

export default onLeadRequest;

export const config = { path: "/api/*" };
