import { join } from "node:path";
import { z } from "astro/zod";
import { unwrap } from "../../admin/fields-from-zod.ts";
import { build, sharedBuild } from "../../testing/builds.ts";
import { copyProject, type ProjectCopy } from "../../testing/project-copy.ts";
import { pageEntries } from "../../src/schemas/pages/index.ts";

// What an editor can do through the admin, made once per run in a copy of the project (with its tests) and
// built: one new entry of each kind with the longest values the schemas allow and a 240-character word, a
// post dated in the future, and every page's headings at their longest. e2e/editor-content.spec.ts checks the
// copy's pages; the "edited content" project of playwright.config.ts runs the copy's own page tests against
// its build, so they count what it holds.

const word = (length: number) => "Interoperability".repeat(Math.ceil(length / 16)).slice(0, length);
const longWord = word(240);

/**
 * A page's words with every heading (`title`) as long as its field allows, written as one unbroken word: the
 * longest an editor can type where a long word hurts most. Other fields keep their text. Each heading ends in
 * its own two letters, so headings stay apart (a page's sections are found by them).
 */
function uniqueWords() {
  let headings = 0;
  return (length: number) => {
    const n = headings++;
    return `${word(length - 2)}${String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26))}`;
  };
}
function longestTitles(uniqueWord: (length: number) => string, schema: z.ZodType, value: unknown, key = ""): unknown {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject && value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([name, item]) => {
        const field = inner.shape[name] as z.ZodType | undefined;
        return [name, field ? longestTitles(uniqueWord, field, item, name) : item];
      }),
    );
  }
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => longestTitles(uniqueWord, inner.element as z.ZodType, item, key));
  if (inner instanceof z.ZodString && key === "title" && inner.maxLength !== null && inner.format !== "regex")
    return uniqueWord(inner.maxLength);
  return value;
}
/** The entries the editor adds, by file name. */
export const editedNames = {
  post: "editor-long-post",
  future: "a-post-from-the-future",
  industry: "editor-new-industry",
  service: "editor-new-service",
  story: "editor-new-story",
};

/** The copy, made and built once per run (testing/builds.ts); its `dist/` is the edited site. */
export async function editedProject(): Promise<string> {
  return sharedBuild("edited-content", async (folder) => {
    const made: ProjectCopy = copyProject({ withTests: true, into: folder });
    const json = (path: string) => JSON.parse(made.read(path)) as Record<string, unknown>;
    // A new entry made from an existing one, without the addresses that one had: two entries may not claim one.
    const entry = (path: string) => ({ ...json(path), formerAddresses: [] });
    const post = made.read("src/content/blog/ai-in-healthcare.md").replace(/^formerAddresses:\n(?: {2}- .*\n)*/m, "");
    made.write(
      `src/content/blog/${editedNames.post}.md`,
      post
        .replace(/^title: .*$/m, `title: ${word(90)}`)
        .replace(/^date: .*$/m, "date: 2025-06-01")
        .replace(/\n\nEvery hospital leader/, `\n\n${longWord} Every hospital leader`)
        .replace(/^summary: >-\n/m, `summary: >-\n  ${longWord}\n`),
    );
    made.write(
      `src/content/blog/${editedNames.future}.md`,
      post.replace(/^title: .*$/m, "title: A post from the future").replace(/^date: .*$/m, "date: 2099-01-01"),
    );
    made.write(
      `src/content/industries/${editedNames.industry}.json`,
      JSON.stringify({
        ...entry("src/content/industries/healthcare.json"),
        name: word(40),
        heroTitle: word(90),
        introParagraph: `${longWord} ${String(json("src/content/industries/healthcare.json")["introParagraph"])}`,
      }),
    );
    made.write(
      `src/content/services/${editedNames.service}.json`,
      JSON.stringify({ ...entry("src/content/services/cloud-migration.json"), title: word(40), order: 99 }),
    );
    made.write(
      `src/content/case-studies/${editedNames.story}.json`,
      JSON.stringify({
        ...entry("src/content/case-studies/rfid-inventory-management.json"),
        title: word(90),
        order: 99,
        featuredOnHome: false,
        challenge: `${longWord} A distributor counted stock by hand.`,
      }),
    );
    const uniqueWord = uniqueWords();
    // Every page's headings at their longest; the home page's headline only, as its height on a phone is measured
    // by the home page's own test, which has room for more cards, not for every heading tripled.
    for (const { file, schema } of Object.values(pageEntries)) {
      const path = `src/content/pages/${file}.json`;
      const copy = json(path);
      const long =
        file === "home"
          ? { ...copy, hero: { ...(copy["hero"] as object), title: uniqueWord(90) } }
          : longestTitles(uniqueWord, schema, copy);
      made.write(path, JSON.stringify(long, null, 2));
    }
    await build({ label: "site as an editor filled it", cwd: made.root });
  });
}

/** The edited copy's build. */
export const editedDist = (root: string) => join(root, "dist");
