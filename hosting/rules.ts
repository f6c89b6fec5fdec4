import { createHash } from "node:crypto";
import { lookup } from "mrmime";
import { securityHeaders, type PolicyDirectives } from "../security/headers.ts";

/**
 * What every server of the build must answer besides the files themselves: security headers, cache policy,
 * redirects and not-found pages. The build writes these rules once as Netlify/Cloudflare `_headers` and
 * `_redirects` files; `npm start` reads those same files and the nginx server block is generated from them,
 * so the three servers cannot drift apart.
 */

export {
  ADDRESS_LIST,
  GONE_PAGE,
  HASHED_ASSETS,
  HOST_FILES,
  IMMUTABLE,
  NGINX_CONFIG,
  NOT_FOUND_CACHE,
  PRIVATE_FOLDERS,
  REVALIDATE,
} from "./served-paths.ts";
import { GONE_PAGE, HASHED_ASSETS, HOST_FILES, IMMUTABLE, PRIVATE_FOLDERS } from "./served-paths.ts";

/** The media type every server sends for a file name; mrmime lacks `.ico`, which browsers request on their own. */
export function mediaType(fileName: string): string | undefined {
  return /\.ico$/i.test(fileName) ? "image/x-icon" : lookup(fileName);
}

export type HeaderRule = { path: string; headers: Record<string, string> };
/** `force` (Netlify's `!`) applies the rule even where a file exists at `from`. */
export type RedirectRule = { from: string; to: string; status: RedirectStatus; force?: boolean };
/** Moved for good or for now; a not-found or gone page answered at `from` with that status. */
export type RedirectStatus = 301 | 302 | 404 | 410;
const STATUSES: readonly number[] = [301, 302, 404, 410] satisfies RedirectStatus[];
export const isRedirect = (rule: RedirectRule): boolean => rule.status === 301 || rule.status === 302;

/** `sha256-…` sources for each executable inline script (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The site's policy. Scripts run only from the site's own files or as one of the inline scripts the build emitted
 * (by hash); forms post only to the site and the form service.
 */
export function contentSecurityPolicy({
  scriptHashes,
  formOrigins,
}: {
  scriptHashes: string[];
  formOrigins: string[];
}): PolicyDirectives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...[...new Set(scriptHashes)].sort()],
    // Server-rendered style attributes (and Radix's positioning) need inline styles; scripts never do.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "form-action": ["'self'", ...[...new Set(formOrigins)].sort()],
  };
}

/** The site's security headers (security/headers.ts) with its policy. */
export function siteSecurityHeaders(policy: { scriptHashes: string[]; formOrigins: string[] }): Record<string, string> {
  return securityHeaders({ policy: contentSecurityPolicy(policy) });
}

/**
 * The page a visitor reaches once their message is stored clears the draft the contact form kept in the
 * tab's session storage (src/lib/contact/draft.ts): a header, so it works on every host without a script.
 */
export const CLEARS_DRAFT = { path: "/thank-you", headers: { "Clear-Site-Data": '"storage"' } } as const;

/**
 * Header rules in the order hosts apply them. Cache-Control is only stated for hashed assets: hosts join
 * the values of every matching rule, and their default for other files is already `REVALIDATE`.
 */
export function headerRules(policy: { scriptHashes: string[]; formOrigins: string[] }): HeaderRule[] {
  return [
    { path: "/*", headers: siteSecurityHeaders(policy) },
    { path: HASHED_ASSETS, headers: { "Cache-Control": IMMUTABLE } },
    { path: CLEARS_DRAFT.path, headers: { ...CLEARS_DRAFT.headers } },
  ];
}

/** The site's redirects and gone addresses (src/lib/addresses/settle.ts), then each section's not-found page. */
export function redirectRules(
  { moved, gone }: { moved: { from: string; to: string; status: 301 | 302 }[]; gone: string[] },
  notFoundPages: Record<string, string>,
): RedirectRule[] {
  return [
    ...moved.map(({ from, to, status }) => ({ from, to, status })),
    ...gone.map((from) => ({ from, to: GONE_PAGE, status: 410 as const })),
    // Shadowing rules: they apply only when no file matches, and keep the 404 status.
    ...Object.entries(notFoundPages).map(([section, page]) => ({
      from: `${section}/*`,
      to: page,
      status: 404 as const,
    })),
  ];
}

/**
 * The `_redirects` file for a CDN, from the same rules: each host accepts a different subset.
 * - Cloudflare's asset layer takes only a redirect's status, so section not-found pages and gone addresses are
 *   its Worker's (hosting/cloudflare-worker.ts), which serves the nearest `404.html`; it matches `/old/` apart
 *   from `/old`, so each moved address gets its
 *   trailing-slash spelling too (one hop, not two); and each page's `.html` and trailing-slash spellings get a
 *   permanent rule, where its `html_handling` would send a temporary one.
 * - Netlify serves a file at `/about.html` as a second copy of `/about` and publishes `_headers` and
 *   `_redirects` as files unless forced rules (`!`) say otherwise; its section 404s are shadowing rules.
 */
export function cdnRedirectRules(
  host: "cloudflare" | "netlify",
  { moved, pagePaths }: { moved: RedirectRule[]; pagePaths: string[] },
): RedirectRule[] {
  const redirects = moved.filter(isRedirect);
  if (host === "cloudflare") {
    for (const rule of moved.filter((r) => r.status === 404)) {
      if (rule.to !== rule.from.replace(/\*$/, "404")) {
        throw new Error(
          `Cloudflare serves the nearest 404.html: ${rule.from} needs its page at ${rule.from.replace(/\*$/, "404")}`,
        );
      }
    }
    // Its asset layer moves `/about.html` and `/about/` to `/about` itself, but with a temporary 307: each page's two
    // other spellings get a permanent rule of their own, which the asset layer applies first, query kept.
    const spellings = pagePaths.flatMap((path) =>
      path === "/"
        ? [{ from: "/index.html", to: "/", status: 301 as const }]
        : [
            { from: `${path}.html`, to: path, status: 301 as const },
            { from: `${path}/`, to: path, status: 301 as const },
          ],
    );
    return [...redirects.flatMap((rule) => [rule, { ...rule, from: `${rule.from}/` }]), ...spellings];
  }
  return [
    ...redirects,
    ...pagePaths.map((path) => ({
      from: path === "/" ? "/index.html" : `${path}.html`,
      to: path,
      status: 301 as const,
      force: true,
    })),
    ...HOST_FILES.map((from) => ({ from, to: "/404", status: 404 as const, force: true })),
    ...PRIVATE_FOLDERS.map((folder) => ({ from: `${folder}*`, to: "/404", status: 404 as const, force: true })),
    ...moved.filter((rule) => rule.status === 410 || rule.status === 404),
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path block: "${line}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function formatRedirectsFile(rules: RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}${rule.force ? "!" : ""}`).join("\n") + "\n";
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from = "", to = "", written = "301"] = line.split(/\s+/);
      const status = Number(written.replace(/!$/, ""));
      if (!STATUSES.includes(status)) throw new Error(`_redirects: unsupported status in "${line}"`);
      const rule: RedirectRule = { from, to, status: status as RedirectStatus };
      if (written.endsWith("!")) rule.force = true;
      return rule;
    });
}

/** Netlify-style path patterns: exact paths, or a prefix ending in `/*`. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers a host sends for `path`, later rules adding to earlier ones (no two rules set the same header). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (pathMatches(rule.path, path)) Object.assign(headers, rule.headers);
  return headers;
}
