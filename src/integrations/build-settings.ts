import { namesPlaceholderMailbox } from "../../forms/targets.ts";
import { buildMoment } from "../lib/content/schedule.ts";

/**
 * Every setting a build reads, read here and nowhere else (README, Settings): what `dist/` is for, read once by
 * astro.config.ts through `buildSettings`, which hands the values on; and the build's clock.
 */

/**
 * Where the build will be published. Each target gets only what its server reads:
 * - `server`: nginx or `npm start`, which serve the `.br`/`.gz` twins and read the rules from their own config;
 * - `cloudflare`: Cloudflare Pages, which compresses on the fly and accepts only redirect statuses in `_redirects`;
 * - `netlify`: Netlify, which lets a file win over an unforced rule and treats `/a` and `/a/` as one path.
 */
export const deployTargets = ["server", "cloudflare", "netlify"] as const;
export type DeployTarget = (typeof deployTargets)[number];

type Env = Record<string, string | undefined>;

/**
 * `DEPLOY_TARGET` when set; otherwise the host's own builder is recognised by the variable it sets
 * (`WORKERS_CI=1` on Cloudflare Workers Builds, `NETLIFY=true` on Netlify), and anything else is a server build.
 */
export function deployTarget(env: Env): DeployTarget {
  const named = env["DEPLOY_TARGET"];
  if (named) {
    if ((deployTargets as readonly string[]).includes(named)) return named as DeployTarget;
    throw new Error(`DEPLOY_TARGET must be one of ${deployTargets.join(", ")}; got "${named}".`);
  }
  if (env["WORKERS_CI"] === "1") return "cloudflare";
  if (env["NETLIFY"] === "true") return "netlify";
  return "server";
}

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A URL the build bakes into pages and the Content-Security-Policy must be HTTPS: an `http://` form
 * endpoint would send visitors' details in clear text and weaken `form-action`. Only addresses on this
 * machine (the tests' stand-in form service) may use plain HTTP.
 */
export function requireSecureUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL; got "${value}".`);
  }
  const local = localHosts.has(url.hostname) || url.hostname.endsWith(".localhost");
  if (url.protocol === "https:" || (url.protocol === "http:" && local)) return value;
  throw new Error(`${name} must use https:// (plain http is allowed only for localhost); got "${value}".`);
}

/**
 * `LEADS`: `on` (the default) builds forms that post to the site's own lead service (`/api/contact`,
 * `/api/subscribe`), which stores each lead and then forwards it; `off` is for a host that cannot run the
 * service and posts them straight to `CONTACT_FORM_ENDPOINT`, which must then name a real mailbox.
 */
export function leadsMode(env: Env): "on" | "off" {
  const value = env["LEADS"] || "on";
  if (value !== "on" && value !== "off") throw new Error(`LEADS must be "on" or "off"; got "${value}".`);
  if (value === "off") {
    const endpoint = env["CONTACT_FORM_ENDPOINT"];
    if (!endpoint) {
      throw new Error(
        "LEADS=off posts the forms straight to CONTACT_FORM_ENDPOINT, which is not set: set it to your form service's address for your mailbox (https://formsubmit.co/you@yourcompany.com).",
      );
    }
    requireSecureUrl("CONTACT_FORM_ENDPOINT", endpoint);
    if (namesPlaceholderMailbox(endpoint)) {
      throw new Error(
        `LEADS=off posts the forms straight to CONTACT_FORM_ENDPOINT, which names the placeholder mailbox "${endpoint}": every lead would be lost. Set it to your own.`,
      );
    }
  }
  return value;
}

/** Where nginx serves a server build from, what it listens on, and where the lead service runs beside it. */
export type NginxSettings = { root: string; listen: string; leadService: string };

/**
 * `NGINX_ROOT` (the absolute path of `dist/` on the server), `NGINX_LISTEN` (a port, or address:port) and
 * `NGINX_LEAD_SERVICE` (the Node process's address:port), baked into `dist/_nginx.conf` by a server build.
 */
export function nginxSettings(env: Env): NginxSettings {
  const root = env["NGINX_ROOT"] || "/var/www/bighornsoftware/dist";
  const listen = env["NGINX_LISTEN"] || "80";
  const leadService = env["NGINX_LEAD_SERVICE"] || "127.0.0.1:4321";
  if (!root.startsWith("/") || /[\s;{}]/.test(root)) {
    throw new Error(
      `NGINX_ROOT must be the absolute path of dist/ on the server, such as /var/www/site/dist; got "${root}".`,
    );
  }
  if (!/^(?:[\w.-]+:|\[[\d:a-f]+\]:)?\d{1,5}$/i.test(listen)) {
    throw new Error(
      `NGINX_LISTEN must be a port, or an address and a port, such as 80 or 127.0.0.1:8080; got "${listen}".`,
    );
  }
  if (!/^(?:[\w.-]+|\[[\d:a-f]+\]):\d{1,5}$/i.test(leadService)) {
    throw new Error(
      `NGINX_LEAD_SERVICE must be the lead service's address and port, such as 127.0.0.1:4321; got "${leadService}".`,
    );
  }
  return { root, listen, leadService };
}

/** What a build is for: everything astro.config.ts needs from the environment, checked at once. */
export type BuildSettings = { siteUrl: string; target: DeployTarget; leads: "on" | "off"; nginx: NginxSettings };

/** `SITE_URL` (or the company's placeholder address), `DEPLOY_TARGET`, `LEADS` and nginx's three. */
export function buildSettings(env: Env, defaultSiteUrl: string): BuildSettings {
  return {
    siteUrl: requireSecureUrl("SITE_URL", env["SITE_URL"] || defaultSiteUrl),
    target: deployTarget(env),
    leads: leadsMode(env),
    nginx: nginxSettings(env),
  };
}

/**
 * The one clock of a build (`SOURCE_DATE_EPOCH`, or now): read once, so every page of a build that runs across
 * midnight shows the same day, and the footer's year, a legal page's Last Updated and the scheduled posts agree.
 */
export const buildTime = buildMoment(process.env["SOURCE_DATE_EPOCH"]);
