/**
 * "a" or "an" before a phrase built from data, by how its first word sounds: "an E-commerce Specialist",
 * "a Retail Specialist", "a University", "an Hour", "an SMB", "a UX team".
 */
export function withArticle(phrase: string): string {
  const first = phrase.trimStart().split(/[\s-]/)[0] ?? "";
  return `${startsWithVowelSound(first) ? "an" : "a"} ${phrase}`;
}

function startsWithVowelSound(word: string): boolean {
  // Initialisms are read letter by letter: F, H, L, M, N, R, S and X begin with a vowel sound.
  if (/^[A-Z]{2,}$/.test(word)) return /^[AEFHILMNORSX]/.test(word);
  const lower = word.toLowerCase();
  if (/^(hour|honest|honor|heir)/.test(lower)) return true;
  if (/^(uni|use|usu|ura|uro|eu|one|once)/.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}
