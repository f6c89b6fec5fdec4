import { expect, test } from "./fixtures.ts";
import { decodeEntities } from "../src/integrations/built-pages.ts";
import { britishSpellings } from "../src/lib/text/spelling.ts";
import { distRoutes } from "../scripts/lib/dist.ts";

/** What a visitor, a screen reader or a search engine reads: text, alt and label attributes, meta content. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|content|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities([text, ...attributes].join(" "));
}

test("the copy is American English on every page and in the feed", async ({ request }) => {
  const found: string[] = [];
  for (const path of [...distRoutes(), "/rss.xml", "/no-such-page"]) {
    const words = britishSpellings(readableText(await (await request.get(path)).text()));
    if (words.length) found.push(`${path}: ${[...new Set(words)].join(", ")}`);
  }
  expect(found).toEqual([]);
});

/** Sections (by their heading) whose heading repeats the words of one of their own buttons or links. */
function headingsRepeatingAButton(html: string): string[] {
  const sections = html.split(/<section\b/).slice(1);
  return sections.flatMap((section) => {
    const heading = /<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(section)?.[1];
    if (!heading) return [];
    const clean = (text: string) =>
      decodeEntities(text.replace(/<[^>]+>/g, ""))
        .trim()
        .toLowerCase();
    const title = clean(heading);
    const links = [...section.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => clean(m[2] ?? ""));
    return links.includes(title) ? [clean(heading)] : [];
  });
}

test("no heading repeats its own button: the heading says why, the button what happens next", async ({ request }) => {
  expect(headingsRepeatingAButton('<section><h2>Get a Quote</h2><a href="/c">Get a Quote</a></section>')).toEqual([
    "get a quote",
  ]);
  const found: string[] = [];
  for (const path of distRoutes()) {
    for (const heading of headingsRepeatingAButton(await (await request.get(path)).text()))
      found.push(`${path}: ${heading}`);
  }
  expect(found).toEqual([]);
});
