import { describe, expect, it } from "vitest";
import { exportsHydrate, islandFiles, withIslandLoader } from "./island-loader.ts";

const runtime =
  '<script>(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const directive =
  '<script>(()=>{var c=()=>{};(self.Astro||(self.Astro={})).intent=c;window.dispatchEvent(new Event("astro:intent"));})();</script>';
const island = (attributes: string) =>
  `<astro-island uid="a" component-url="/_astro/form.js" component-export="Form" renderer-url="/_astro/client.js" ${attributes} ssr client="intent" opts="{&quot;name&quot;:&quot;Form&quot;,&quot;value&quot;:{}}" await-children><form></form></astro-island>`;
const page = (body: string) => `<html><body><main>${body}</main><script>visit()</script></body></html>`;
const props = (value: object) => `props="${JSON.stringify(value).replaceAll('"', "&quot;")}"`;

describe("the island loader in a built page", () => {
  it("takes the place of Astro's island runtime and directive script, once, before the body ends", () => {
    const html = page(
      `${directive}${runtime}${island(props({ siteName: [0, "Bighorn & Co"] }))}${island('props="{}"')}`,
    );
    const woken = withIslandLoader(html, "load()", "contact.html");
    expect(woken).not.toContain('astro-island",f');
    expect(woken).not.toContain("self.Astro");
    expect(woken.match(/<script>load\(\)<\/script>/g)).toHaveLength(1);
    expect(woken).toMatch(/<script>visit\(\)<\/script><script>load\(\)<\/script><\/body>/);
    expect(woken.match(/<astro-island /g)).toHaveLength(2);
  });

  it("leaves a page without an island as it is", () => {
    const html = page("<p>No island</p>");
    expect(withIslandLoader(html, "load()", "about.html")).toBe(html);
  });

  it("reads values, objects, arrays and dates, whatever an editor wrote in them", () => {
    const posts = [
      1,
      [[0, { title: [0, "Costs [4, 5] & more"], date: [3, "2026-11-10T00:00:00.000Z"], picture: [0] }]],
    ];
    expect(() =>
      withIslandLoader(page(`${directive}${runtime}${island(props({ posts }))}`), "load()", "blog/search.html"),
    ).not.toThrow();
  });

  it("fails the build for an island it cannot wake or a prop it cannot read", () => {
    const other = page(`${directive}${runtime}${island('props="{}"').replace('client="intent"', 'client="visible"')}`);
    expect(() => withIslandLoader(other, "load()", "x.html")).toThrow(/an island the loader cannot wake/);
    const optionless = page(`${directive}${runtime}${island('props="{}"').replace(/ opts="[^"]*"/, "")}`);
    expect(() => withIslandLoader(optionless, "load()", "x.html")).toThrow(/an island the loader cannot wake/);
    const map = page(
      `${runtime}${island(
        props({
          seen: [
            4,
            [
              [0, "a"],
              [0, 1],
            ],
          ],
        }),
      )}`,
    );
    expect(() => withIslandLoader(map, "load()", "x.html")).toThrow(/an island prop the loader cannot read/);
  });

  it("fails the build when Astro writes its island scripts some other way", () => {
    const quoted = runtime.replace('define("astro-island"', "define('astro-island'");
    expect(() => withIslandLoader(page(`${directive}${quoted}${island('props="{}"')}`), "load()", "x.html")).toThrow(
      /not where the loader expects them \(found 0 and 1\)/,
    );
    expect(() => withIslandLoader(page(`${runtime}${island('props="{}"')}`), "load()", "x.html")).toThrow(
      /found 1 and 0/,
    );
  });
});

describe("an island's built file", () => {
  it("is found in the page by its address", () => {
    expect(islandFiles(page(`${island('props="{}"')}<p>x</p>${island('props="{}"')}`))).toEqual([
      "/_astro/form.js",
      "/_astro/form.js",
    ]);
  });

  it("exports hydrate, or the build fails", () => {
    expect(exportsHydrate("function i(){}export{_t as ContactForm,i as hydrate};")).toBe(true);
    expect(exportsHydrate("export { hydrate, Form };")).toBe(true);
    expect(exportsHydrate("export{_t as ContactForm};")).toBe(false);
    expect(exportsHydrate("export{h as hydrateLater,x as rehydrate};const hydrate=1;")).toBe(false);
  });
});
