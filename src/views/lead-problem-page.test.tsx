import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { problemKinds } from "../../forms/handoff.ts";
import { compileTemplate, fillTemplate, missingBlanks } from "../../forms/problem-page.ts";
import { pageCopy } from "../lib/content/page-copy.ts";
import { LeadProblemPage } from "./lead-problem-page.tsx";

describe("the lead service's problem pages", () => {
  for (const kind of problemKinds) {
    const copy = pageCopy.leadProblemPages[kind];
    const page = compileTemplate(renderToStaticMarkup(<LeadProblemPage copy={copy} />));

    it(`${kind}: has every blank the service fills`, () => {
      expect(missingBlanks(page)).toEqual([]);
    });

    it(`${kind}: shows the standard reason, and nothing of an empty block`, () => {
      const html = fillTemplate(page, { back: "/contact" });
      expect(html).toContain(copy.reason);
      expect(html).not.toContain(copy.textLabel);
      expect(html).not.toContain("<li></li>");
      expect(html).not.toContain("{{");
    });

    it(`${kind}: shows what the service fills in, in its place`, () => {
      const html = fillTemplate(page, {
        reason: "Too large.",
        messages: ["Name is required.", "Email is invalid."],
        text: "\nMy words",
        back: "/blog/x",
      });
      expect(html).not.toContain(copy.reason);
      expect(html).toMatch(/<p [^>]*>Too large\.<\/p>/);
      expect(html).toMatch(/<ul [^>]*><li>Name is required\.<\/li><li>Email is invalid\.<\/li><\/ul>/);
      expect(html).toMatch(/<textarea [^>]*>\nMy words<\/textarea>/);
      expect(html).toContain(copy.textLabel);
      expect(html).toMatch(/<a [^>]*href="\/blog\/x"/);
    });
  }
});
