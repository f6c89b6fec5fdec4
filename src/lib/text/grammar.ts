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

/**
 * Fills an editor's sentence: each `{name}` with its value, then each `{a}` with "a" or "an" for the word after it.
 * "Planning {a} {industry lowercase} project?" with industry "E-commerce" reads "Planning an e-commerce project?".
 */
export function fillBlanks(sentence: string, values: Record<string, string>): string {
  const filled = sentence.replace(/\{([^{}]+)\}/g, (blank, name: string) => {
    if (name === "a") return blank;
    const [key = "", modifier] = name.split(" ");
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${blank} in "${sentence}"`);
    return modifier === "lowercase" ? value.toLowerCase() : value;
  });
  return filled.replace(/\{a\}(\s+)(\S+)/g, (_, space: string, word: string) => {
    const [article = "a"] = withArticle(word).split(" ");
    return `${article}${space}${word}`;
  });
}
