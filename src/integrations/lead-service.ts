import type { AstroIntegration } from "astro";
import { leadFiles } from "../../forms/handoff.ts";
import { formActions, type LeadsMode } from "../../forms/targets.ts";

/**
 * Builds what the lead service reads, straight into the private folder `/_leads/` (forms/handoff.ts): the
 * site's facts (src/private-routes/site.json.ts) and a problem page per kind (src/private-routes/[kind].astro),
 * rendered by the site's own layout and views. Every server keeps that folder private. With `LEADS=off`
 * nothing is built there, and the servers see no service to run.
 */
export function leadService(mode: LeadsMode): AstroIntegration {
  return {
    name: "bighorn:lead-service",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        if (mode !== "on") return;
        injectRoute({ pattern: leadFiles.data, entrypoint: "./src/private-routes/site.json.ts" });
        injectRoute({ pattern: `${leadFiles.folder}[kind]`, entrypoint: "./src/private-routes/[kind].astro" });
      },
      "astro:build:done": ({ logger }) => {
        logger.info(
          mode === "on"
            ? `Forms post to ${formActions.contact} and ${formActions.subscribe}: the lead service stores each lead, then forwards it`
            : "LEADS=off: forms post straight to CONTACT_FORM_ENDPOINT; no lead service",
        );
      },
    },
  };
}
