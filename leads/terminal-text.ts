/**
 * Characters a terminal acts on, or that change what the owner reads, rather than shows: C0 controls, DEL and
 * C1 controls (ESC starts colours, window titles, screen clears and OSC-8 links; a line break fakes a row),
 * the Unicode line and paragraph separators, bidi marks, embeddings, overrides and isolates (they reorder the
 * text around them), and lone surrogates (printed as U+FFFD, hiding what was stored).
 */
const actedOn = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, "0");

/**
 * Text from a visitor, or from a service that may echo one, as the owner's terminal should print it: every
 * character above shown as a visible escape (`\n`, `\x1b`, `\x9b`, `\u202e`), so the text stays on its row and
 * does exactly nothing. Backslashes are left as typed: a visitor who types `\n` only fakes the escape of a
 * harmless character.
 */
export function terminalText(text: string): string {
  return text.replace(actedOn, (char) => {
    const code = char.charCodeAt(0);
    return named[char] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}
