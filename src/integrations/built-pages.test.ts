import { describe, expect, it } from "vitest";
import { metaContent } from "./built-pages";

describe("metaContent", () => {
  const html = '<meta property="og:title" content="QA &amp; Testing &#38; more"><meta name="robots" content="noindex">';

  it("reads a meta tag by name or property and decodes entities", () => {
    expect(metaContent(html, "og:title")).toBe("QA & Testing & more");
    expect(metaContent(html, "robots")).toBe("noindex");
  });

  it("gives nothing for a missing tag", () => {
    expect(metaContent(html, "description")).toBeUndefined();
  });
});
