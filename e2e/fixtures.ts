import { test as base, type Page } from "@playwright/test";
import { picturedProject, type PicturedProject } from "../testing/pictured-project.ts";
import { startFormService, type FormService } from "../testing/form-service-stand-in.ts";
import { copyProject, type ProjectCopy } from "../testing/project-copy.ts";
import { serveDist } from "../testing/serve-dist.ts";
import { contactField, fillContactForm, sendButton, type ContactPost } from "./support/contact-form.ts";

export { expect } from "@playwright/test";

/** The page's contact form, as a visitor uses it. */
export type ContactForm = {
  field: (label: string) => ReturnType<Page["getByLabel"]>;
  fill: (values: Partial<ContactPost>) => Promise<void>;
  send: () => Promise<void>;
};

type TestFixtures = { contactForm: ContactForm };
type WorkerFixtures = {
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
  contactForm: async ({ page }, use) => {
    await use({
      field: (label) => contactField(page, label),
      fill: (values) => fillContactForm(page, values),
      send: () => sendButton(page).click(),
    });
  },
  formService: [
    async ({}, use) => {
      const service = await startFormService({});
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
      const server = await serveDist(project.root);
      await use({ ...project, origin: server.origin });
      await server.stop();
    },
    { scope: "worker", timeout: 600_000 },
  ],
});
