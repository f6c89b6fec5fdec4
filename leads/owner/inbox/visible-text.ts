/**
 * What a visitor typed, as the owner must read it: characters that show nothing or reorder what is around them
 * (zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, other format and control
 * characters, line and paragraph separators, invisible fillers) are shown by their code point instead of obeyed,
 * so "Alice\u202egnp.exe\u202c" reads as typed and "Ad\u200bmin" is not "Admin". A joiner between two pictographs
 * is part of an emoji (👩‍💻) and stays. Line breaks and tabs stay where the text keeps them (a message).
 */
export type VisiblePart = { text: string } | { hidden: string };

// Combining marks that draw nothing (U+034F, U+17B4, U+17B5) stand apart: in a class they would read as combined.
const hiddenChar = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115f\u1160\u180e\u3164\uffa0]|\u034f|\u17b4|\u17b5/u;
const pictograph = /\p{Extended_Pictographic}/u;

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

export function visibleParts(text: string, { keepLineBreaks = false } = {}): VisiblePart[] {
  const chars = Array.from(text);
  const parts: VisiblePart[] = [];
  let plain = "";
  chars.forEach((char, i) => {
    const kept =
      !hiddenChar.test(char) ||
      (keepLineBreaks && (char === "\n" || char === "\t")) ||
      (char === "\u200d" && pictograph.test(chars[i - 1] ?? "") && pictograph.test(chars[i + 1] ?? ""));
    if (kept) {
      plain += char;
      return;
    }
    if (plain) parts.push({ text: plain });
    plain = "";
    // A line break kept out of a one-line place reads as a space, not as a code.
    if (char === "\n" || char === "\r" || char === "\t") parts.push({ text: " " });
    else parts.push({ hidden: codePoint(char) });
  });
  if (plain) parts.push({ text: plain });
  return parts;
}

/** The start of a message for a list: whitespace runs as one space, cut at a word near `length` characters. */
export function excerpt(text: string, length = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  const cut = chars.slice(0, length).join("");
  const word = cut.replace(/\s+\S*$/, "");
  return `${word.length > length * 0.6 ? word : cut}…`;
}

const rightToLeft =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Hanifi_Rohingya}]/u;
const letter = /\p{L}/u;

/**
 * The direction a paragraph a visitor wrote reads in: right to left when most of its letters are of a
 * right-to-left script (Arabic, Hebrew…), left to right when most are not; on a tie, its first letter's. Undefined
 * when it holds no letter at all (digits, punctuation), to take the direction of the page around it. The browser's
 * own rule (`dir="auto"`) reads only the first letter, so "Salam, we need one scheduling system." written with an
 * Arabic greeting would read right to left, its full stop in front.
 */
export function directionOf(text: string): "rtl" | "ltr" | undefined {
  let rtl = 0;
  let ltr = 0;
  let first: "rtl" | "ltr" | undefined;
  for (const char of text) {
    if (!letter.test(char)) continue;
    const side = rightToLeft.test(char) ? "rtl" : "ltr";
    first ??= side;
    if (side === "rtl") rtl++;
    else ltr++;
  }
  return rtl > ltr ? "rtl" : ltr > rtl ? "ltr" : first;
}
