import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { missingMarkers } from "../../leads/pages";
import { LEAD_SITE_FILE, leadSiteSchema, problemKinds, type ProblemKind } from "../../leads/site";
import { formActions, type LeadsMode } from "../lib/form-targets";
import { socialImagePath } from "../lib/urls";

/** Where Astro writes what the service needs (src/pages/lead-service.json.ts, src/pages/lead-problems/). */
const sources = {
  data: "lead-service.json",
  page: (kind: ProblemKind) => `/lead-problems/${kind}`,
};

/**
 * Hands the lead service what it needs of this build, in one private file (`dist/_leads/site.json`): the
 * site's name, topics and addresses, and its error pages, checked for every blank the service fills.
 * Those pages and their data are then removed from the public files, whatever the mode; with `LEADS=off`
 * nothing is written, and the servers see no service to run.
 */
export function leadService(mode: LeadsMode): AstroIntegration {
  return {
    name: "bighorn:lead-service",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const file = (path: string) => join(root, `.${path}`);
        if (mode === "on") {
          const data = JSON.parse(await readFile(join(root, sources.data), "utf8")) as object;
          const pages = Object.fromEntries(
            await Promise.all(
              problemKinds.map(async (kind) => {
                const html = await readFile(file(`${sources.page(kind)}.html`), "utf8");
                const missing = missingMarkers(html);
                if (missing.length)
                  throw new Error(`lead-service: the ${kind} page lacks its ${missing.join(", ")} blank`);
                return [kind, html] as const;
              }),
            ),
          );
          const site = leadSiteSchema.parse({ ...data, pages });
          await mkdir(dirname(join(root, LEAD_SITE_FILE)), { recursive: true });
          await writeFile(join(root, LEAD_SITE_FILE), JSON.stringify(site));
          logger.info(
            `Forms post to ${formActions.contact} and ${formActions.subscribe}: the lead service stores each lead, then forwards it`,
          );
        } else {
          logger.info("LEADS=off: forms post straight to CONTACT_FORM_ENDPOINT; no lead service");
        }
        await rm(join(root, sources.data), { force: true });
        for (const kind of problemKinds) {
          await rm(file(`${sources.page(kind)}.html`), { force: true });
          await rm(file(socialImagePath(sources.page(kind))), { force: true });
        }
        await rm(file("/lead-problems"), { recursive: true, force: true });
        await rm(file(dirname(socialImagePath(sources.page("invalid")))), { recursive: true, force: true });
      },
    },
  };
}
