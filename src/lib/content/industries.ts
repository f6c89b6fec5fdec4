/** Sorts records by display name, the way a reader scans an alphabetical list. */
export function sortByName<T extends { name: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** The industries list shows at most three solution titles, then "And more..." when there are others. */
export const SOLUTION_PREVIEW_LIMIT = 3;

export function solutionPreview(solutions: readonly { title: string }[], limit = SOLUTION_PREVIEW_LIMIT) {
  return { titles: solutions.slice(0, limit).map((s) => s.title), hasMore: solutions.length > limit };
}

/** The spec's industry key for the contact form: the name lowercased, spaces as hyphens ("Real Estate" -> "real-estate"). */
export function industryContactKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
