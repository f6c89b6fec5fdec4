import { describe, expect, it } from "vitest";
import { headerRules, redirectRules } from "./rules.ts";
import { nginxServerBlock } from "./nginx.ts";

const config = nginxServerBlock({
  headerRules: headerRules({ scriptHashes: ["'sha256-a'"], formOrigins: ["https://formsubmit.co"] }),
  redirectRules: redirectRules(
    {
      moved: [
        { from: "/old", to: "/new", status: 301 },
        { from: "/go/webinar", to: "https://events.example.com/webinar", status: 302 },
      ],
      gone: ["/retired"],
    },
    { "/industries": "/industries/404" },
  ),
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

  it("redirects, serves section not-found pages, and refuses other methods", () => {
    expect(config).toContain("rewrite ^/old/?$ /new permanent;");
    expect(config).toContain("rewrite ^/go/webinar/?$ https://events.example.com/webinar redirect;");
    expect(config).toMatch(/location = \/retired \{[^}]*return 410;\n {4}\}/);
    expect(config).toContain("error_page 410 /410.html;");
    // The gone page is internal, and placed before the .html rule, which would otherwise take it (regex order).
    expect(config.indexOf("location ~ ^/410(\\.html)?$")).toBeLessThan(config.indexOf("location ~ \\.html$"));
    expect(config.indexOf("rewrite ^/old/?$")).toBeLessThan(config.indexOf("rewrite ^(.+)/$ $1 permanent;"));
    expect(config).toMatch(/location ~ \\.html\$ \{[^]*rewrite \^\(\.\+\?\)\(\/index\)\?\\.html\$ \$1 permanent;/);
    expect(config).toContain("return 301 /$is_args$args;");
    expect(config).toContain("error_page 404 /industries/404.html;");
    expect(config).toContain("if ($request_method !~ ^(GET|HEAD)$)");
    expect(config).toContain("listen 8080;");
    expect(config).toContain("root /srv/site;");
  });
});

describe("nginxServerBlock with the lead service", () => {
  const withLeads = nginxServerBlock({
    headerRules: headerRules({ scriptHashes: [], formOrigins: [] }),
    redirectRules: [],
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
