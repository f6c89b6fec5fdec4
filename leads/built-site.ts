import { leadFiles, leadSiteDataSchema, problemKinds, type LeadSiteData, type ProblemKind } from "../forms/handoff.ts";
import { knownZone } from "./owner/clock.ts";
import { compileTemplate, missingBlanks, type ProblemTemplate } from "../forms/problem-page.ts";

/** The site as the service knows it: the build's facts, and its problem pages read for filling. */
export type LeadSite = LeadSiteData & { pages: Record<ProblemKind, ProblemTemplate> };

/** The build's private files by route (forms/handoff.ts), as text. */
export type LeadSiteFiles = { data: string; pages: Record<ProblemKind, string> };

/** Checks what the build left: a page without one of its blanks would drop what the visitor must read. */
export function leadSiteFrom(files: LeadSiteFiles): LeadSite {
  const pages = Object.fromEntries(
    problemKinds.map((kind) => {
      const template = compileTemplate(files.pages[kind]);
      const missing = missingBlanks(template);
      if (missing.length) throw new Error(`the ${kind} page lacks its ${missing.join(", ")} blank`);
      return [kind, template] as const;
    }),
  ) as Record<ProblemKind, ProblemTemplate>;
  const data = leadSiteDataSchema.parse(JSON.parse(files.data));
  if (!knownZone(data.timeZone))
    throw new Error(`site.json names a time zone this runtime does not know: ${data.timeZone}`);
  return { ...data, pages };
}

const routes = [leadFiles.data, ...problemKinds.map(leadFiles.page)];
const filesOf = ([data = "", ...pages]: string[]): LeadSiteFiles => ({
  data,
  pages: Object.fromEntries(problemKinds.map((kind, i) => [kind, pages[i] ?? ""])) as Record<ProblemKind, string>,
});

/** Reads the build's private files through whatever a host reads them with (a folder, an assets binding). */
export async function loadLeadSite(read: (route: string) => Promise<string>): Promise<LeadSite> {
  return leadSiteFrom(filesOf(await Promise.all(routes.map(read))));
}

/** The same, read at once (a server reading its own folder before it listens). */
export const readLeadSite = (read: (route: string) => string): LeadSite => leadSiteFrom(filesOf(routes.map(read)));

/** Whether a build holds the service's files at all (a build with `LEADS=off` does not). */
export const hasLeadSite = (exists: (route: string) => boolean) => exists(leadFiles.data);
