import { describe, expect, it } from "vitest";
import { parseRequestTarget } from "./request-target.ts";

describe("parseRequestTarget", () => {
  it("accepts site paths and keeps the query apart", () => {
    expect(parseRequestTarget("/contact?service=web-development")).toEqual({
      ok: true,
      pathname: "/contact",
      search: "?service=web-development",
    });
    expect(parseRequestTarget("/")).toEqual({ ok: true, pathname: "/", search: "" });
    expect(parseRequestTarget("/industries/food-%26-beverage")).toMatchObject({ ok: true });
  });

  it("refuses traversal in every spelling", () => {
    for (const target of [
      "/../etc/passwd",
      "/%2e%2e/etc/passwd",
      "/_astro/%2E%2e/%2e%2e/package.json",
      "/a/./b",
      "/.%2e/x",
    ]) {
      expect(parseRequestTarget(target), target).toEqual({ ok: false, status: 400 });
    }
  });

  it("refuses encoded slashes, backslashes and NUL bytes", () => {
    for (const target of ["/..%2fetc%2fpasswd", "/a%5c..%5cb", "/index.html%00.png"]) {
      expect(parseRequestTarget(target), target).toEqual({ ok: false, status: 400 });
    }
  });

  it("refuses malformed percent-encoding and targets that are not paths", () => {
    for (const target of ["/%E0%A4%A", "/%zz", "http://example.com/", "*", "//evil.example/x", ""]) {
      expect(parseRequestTarget(target), target).toEqual({ ok: false, status: 400 });
    }
  });

  it("refuses overlong targets with 414", () => {
    expect(parseRequestTarget(`/${"a".repeat(3000)}`)).toEqual({ ok: false, status: 414 });
  });
});
