import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  parseRedirectsFile,
  redirectRules,
} from "./host-rules";

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

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and by hash, and forms only to the site and the form service", () => {
    const csp = contentSecurityPolicy(policy);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("form-action 'self' https://formsubmit.co;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe("_headers and _redirects", () => {
  it("round-trips header rules and applies them by path", () => {
    const rules = parseHeadersFile(formatHeadersFile(headerRules(policy)));
    expect(rules).toEqual(headerRules(policy));
    expect(headersFor(rules, "/_astro/app.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/services")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/services")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("round-trips redirects and section not-found pages", () => {
    const rules = redirectRules({ "/old": "/new" }, { "/industries": "/industries/404" });
    expect(formatRedirectsFile(rules)).toBe("/old /new 301\n/industries/* /industries/404 404\n");
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual(rules);
  });

  it("rejects statuses the servers do not implement", () => {
    expect(() => parseRedirectsFile("/a /b 302")).toThrow(/unsupported status/);
  });
});
