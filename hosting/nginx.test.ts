import { describe, expect, it } from "vitest";
import { headerRules, redirectRules } from "./rules.ts";
import { nginxServerBlock, nginxText } from "./nginx.ts";
import { refusedTargets } from "./address-rules.ts";

const config = nginxServerBlock({
  headerRules: headerRules({ scriptHashes: ["'sha256-a'"], formOrigins: ["https://formsubmit.co"] }),
  redirectRules: redirectRules(
    {
      moved: [
        { from: "/old", to: "/new", status: 301 },
        { from: "/go/webinar", to: "https://events.example.com/webinar", status: 302 },
        { from: "/go/partner", to: "https://partner.example/landing?a=1#section", status: 301 },
      ],
      gone: ["/retired"],
    },
    { "/industries": "/industries/404" },
  ),
  pagePaths: ["/", "/about", "/new"],
  types: { html: "text/html", js: "text/javascript" },
  root: "/srv/site",
  listen: "8080",
});

describe("nginxServerBlock", () => {
  it("repeats the security headers in every location, since nginx does not inherit add_header", () => {
    const locations = config.split(/\n {4}location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(6);
    for (const block of locations) {
      expect(block).toContain("add_header Content-Security-Policy \"default-src 'self'; script-src 'self' 'sha256-a';");
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
  });

  it("never stores a not-found answer", () => {
    expect(config).toMatch(/location ~ \^\/404\(\\.html\)\?\$ \{[^}]*Cache-Control "no-store"/);
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(config).toMatch(/location \/_astro\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(config).toMatch(/location \/ \{[^}]*Cache-Control "public, max-age=0, must-revalidate"/);
  });

  it("answers addresses as address-rules.ts decides: refusals first, then moved, a page's spellings, slashes", () => {
    for (const { pattern } of refusedTargets)
      expect(config).toContain(`if ($request_uri ~ "${pattern}") {\n        return 418;`);
    // Told apart from nginx's own 400s, and answered 400 with the not-found page.
    expect(config).toContain("error_page 418 =400 @bighorn_not_found;");
    expect(config).toContain('if ($uri ~ "^/old/?$") {\n        return 301 "/new${bighorn_query}";');
    expect(config).toContain(
      'if ($uri ~ "^/go/webinar/?$") {\n        return 302 "https://events.example.com/webinar${bighorn_query}";',
    );
    // An address elsewhere: its own query, the visitor's after it, its fragment last.
    expect(config).toContain('return 301 "https://partner.example/landing?a=1${bighorn_and_args}#section";');
    expect(config).toContain('"/about.html/" "/about";');
    expect(config).toContain('"/index.html" "/";');
    const order = [
      "return 418;",
      "return 404;",
      '"^/old/?$"',
      "if ($bighorn_page_spelling)",
      "rewrite ^(.+)/$ $1 permanent;",
    ];
    const at = order.map((part) => config.indexOf(part));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(config).toContain('if ($uri ~ "^/retired/?$") {\n        return 410;');
    expect(config).toContain("error_page 410 @bighorn_gone;");
    expect(config).toMatch(/location @bighorn_gone \{[^}]*rewrite \^ \/410\.html break;/);
    expect(config).toContain("error_page 404 /industries/404.html;");
    expect(config).toContain("if ($request_method !~ ^(GET|HEAD)$)");
    expect(config).toContain("listen 8080;");
    expect(config).toContain("root /srv/site;");
  });

  it("refuses to write a value that would end its string or name a variable", () => {
    for (const value of [
      "https://a.example/x;y",
      "https://a.example/$arg_u",
      'https://a.example/"',
      "https://a.example/{x}",
      "/a b",
      "/a\nb",
    ]) {
      expect(() => nginxText(value), value).toThrow(/nginx cannot carry/);
    }
    expect(nginxText("https://a.example/landing?a=1&b=2#top")).toBe("https://a.example/landing?a=1&b=2#top");
  });
});

describe("nginxServerBlock with the lead service", () => {
  const withLeads = nginxServerBlock({
    headerRules: headerRules({ scriptHashes: [], formOrigins: [] }),
    redirectRules: [],
    pagePaths: ["/"],
    types: { html: "text/html" },
    root: "/srv/site",
    listen: "8080",
    leadService: "127.0.0.1:4321",
  });

  it("proxies /api/ to the Node process with the client's Host and address, and takes any method there", () => {
    expect(withLeads).toContain("upstream bighorn_leads {\n    server 127.0.0.1:4321;");
    expect(withLeads).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/bighorn_leads;/);
    expect(withLeads).toContain("proxy_set_header Host $http_host;");
    expect(withLeads).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(withLeads).toContain("if ($uri ~ ^/api/) {");
  });

  it("keeps the service's data private and clears the form's draft on the thank-you page", () => {
    expect(withLeads).toMatch(/location \^~ \/_leads\/ \{[^}]*return 404;/);
    expect(withLeads).toMatch(/location = \/thank-you \{[^}]*add_header Clear-Site-Data "\\"storage\\"" always;/);
  });

  it("has no /api/ at all when the forms post elsewhere", () => {
    expect(config).not.toContain("/api/");
    expect(config).not.toContain("upstream");
  });
});
