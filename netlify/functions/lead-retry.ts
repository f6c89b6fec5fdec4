// Netlify: every ten minutes, forward pending leads and delete those past retention (leads/netlify/function.ts).
import { onRetrySchedule } from "../../leads/netlify/function.ts";

export default onRetrySchedule;

export const config = { schedule: "*/10 * * * *" };
