const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Text as one line: every run of spaces, tabs and line breaks one space, none at either end. */
export const oneLine = (text: string): string => text.trim().replace(/\s+/g, " ");

/**
 * The first `max` characters of `text`, cut back to the last whole word and
 * followed by an ellipsis. Characters are grapheme clusters, so an emoji or an
 * accented letter is never split. Text that already fits is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  const clean = oneLine(text);
  const chars = Array.from(graphemes.segment(clean), (s) => s.segment);
  if (chars.length <= max) return clean;

  const head = chars.slice(0, max).join("");
  const nextStartsWord = chars[max] !== " ";
  const lastSpace = head.lastIndexOf(" ");
  // Cut at the last space only when the limit falls inside a word, and only if a word remains.
  const cut = nextStartsWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, "")}…`;
}
