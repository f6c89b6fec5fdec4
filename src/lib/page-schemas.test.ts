import { describe, expect, it } from "vitest";
import home from "../content/pages/home.json" with { type: "json" };
import { homePageSchema, pageCopy } from "./page-schemas";

describe("page copy", () => {
  it("is the page's file, as the build reads it", () => {
    expect(pageCopy("home", homePageSchema, home).hero.title).toBe(home.hero.title);
  });

  it("fails the build naming the file and the field an edit broke", () => {
    const broken = { ...home, hero: { ...home.hero, title: "", primary: { label: "Go", href: "contact" } } };
    expect(() => pageCopy("home", homePageSchema, broken)).toThrow(
      /^src\/content\/pages\/home\.json is not valid:\n {2}hero\.title: .+\n {2}hero\.primary\.href: Use a site path/,
    );
  });
});
