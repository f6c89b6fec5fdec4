import { describe, expect, it } from "vitest";
import {
  cdnRedirectRules,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  parseRedirectsFile,
  redirectRules,
  siteSecurityHeaders,
} from "./rules.ts";

const policy = { scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], formOrigins: ["https://formsubmit.co"] };

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and JSON-LD", () => {
    const html =
      '<script>console.log(1)</script><script type="module" src="/_astro/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">import("/a.js")</script>';
    // The first value is `printf "console.log(1)" | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);
  });
});

describe("the site's Content-Security-Policy", () => {
  it("allows scripts only from the site and by hash, and forms only to the site and the form service", () => {
    const csp = siteSecurityHeaders(policy)["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("form-action 'self' https://formsubmit.co;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

const addresses = {
  moved: [
    { from: "/old", to: "/new", status: 301 as const },
    { from: "/go/webinar", to: "https://events.example.com/webinar", status: 302 as const },
  ],
  gone: ["/retired"],
};

describe("_headers and _redirects", () => {
  it("round-trips header rules and applies them by path", () => {
    const rules = parseHeadersFile(formatHeadersFile(headerRules(policy)));
    expect(rules).toEqual(headerRules(policy));
    expect(headersFor(rules, "/_astro/app.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/services")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/services")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("round-trips redirects, gone addresses and section not-found pages", () => {
    const rules = redirectRules(addresses, { "/industries": "/industries/404" });
    expect(formatRedirectsFile(rules)).toBe(
      [
        "/old /new 301",
        "/go/webinar https://events.example.com/webinar 302",
        "/retired /410 410",
        "/industries/* /industries/404 404",
        "",
      ].join("\n"),
    );
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual(rules);
  });

  it("writes for Cloudflare only redirect statuses: each moved address's and each page's other spellings", () => {
    const moved = redirectRules(addresses, { "/industries": "/industries/404" });
    expect(formatRedirectsFile(cdnRedirectRules("cloudflare", { moved, pagePaths: ["/", "/about"] }))).toBe(
      [
        "/old /new 301",
        "/old/ /new 301",
        "/go/webinar https://events.example.com/webinar 302",
        "/go/webinar/ https://events.example.com/webinar 302",
        "/index.html / 301",
        "/about.html /about 301",
        "/about/ /about 301",
        "",
      ].join("\n"),
    );
    const elsewhere = redirectRules({ moved: [], gone: [] }, { "/industries": "/not-found/industries" });
    expect(() => cdnRedirectRules("cloudflare", { moved: elsewhere, pagePaths: [] })).toThrow(/nearest 404.html/);
  });

  it("writes for Netlify forced rules for .html spellings, host files and private folders, gone and section pages", () => {
    const moved = redirectRules(addresses, { "/industries": "/industries/404" });
    const rules = cdnRedirectRules("netlify", { moved, pagePaths: ["/", "/about"] });
    expect(formatRedirectsFile(rules)).toBe(
      [
        "/old /new 301",
        "/go/webinar https://events.example.com/webinar 302",
        "/index.html / 301!",
        "/about.html /about 301!",
        "/_headers /404 404!",
        "/_redirects /404 404!",
        "/_nginx.conf /404 404!",
        "/_leads/* /404 404!",
        "/retired /410 410",
        "/industries/* /industries/404 404",
        "",
      ].join("\n"),
    );
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual(rules);
  });

  it("rejects statuses the servers do not implement", () => {
    expect(() => parseRedirectsFile("/a /b 307")).toThrow(/unsupported status/);
  });
});
