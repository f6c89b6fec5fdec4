import { expect, test } from "@playwright/test";
import { decodeEntities } from "../src/integrations/built-pages";
import { britishSpellings } from "../src/lib/spelling";
import { distRoutes } from "../scripts/lib/dist";

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
