import { describe, expect, test } from "vitest";
import { styledClasses } from "./styled-classes.ts";

describe("the classes a stylesheet styles", () => {
  test("reads selectors inside layers and media queries, unescaped as the DOM spells them", () => {
    const css =
      "@layer utilities{.flex{display:flex}@media (width>=48rem){.md\\:grid{display:grid}}" +
      ".\\32 xl\\:p-4{padding:1rem}.w-1\\/2{width:50%}:is(:where(.group):hover .group-hover\\:underline){x:y}}";
    expect([...styledClasses(css)].sort()).toEqual([
      "2xl:p-4",
      "flex",
      "group",
      "group-hover:underline",
      "md:grid",
      "w-1/2",
    ]);
  });

  test("takes no number in a declaration or an at-rule for a class", () => {
    expect([...styledClasses("@media (width>=22.5rem){.a{top:.5rem;margin:1.5em}}/* .b{} */")]).toEqual(["a"]);
  });
});
