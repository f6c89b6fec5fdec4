import { describe, expect, it } from "vitest";
import { takenAddress, takenIds } from "./route-guard.ts";

describe("addresses an entry may not take", () => {
  it.each([
    ["legal", "about", "/about is the address of the About page"],
    ["legal", "contact", "/contact is the address of the Contact page"],
    ["legal", "blog", "/blog is the address of the blog"],
    ["legal", "thank-you", "/thank-you is the address of the page after the contact form"],
    ["legal", "404", "/404 is the address of the not-found page"],
    ["legal", "index", "/index is the address of the home page"],
    ["blog", "search", "/blog/search is the address of the blog search"],
    ["blog", "page", "/blog/page is the address of the blog's further pages"],
    ["industries", "404", "/industries/404 is the address of the industries' not-found page"],
  ] as const)("%s %s: %s", (collection, id, reason) => {
    expect(takenAddress(collection, id)).toBe(reason);
  });

  it("lets every other name through", () => {
    expect(takenAddress("legal", "cookie-policy")).toBeUndefined();
    expect(takenAddress("blog", "about")).toBeUndefined();
    expect(takenAddress("industries", "healthcare")).toBeUndefined();
  });

  it("lists each collection's taken names for the admin", () => {
    expect(takenIds("blog")).toEqual(["category", "index", "page", "search"]);
    expect(takenIds("industries")).toEqual(["404", "index"]);
    expect(takenIds("legal")).toContain("about");
    expect(takenIds("legal")).not.toContain("blog/search");
  });
});
