import type { ProblemKind } from "../forms/handoff.ts";
import { fillTemplate, type ProblemFill } from "../forms/problem-page.ts";
import type { LeadSite } from "./built-site.ts";

/** What an answer fills in; without a way back, the page leads back to the contact page. */
export type PageFill = Omit<ProblemFill, "back"> & { back?: string | undefined };

export function problemPage(site: LeadSite, kind: ProblemKind, fill: PageFill = {}): string {
  return fillTemplate(site.pages[kind], {
    ...fill,
    // The parser drops one newline right after <textarea>; the leading one keeps the visitor's own.
    text: fill.text?.trim() ? `\n${fill.text}` : undefined,
    back: fill.back ?? site.paths.contact,
  });
}
