import { truncate } from "../text/truncate.ts";

/** Case study pages describe themselves by their headline result, or by the challenge before results exist. */
export const CASE_STUDY_DESCRIPTION_LENGTH = 100;

export function caseStudyMetaDescription(story: { results: readonly string[]; challenge: string }): string {
  return truncate(story.results[0] ?? story.challenge, CASE_STUDY_DESCRIPTION_LENGTH);
}
