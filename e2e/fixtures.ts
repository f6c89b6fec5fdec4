import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, type Page } from "@playwright/test";
import { picturedProject, type PicturedProject } from "../testing/pictured-project.ts";
import { forwardPath, startFormService, type FormService } from "../testing/form-service-stand-in.ts";
import { copyProject, projectRoot, type ProjectCopy } from "../testing/project-copy.ts";
import { serveDist } from "../testing/serve-dist.ts";
import { contactField, fillContactForm, sendButton, type ContactPost } from "./support/contact-form.ts";
import { editedProject } from "./support/edited-project.ts";
import { leadRecords, type LeadRecords } from "./support/leads.ts";
import { ownerToken } from "./support/owner.ts";

export { expect } from "@playwright/test";

/** The page's contact form, as a visitor uses it. */
export type ContactForm = {
  field: (label: string) => ReturnType<Page["getByLabel"]>;
  fill: (values: Partial<ContactPost>) => Promise<void>;
  send: () => Promise<void>;
};

/** The project's build as `npm start` serves it, lead service included, for one worker. */
export type Site = {
  origin: string;
  port: number;
  /** The SQLite file its lead service stores into, for tests that read the rows it wrote. */
  leadsDb: string;
};

/**
 * The lead service's settings in the browser tests: the stand-in form service, the owner's token, quick retries, and no rate
 * limit or typing-speed check (many tests post from one address, faster than a person types); those are on in
 * the lead service's own table (e2e/hosts.spec.ts).
 */
const leadSettings = (formService: FormService, leadsDb: string) => ({
  ASTRO_TELEMETRY_DISABLED: "1",
  CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
  LEADS_EXPORT_TOKEN: ownerToken,
  LEADS_DB: leadsDb,
  LEADS_RATE_LIMIT: "100000",
  LEADS_MIN_FILL_SECONDS: "0",
  LEADS_SWEEP_SECONDS: "0.5",
  LEADS_RETRY_SECONDS: "0.5",
});

/** Serves a project's build with a leads database of its own for as long as the worker uses it. */
async function serveSite(use: (site: Site) => Promise<void>, formService: FormService, root: string) {
  const work = mkdtempSync(join(tmpdir(), "bighorn-e2e-site-"));
  const leadsDb = join(work, "leads.sqlite");
  const server = await serveDist({ root, env: leadSettings(formService, leadsDb) });
  try {
    await use({ origin: server.origin, port: Number(new URL(server.origin).port), leadsDb });
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

type TestFixtures = {
  contactForm: ContactForm;
  /** The leads the worker's site stored and forwarded, by a name or address unique to the test. */
  leads: LeadRecords;
};
type WorkerFixtures = {
  /**
   * The build of the project these tests belong to (dist/, or an edited copy's), served by the worker on a port
   * the system hands out; every page a test opens is on it (`baseURL`).
   */
  site: Site;
  /** The copy an editor filled in at the longest (e2e/support/edited-project.ts), built once per run: its root. */
  editedCopy: string;
  /** That copy's build, served by the worker. */
  editedSite: Site;
  /** A stand-in form service of the worker's own, on a port the system hands out. */
  formService: FormService;
  /** A throwaway copy of the project (testing/project-copy.ts), removed when the worker ends. */
  projectCopy: ProjectCopy;
  /** The run's build with a photograph on every entity (made once per run), served by the worker. */
  picturedSite: PicturedProject & { origin: string };
};

/**
 * What the browser tests share, made once where it is needed: worker-scoped servers and copies are started on
 * first use and stopped with the worker, so a test file asks for them instead of starting its own.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    async ({ formService }, use) => {
      await serveSite(use, formService, projectRoot);
    },
    { scope: "worker" },
  ],
  editedCopy: [
    async ({}, use) => {
      await use(await editedProject());
    },
    { scope: "worker" },
  ],
  editedSite: [
    async ({ formService, editedCopy }, use) => {
      await serveSite(use, formService, editedCopy);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.origin);
  },
  leads: async ({ site, formService }, use) => {
    await use(leadRecords(site.leadsDb, formService));
  },
  contactForm: async ({ page }, use) => {
    await use({
      field: (label) => contactField(page, label),
      fill: (values) => fillContactForm(page, values),
      send: () => sendButton(page).click(),
    });
  },
  formService: [
    async ({}, use) => {
      const service = await startFormService();
      await use(service);
      await service.stop();
    },
    { scope: "worker" },
  ],
  projectCopy: [
    async ({}, use) => {
      const copy = copyProject();
      await use(copy);
      copy.remove();
    },
    { scope: "worker" },
  ],
  picturedSite: [
    async ({}, use) => {
      const project = await picturedProject();
      const server = await serveDist({ root: project.root });
      await use({ ...project, origin: server.origin });
      await server.stop();
    },
    { scope: "worker", timeout: 600_000 },
  ],
});
