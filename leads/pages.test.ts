import { describe, expect, it } from "vitest";
import { compileTemplate, missingBlanks } from "../forms/problem-page.ts";
import { problemPage } from "./pages.ts";
import { leadSiteFrom } from "./built-site.ts";
import { template, testSite, testSiteFiles } from "./fixtures/site.ts";

describe("problem pages", () => {
  it("keeps the standard reason, leaves out the empty blocks and leads back to the contact page", () => {
    expect(problemPage(testSite, "invalid")).toBe(
      "<html><head><title>Your message needs a few changes</title></head><body><main><h1>Your message needs a few changes</h1>" +
        '<p class="lead">Standard reason.</p><a class="button" href="/contact">Back</a></main></body></html>',
    );
  });

  it("fills the reason, messages, the visitor's words and the way back, escaped", () => {
    const html = problemPage(testSite, "invalid", {
      reason: "Too large & too <big>.",
      messages: ["Name is required.", "Email is invalid."],
      text: "\nHello <script>alert('$1')</script> & $& bye {{back}}",
      back: '/contact?service=x&"y"',
    });
    expect(html).toContain('<p class="lead">Too large &amp; too &lt;big&gt;.</p>');
    expect(html).toContain('<ul class="list"><li>Name is required.</li><li>Email is invalid.</li></ul>');
    expect(html).toContain(
      '<textarea id="t" readOnly="">\n\nHello &lt;script&gt;alert(\'$1\')&lt;/script&gt; &amp; $&amp; bye {{back}}</textarea>',
    );
    expect(html).toContain('<a class="button" href="/contact?service=x&amp;&quot;y&quot;">');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("Standard reason.");
  });

  it("leaves the text block out for blank words", () => {
    expect(problemPage(testSite, "invalid", { text: "  \n " })).not.toContain("<textarea");
  });

  it("refuses a page without one of its blanks, or with a block never closed", () => {
    expect(missingBlanks(compileTemplate(template("Problem")))).toEqual([]);
    const withoutBack = { ...testSiteFiles, pages: { ...testSiteFiles.pages, refused: "<a href=/contact>Back</a>" } };
    expect(() => leadSiteFrom(withoutBack)).toThrow("the refused page lacks its reason, messages, text, back blank");
    expect(() => compileTemplate("{{?text}}<p>")).toThrow("{{text}} is never closed");
    expect(() => compileTemplate("<p>{{/text}}")).toThrow("{{/text}} closes nothing");
  });
});
