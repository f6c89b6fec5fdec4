import { describe, expect, it } from "vitest";
import { adminSecurityHeaders } from "./guard.ts";
import { siteSecurityHeaders } from "../hosting/rules.ts";
import { securityHeaders } from "../security/headers.ts";

const site = siteSecurityHeaders({ scriptHashes: ["'sha256-a'"], formOrigins: ["https://formsubmit.co"] });
const admin = adminSecurityHeaders(["'sha256-b'"]);
const bare = securityHeaders({ policy: { "default-src": ["'none'"] } });

describe("securityHeaders", () => {
  it("gives the site, the admin and any other server the same protections beside their own policy", () => {
    for (const headers of [site, admin, bare]) {
      expect(headers).toMatchObject({
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Permissions-Policy": bare["Permissions-Policy"],
      });
      expect(headers["Content-Security-Policy"]).toMatch(/frame-ancestors 'none'; base-uri 'none'; object-src 'none'$/);
    }
  });

  it("lets each server state only what differs: its policy, its referrer, whether others may load its answers", () => {
    expect(site["Content-Security-Policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-a';/);
    expect(site["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(site).not.toHaveProperty("Cross-Origin-Resource-Policy");
    expect(admin["Content-Security-Policy"]).toMatch(/^default-src 'none'; script-src 'self' 'sha256-b';/);
    expect(admin["Referrer-Policy"]).toBe("no-referrer");
    expect(admin["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("keeps the locked-down directives whatever a policy says", () => {
    const loose = securityHeaders({ policy: { "default-src": ["*"], "frame-ancestors": ["*"] } });
    expect(loose["Content-Security-Policy"]).toBe(
      "default-src *; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
  });
});
