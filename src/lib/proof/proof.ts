import type { CaseStudy, Industry, Testimonial } from "../../schemas/index.ts";
import { splitResult } from "./result-figure.ts";
import { paths } from "../navigation/urls.ts";

/**
 * Results as pages show them, each typed once in the content: a case study's own results, and everywhere
 * else (the home highlights, an industry's Key Results) a reference to one of them, shown with the story's
 * name and address. A reference to a case study or a result that does not exist fails the build, naming
 * where it was made.
 */
export type Proof = { metric?: string | undefined; description: string; source?: { title: string; href: string } };

type Story = Pick<CaseStudy, "id" | "title" | "results">;

function story(stories: readonly Story[], id: string, owner: string): Story {
  const found = stories.find((s) => s.id === id);
  if (!found) throw new Error(`${owner} names the case study "${id}", which does not exist`);
  return found;
}

const sourceOf = (s: Story) => ({ title: s.title, href: paths.caseStudy(s.id) });

/** A case study's results, each split into its figure and the words after it. */
export function storyResults(s: Story): Proof[] {
  return s.results.map((result) => splitResult(result));
}

/** One result of a case study, by its position (1 for the first), with the story as its source. */
export function referencedResult(
  stories: readonly Story[],
  reference: { caseStudy: string; result: number },
  owner: string,
): Proof {
  const s = story(stories, reference.caseStudy, owner);
  const result = s.results[reference.result - 1];
  if (!result) {
    throw new Error(`${owner} names result ${reference.result} of "${s.id}", which has ${s.results.length}`);
  }
  return { ...splitResult(result), source: sourceOf(s) };
}

/** An industry's Key Results: its case studies' results, named and linked, then results of its own. */
export function industryResults(
  industry: Pick<Industry, "id" | "provenBy" | "results">,
  stories: readonly Story[],
): Proof[] {
  const owner = `src/content/industries/${industry.id}.json (provenBy)`;
  return [
    ...industry.provenBy.flatMap((id) => {
      const s = story(stories, id, owner);
      return storyResults(s).map((proof) => ({ ...proof, source: sourceOf(s) }));
    }),
    ...industry.results,
  ];
}

/** The client's quote about a case study, if a testimonial names it. */
export function storyQuote<T extends Pick<Testimonial, "caseStudy">>(
  testimonials: readonly T[],
  id: string,
): T | undefined {
  return testimonials.find((t) => t.caseStudy === id);
}

/** Testimonials that name a case study which does not exist: the build stops on the first. */
export function checkQuoteSources(
  testimonials: readonly Pick<Testimonial, "name" | "caseStudy">[],
  stories: readonly Pick<CaseStudy, "id">[],
): void {
  for (const t of testimonials) {
    if (t.caseStudy && !stories.some((s) => s.id === t.caseStudy)) {
      throw new Error(
        `src/content/testimonials.json: the quote by ${t.name} names the case study "${t.caseStudy}", which does not exist`,
      );
    }
  }
}
