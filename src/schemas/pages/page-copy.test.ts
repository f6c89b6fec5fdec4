import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import home from "../../content/pages/home.json" with { type: "json" };
import { pageCopy } from "../../lib/content/page-copy.ts";
import { pageEntries, parsePageCopy } from ".";

describe("page copy", () => {
  it("is the page's file, as the build reads it", () => {
    expect(pageCopy.homePage.hero.title).toBe(home.hero.title);
  });

  it("reads every file in src/content/pages, each through its own entry", () => {
    const files = readdirSync("src/content/pages").map((file) => file.replace(/\.json$/, ""));
    expect(
      Object.values(pageEntries)
        .map((entry) => entry.file)
        .sort(),
    ).toEqual(files.sort());
    expect(Object.keys(pageCopy).sort()).toEqual(Object.keys(pageEntries).sort());
  });

  it("fails the build naming the file and the field an edit broke", () => {
    const broken = { ...home, hero: { ...home.hero, title: "", primary: { label: "Go", href: "contact" } } };
    expect(() => parsePageCopy("home", pageEntries.homePage.schema, broken)).toThrow(
      /^src\/content\/pages\/home\.json is not valid:\n {2}hero\.title: .+\n {2}hero\.primary\.href: Use a site path/,
    );
  });

  it("refuses a blank the site cannot fill, naming the ones it can", () => {
    const { industriesPage } = pageEntries;
    const copy = pageCopy.industriesPage;
    const broken = { ...copy, industryPage: { ...copy.industryPage, ctaTitle: "Planning {a} {sector} project?" } };
    expect(() => parsePageCopy("industries", industriesPage.schema, broken)).toThrow(
      "industryPage.ctaTitle: Write the sentence; curly brackets hold only {a}, {industry}, {industry lowercase}.",
    );
  });
});
