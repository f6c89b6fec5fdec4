import { describe, expect, it } from "vitest";
import { fillProblemPage, missingMarkers } from "./pages.ts";
import { template } from "./testing/fixtures.ts";

describe("error pages", () => {
  const page = template("Problem");

  it("keeps the empty blocks hidden and the standard reason when there is nothing to fill", () => {
    const html = fillProblemPage(page, {});
    expect(html).toBe(page);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it("fills the reason, messages, the visitor's words and the way back, escaped", () => {
    const html = fillProblemPage(page, {
      reason: "Too large & too <big>.",
      messages: ["Name is required.", "Email is invalid."],
      text: "\nHello <script>alert('$1')</script> & $& bye",
      back: '/contact?service=x&"y"',
    });
    expect(html).toContain('<p class="lead" data-fill="reason">Too large &amp; too &lt;big&gt;.</p>');
    expect(html).toContain(
      '<section data-block="messages"><ul class="list" data-fill="messages"><li>Name is required.</li><li>Email is invalid.</li></ul>',
    );
    expect(html).toContain(
      '<div data-block="text"><textarea id="t" readOnly="" data-fill="text">\n\nHello &lt;script&gt;alert(\'$1\')&lt;/script&gt; &amp; $&amp; bye</textarea>',
    );
    expect(html).toContain('<a class="button" href="/contact?service=x&amp;&quot;y&quot;" data-fill="back">');
    expect(html).not.toContain("<script>");
  });

  it("leaves the text block hidden for blank words", () => {
    expect(fillProblemPage(page, { text: "  \n " })).toContain('hidden="" data-block="text"');
  });

  it("names the blanks a template lacks", () => {
    expect(missingMarkers(page)).toEqual([]);
    expect(missingMarkers(page.replace(' data-fill="back"', ""))).toEqual(["back"]);
  });
});
