/**
 * The security headers, stated once for everything the project serves: the public site's files (hosting/rules.ts
 * writes them into each host's rules), the lead service's answers (leads/app.ts) and the admin's (admin/guard.ts).
 * Each brings its own Content-Security-Policy directives; the rest is the same everywhere except where a server
 * says otherwise. Plain data with no imports, so a Worker or a Netlify function can bundle it.
 */

/** A Content-Security-Policy as its directives, each with its sources. */
export type PolicyDirectives = Record<string, readonly string[]>;

/** What no answer may be or do, whatever else its policy allows: be framed, rebase its links, embed plugins. */
const lockedDown: PolicyDirectives = {
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
};

/** The header's text, directives in the order given, then the locked-down ones. */
export function policyText(directives: PolicyDirectives): string {
  return Object.entries({ ...directives, ...lockedDown })
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

type SecurityHeaderOptions = {
  policy: PolicyDirectives;
  /** What the page's address tells the next site; the admin's addresses name drafts, so it sends none. */
  referrer?: "strict-origin-when-cross-origin" | "no-referrer";
  /** Answers no other site may load as a resource (the lead service's, the admin's); the site's files may be. */
  sameOriginResources?: boolean;
};

export function securityHeaders({
  policy,
  referrer = "strict-origin-when-cross-origin",
  sameOriginResources = false,
}: SecurityHeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": policyText(policy),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": referrer,
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(sameOriginResources ? { "Cross-Origin-Resource-Policy": "same-origin" } : {}),
  };
}
