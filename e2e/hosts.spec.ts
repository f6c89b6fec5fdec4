import { spawnSync } from "node:child_process";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";
import type { Lead } from "../leads/lead.ts";
import { ownerClient } from "../leads/owner-client.ts";
import { redirects } from "../src/config/redirects.ts";
import { headersFor, HOST_FILES, IMMUTABLE, parseHeadersFile } from "../hosting/rules.ts";
import { absoluteUrl } from "../src/lib/navigation/urls.ts";
import { forwardPath } from "../testing/form-service-stand-in.ts";
import { rawFetch, type RawResponse } from "./hosts/http.ts";
import { leadRows, post, type LeadHost } from "./hosts/lead-rows.ts";
import { ownerRows } from "./hosts/owner-rows.ts";
import { startAlertWebhook, type AlertWebhook } from "../testing/alert-webhook-stand-in.ts";
import { sampleVisitor } from "./support/contact-form.ts";
import {
  buildFor,
  SCHEDULED_RUN,
  startNetlify,
  startNginx,
  startNode,
  startWrangler,
  startWranglerSchedule,
  type RunningHost,
} from "./hosts/servers.ts";
import { hashedAsset } from "../src/integrations/built-pages.ts";
import type { FormService } from "../testing/form-service-stand-in.ts";
import { bin, freePort } from "../testing/processes.ts";
import { runBuild } from "../testing/builds.ts";

// One table of checks run against the four ways the site is served: `npm start` and nginx in front of it
// over the server build, and Cloudflare's and Netlify's own local runtimes over the builds for those
// hosts, each with the lead service on its own storage (SQLite, D1, Netlify Blobs). Where a local runtime
// cannot show what its real host does, the row says so (an annotation in the report, and the README's
// list) and checks what the build controls instead.

/** What a local runtime cannot show, by row; the README's Deployment section lists the same. */
type Limit =
  | "trailingSlash"
  | "redirectHeaders"
  | "hashedCache"
  | "compression"
  | "conditionalLists"
  | "lastModified"
  | "hostFiles";
type Host = {
  name: string;
  /** A platform (Cloudflare, Netlify), where a bad setting cannot stop a start: it is logged and ignored. */
  platform?: boolean;
  server?: RunningHost;
  limits: Partial<Record<Limit, string>>;
  /** The lead service on this host: its storage, how to break it, what makes it retry. */
  lead?: Omit<LeadHost, "name" | "origin" | "ownerToken" | "alerts">;
};

const root = join(import.meta.dirname, "..");
const hosts: Host[] = [
  { name: "npm start", limits: {} },
  { name: "nginx", limits: {} },
  {
    name: "wrangler pages dev",
    platform: true,
    limits: {
      conditionalLists: "wrangler pages dev answers If-None-Match lists and * with 200; it matches a single tag.",
      lastModified: "Cloudflare Pages sends no Last-Modified, so If-Modified-Since has nothing to match.",
      hostFiles:
        "wrangler pages dev answers /_headers and /_redirects with 502; `wrangler pages deploy` never uploads them.",
    },
  },
  {
    name: "netlify dev",
    platform: true,
    limits: {
      trailingSlash:
        "Netlify treats /a and /a/ as one path, so no rule can redirect one to the other; the page's canonical link names the clean URL.",
      redirectHeaders:
        "netlify dev adds the _headers rules only to answers with a body; a redirect shows nothing, and the page it leads to has them all.",
      hashedCache:
        "netlify dev replaces Cache-Control with `public, max-age=0`; Netlify's CDN sends the _headers value.",
      compression: "netlify dev sends every file uncompressed; Netlify's CDN compresses on the fly.",
      conditionalLists: "netlify dev answers If-None-Match lists and * with 200; it matches a single tag.",
      lastModified: "netlify dev sends no Last-Modified.",
    },
  },
];

/** The owner's token on every host, so the tests read each host's leads as an owner would. */
const ownerToken = "tests-only-owner-token-0123456789abcdef";
/**
 * The lead service's settings on every host: production limits and timeout (10 s: a shorter one turns a
 * slow answer under load into a second delivery), quick retries, a stand-in form service.
 */
const leadSettings = (formService: FormService, webhook: AlertWebhook) => ({
  CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
  LEADS_EXPORT_TOKEN: ownerToken,
  LEADS_RETRY_SECONDS: "0.3",
  LEADS_SWEEP_SECONDS: "0.2",
  // A lead not delivered at its first try is stuck: the alert row controls time by failing, never by waiting.
  LEADS_ALERT_AFTER_MINUTES: "0",
  LEADS_ALERT_WEBHOOK: webhook.url,
});
/**
 * A setting that does not parse, given to the platforms: it must cost no lead (every row of the lead table
 * stores leads there) and be named in the platform's log. Its default is the production value the rows expect.
 */
const unreadable = { name: "LEADS_RATE_WINDOW_SECONDS", value: "ten minutes" };
let formService: FormService | undefined;
/** The owners' alert webhook every host posts to. */
let alertWebhook: AlertWebhook | undefined;
/** The lead service's scheduled Worker beside `wrangler pages dev`. */
let scheduleServer: RunningHost | undefined;
/** This worker's leads database and D1 folder; made in beforeAll, as the runner loads this file too. */
let work = "";

/** Every lead the host keeps, as the owner reads them (`npm run leads -- --site`). */
const readLeads = (origin: string): Promise<Lead[]> => ownerClient(origin, ownerToken).list();

/** Holds SQLite's write lock on a database file (SQLite for npm start, D1's local file for wrangler). */
const lockSqlite = (file: () => Promise<string>) => async () => {
  const db = new DatabaseSync(await file(), { timeout: 5_000 });
  db.exec("BEGIN EXCLUSIVE");
  return () => {
    db.exec("ROLLBACK");
    db.close();
    return Promise.resolve();
  };
};

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ formService: service }) => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), "bighorn-hosts-"));
  const [nodePort, nginxPort, wranglerPort, schedulePort, netlifyPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  formService = service;
  alertWebhook = await startAlertWebhook();
  const settings = leadSettings(service, alertWebhook);
  const platformSettings = { ...settings, [unreadable.name]: unreadable.value };
  const cloudflare = await buildFor("cloudflare");
  const netlify = await buildFor("netlify");
  const database = join(work, "leads.sqlite");
  const persistTo = join(work, "wrangler");
  const node = await startNode(nodePort, { ...settings, LEADS_DB: database });
  const [nginx, wrangler, netlifyDev] = await Promise.all([
    startNginx(node.dist, nginxPort, { leadService: `127.0.0.1:${nodePort}` }),
    startWrangler(cloudflare, wranglerPort, { persistTo, bindings: platformSettings }),
    startNetlify(netlify, netlifyPort, { env: platformSettings }),
  ]);
  // After Pages' runtime is up: two wrangler processes starting at once can pick the same port for the local
  // sockets each opens besides its own (seen once: "Address already in use (socket direct:1:default)").
  const schedule = await startWranglerSchedule(cloudflare, schedulePort, { persistTo, bindings: platformSettings });
  scheduleServer = schedule;
  const [npmStart, viaNginx, viaWrangler, viaNetlify] = hosts as [Host, Host, Host, Host];
  const sqliteLead = {
    leads: () => readLeads(node.origin),
    breakStorage: lockSqlite(() => Promise.resolve(database)),
    // npm start sweeps every LEADS_SWEEP_SECONDS by itself.
    nudge: () => Promise.resolve(),
  };
  [npmStart.server, npmStart.lead] = [node, sqliteLead];
  [viaNginx.server, viaNginx.lead] = [nginx, sqliteLead];
  viaWrangler.server = wrangler;
  viaWrangler.lead = {
    storageFailsAtOnce:
      "D1 answers a query on a locked database with an error at once, in wrangler as at Cloudflare (where it is another service), so no post waits on it.",
    leads: () => readLeads(wrangler.origin),
    breakStorage: lockSqlite(async () => {
      // D1's file appears with the first query: the owner's read makes it, whichever row runs first.
      await readLeads(wrangler.origin);
      const folder = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
      const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
      if (!file) throw new Error(`no local D1 database in ${folder}`);
      return join(folder, file);
    }),
    // Pages has no scheduler: the lead service's own Worker runs on a cron trigger (leads/cloudflare/scheduled.ts),
    // with no visitor; wrangler runs it on request.
    nudge: async () => {
      const run = await fetch(`${schedule.origin}${SCHEDULED_RUN}`);
      if (!run.ok) throw new Error(`the scheduled run answered ${run.status}`);
    },
  };
  viaNetlify.server = netlifyDev;
  viaNetlify.lead = {
    simultaneousDuplicates:
      "netlify dev's Blobs sandbox checks a write's If-None-Match and then writes, with awaits between (@netlify/blobs' local server, `put`), so two identical posts in the same instant can both pass `onlyIfNew`; making the check and the write one step is what the option asks of Netlify's own store, which no local runtime shows.",
    refusalsShownAs404:
      "netlify dev retries a function's 403 as a missing file and answers 404; Netlify's CDN passes the function's 403 on. Nothing is stored either way.",
    load: {
      count: 100,
      connections: 5,
      why: "netlify dev runs one function call at a time (about 0.3 s a post, several times that on a busy machine), so 50 waiting connections time out in the client; Netlify's runtime runs them side by side.",
    },
    leads: () => readLeads(netlifyDev.origin),
    // The sandbox keeps each store in a folder; a file in its place makes every read and write fail.
    breakStorage: () => {
      const store = join(netlifyDev.site, ".netlify", "blobs-serve", "entries", "unlinked", "site:leads");
      // The sandbox makes the folder with the first lead; a row run before any other makes it here.
      mkdirSync(store, { recursive: true });
      renameSync(store, `${store}.kept`);
      writeFileSync(store, "");
      return Promise.resolve(() => {
        rmSync(store);
        renameSync(`${store}.kept`, store);
        return Promise.resolve();
      });
    },
    // What Netlify's scheduler runs every ten minutes; netlify dev runs it on request.
    nudge: async () => {
      await fetch(`${netlifyDev.origin}/.netlify/functions/lead-retry`);
    },
  };
});

test.afterAll(async () => {
  // Stopping four servers outlasts the default 30 s on a busy machine; a hook cut
  // short would leave the servers behind for the next worker.
  test.setTimeout(120_000);
  await Promise.all([
    ...hosts.flatMap((host) => (host.server ? [host.server.stop()] : [])),
    ...(scheduleServer ? [scheduleServer.stop()] : []),
    ...(alertWebhook ? [alertWebhook.stop()] : []),
  ]);
  if (work) rmSync(work, { recursive: true, force: true });
});

const lead = (host: Host) => {
  if (!host.lead) throw new Error(`${host.name} has no lead service`);
  return host.lead;
};
const server = (host: Host) => {
  if (!host.server) throw new Error(`${host.name} did not start`);
  return host.server;
};
const get = (host: Host, path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawFetch(server(host).origin, path, { method, headers });
/** The row is one the runtime cannot show: say so in the report and return the reason. */
const limited = (host: Host, limit: Limit) => {
  const reason = host.limits[limit];
  if (reason) test.info().annotations.push({ type: "local runtime", description: reason });
  return reason;
};
const permanent = (response: RawResponse) => [301, 308].includes(response.status);
const asset = (host: Host, ext: string) => hashedAsset(server(host).dist, ext);
const securityHeaders = (host: Host) => {
  const rules = parseHeadersFile(readFileSync(join(server(host).dist, "_headers"), "utf8"));
  return Object.fromEntries(Object.entries(headersFor(rules, "/")).filter(([name]) => name !== "Cache-Control"));
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const siteUrl = (host: Host) => new URL(canonicalOf(readFileSync(join(server(host).dist, "index.html"), "utf8")) ?? "");

const pages = ["/", "/services", "/industries/healthcare", "/blog/page/2", "/contact"];
const moved = Object.entries(redirects);

for (const host of hosts) {
  test.describe(host.name, () => {
    // What the host printed, in the report of a failed row: a host's own error is otherwise unseen.
    test.afterEach(() => {
      const testInfo = test.info();
      if (testInfo.status === testInfo.expectedStatus || !host.server) return;
      console.log(`${host.name} printed (last 4,000 characters):\n${host.server.log().slice(-4_000)}`);
    });
    const leadHost: LeadHost = {
      name: host.name,
      origin: () => server(host).origin,
      ownerToken,
      alerts: () => alertWebhook?.alerts ?? [],
      leads: () => lead(host).leads(),
      breakStorage: () => lead(host).breakStorage(),
      nudge: () => lead(host).nudge(),
      get refusalsShownAs404() {
        return lead(host).refusalsShownAs404;
      },
      get simultaneousDuplicates() {
        return lead(host).simultaneousDuplicates;
      },
      get load() {
        return lead(host).load;
      },
      get storageFailsAtOnce() {
        return lead(host).storageFailsAtOnce;
      },
    };
    const theFormService = () => {
      if (!formService) throw new Error("the stand-in form service did not start");
      return formService;
    };
    leadRows(leadHost, theFormService);
    ownerRows(leadHost, theFormService);

    if (host.platform) {
      test("a setting that does not parse costs no lead: the post is stored, and the platform's log names the setting", async () => {
        const name = `Unread setting ${host.name}`;
        const answer = await post(server(host).origin, { ...sampleVisitor(name), _elapsed: "" });
        expect(answer.status).toBe(303);
        await expect
          .poll(async () => (await lead(host).leads()).filter((stored) => stored.fields["Full Name"] === name).length)
          .toBe(1);
        const named = `SETTING IGNORED: ${unreadable.name} must be a number of seconds from 1 to 86400; got "${unreadable.value}".`;
        // The runtime passes the function's output on as it comes.
        await expect.poll(() => server(host).log()).toContain(named);
      });
    }

    test("answers each clean URL with its page", async () => {
      for (const path of pages) {
        const response = await get(host, path);
        expect(response.status, path).toBe(200);
        expect(response.headers["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/);
        expect(canonicalOf(response.body.toString()), path).toBe(absoluteUrl(path, siteUrl(host)));
      }
    });

    test("sends the .html and index.html spellings to the clean URL in one permanent hop, query kept", async () => {
      for (const [from, to] of [
        ["/services.html?ref=nav", "/services?ref=nav"],
        ["/industries/healthcare.html", "/industries/healthcare"],
        ["/index.html?utm_source=mail", "/?utm_source=mail"],
      ] as const) {
        const response = await get(host, from);
        expect(permanent(response), `${from} answered ${response.status}`).toBe(true);
        expect(response.headers["location"], from).toBe(to);
        expect((await get(host, to)).status, `${to} after one hop`).toBe(200);
      }
    });

    test("sends a trailing slash to the clean URL in one permanent hop, query kept", async () => {
      const response = await get(host, "/services/?ref=nav");
      if (limited(host, "trailingSlash")) {
        expect(response.status).toBe(200);
        expect(canonicalOf(response.body.toString())).toBe(absoluteUrl("/services", siteUrl(host)));
        return;
      }
      expect(permanent(response), `answered ${response.status}`).toBe(true);
      expect(response.headers["location"]).toBe("/services?ref=nav");
    });

    test("answers every moved address with one 301 that keeps the query, trailing slash or not", async () => {
      for (const [from, to] of moved) {
        for (const spelling of [from, `${from}/`]) {
          const response = await get(host, `${spelling}?utm_source=newsletter&utm_campaign=fall`);
          expect(response.status, spelling).toBe(301);
          expect(response.headers["location"], spelling).toBe(`${to}?utm_source=newsletter&utm_campaign=fall`);
        }
        expect((await get(host, to)).status, to).toBe(200);
      }
    });

    test("answers an unknown industry with 404 and the industries' own page", async () => {
      const response = await get(host, "/industries/no-such-industry");
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain(pageCopy.industriesPage.industryPage.notFound);
    });

    test("answers unknown pages and files with 404 and the site's not-found page", async () => {
      for (const path of ["/no-such-page", "/services/no-such-service", "/_astro/no-such-file.js"]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).toContain(pageCopy.notFoundPage.title);
      }
    });

    test("sends every security header on pages, files, redirects and 404s", async () => {
      const expected = securityHeaders(host);
      expect(Object.keys(expected)).toHaveLength(7);
      const redirects = limited(host, "redirectHeaders") ? [] : [moved[0]?.[0] ?? "", "/services.html"];
      for (const path of ["/", asset(host, ".css"), "/no-such-page", ...redirects]) {
        const response = await get(host, path);
        for (const [name, value] of Object.entries(expected)) {
          expect(response.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
      }
    });

    test("caches hashed files for a year, and never stores HTML or a 404 without asking again", async () => {
      for (const path of [asset(host, ".css"), asset(host, ".js"), asset(host, ".svg")]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(200);
        if (limited(host, "hashedCache")) {
          // What the host's CDN reads: the build's own rule for these files.
          const rules = parseHeadersFile(readFileSync(join(server(host).dist, "_headers"), "utf8"));
          expect(headersFor(rules, path)["Cache-Control"]).toBe(IMMUTABLE);
        } else {
          expect(response.headers["cache-control"], path).toBe(IMMUTABLE);
        }
      }
      const html = await get(host, "/about");
      expect(html.headers["cache-control"]).toMatch(/^public, max-age=0(, must-revalidate)?$/);
      for (const path of ["/no-such-page", "/_astro/no-such-file.js"]) {
        const cacheControl = (await get(host, path)).headers["cache-control"] ?? "";
        expect(cacheControl, path).toMatch(/no-store|max-age=0/);
        expect(cacheControl, path).not.toContain("immutable");
      }
    });

    test("compresses what the client accepts, honouring q=0", async () => {
      const plain = await get(host, "/services", { "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const decode = (response: RawResponse) => {
        const encoding = response.headers["content-encoding"];
        if (encoding === "br") return brotliDecompressSync(response.body);
        if (encoding === "gzip") return gunzipSync(response.body);
        return response.body;
      };
      const preferred = await get(host, "/services", { "accept-encoding": "br, gzip" });
      const noBrotli = await get(host, "/services", { "accept-encoding": "br;q=0, gzip" });
      expect(noBrotli.headers["content-encoding"]).not.toBe("br");
      for (const response of [preferred, noBrotli]) expect(decode(response).equals(plain.body)).toBe(true);
      if (limited(host, "compression")) return;
      expect(["br", "gzip"]).toContain(preferred.headers["content-encoding"]);
      expect(noBrotli.headers["content-encoding"]).toBe("gzip");
      expect(preferred.body.length).toBeLessThan(plain.body.length / 3);
    });

    test("answers conditional requests with 304", async () => {
      const first = await get(host, "/about");
      const etag = first.headers["etag"];
      expect(etag).toBeTruthy();
      expect((await get(host, "/about", { "if-none-match": etag ?? "" })).status).toBe(304);
      expect((await get(host, "/about", { "if-none-match": '"stale"' })).status).toBe(200);
      if (!limited(host, "conditionalLists")) {
        expect((await get(host, "/about", { "if-none-match": `"stale", ${etag ?? ""}` })).status).toBe(304);
        expect((await get(host, "/about", { "if-none-match": "*" })).status).toBe(304);
      }
      const lastModified = first.headers["last-modified"];
      if (limited(host, "lastModified")) {
        expect(lastModified).toBeUndefined();
        return;
      }
      expect(lastModified).toBeTruthy();
      expect((await get(host, "/about", { "if-modified-since": lastModified ?? "" })).status).toBe(304);
    });

    test("refuses methods other than GET and HEAD", async () => {
      expect((await get(host, "/contact", {}, "HEAD")).status).toBe(200);
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        expect((await get(host, "/contact", {}, method)).status, method).toBe(405);
      }
    });

    test("does not publish its config files, compressed twins, or the lead service's data and code", async () => {
      for (const path of [
        "/_leads/site.json",
        "/_leads/refused.html",
        "/_leads/refused",
        "/leads/app.ts",
        "/functions/api/[[route]].ts",
        "/netlify/functions/lead-service.ts",
        "/wrangler.toml",
        "/netlify.toml",
        "/data/leads.sqlite",
        "/package.json",
      ]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).not.toMatch(/LEADS_DB|siteName|createLeadApp|bighorn-leads|\{\{/);
      }
      for (const path of HOST_FILES) {
        const response = await get(host, path);
        expect(response.body.toString(), path).not.toMatch(/Content-Security-Policy:|\s301\b/);
        if (limited(host, "hostFiles")) expect(response.status, path).not.toBe(200);
        else expect(response.status, path).toBe(404);
      }
      for (const path of ["/index.html.br", "/index.html.gz", `${asset(host, ".css")}.br`]) {
        expect((await get(host, path)).status, path).toBe(404);
      }
    });

    test("answers the icons browsers and feed readers ask for by fixed address", async () => {
      for (const [path, type] of [
        ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/],
        ["/apple-touch-icon.png", /^image\/png$/],
        ["/favicon.svg", /^image\/svg\+xml/],
      ] as const) {
        const response = await get(host, path);
        expect(response.status, path).toBe(200);
        expect(response.headers["content-type"], path).toMatch(type);
      }
    });
  });
}

test("Cloudflare accepts its build without a warning", () => {
  const [, , wrangler] = hosts as [Host, Host, Host];
  const log = server(wrangler).log();
  expect(log).toMatch(/Parsed \d+ valid redirect rules/);
  expect(log).toMatch(/Parsed \d+ valid header rules/);
  expect(log.split("\n").filter((line) => /WARNING|invalid/i.test(line))).toEqual([]);
  const validate = spawnSync(bin("wrangler"), ["pages", "project", "validate", server(wrangler).dist], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  expect(validate.status, validate.stderr).toBe(0);
  expect(validate.stdout + validate.stderr).not.toMatch(/WARNING|invalid|error/i);
});

test("nginx sends the same status, headers and bytes as npm start", async () => {
  const [npmStart, nginx] = hosts as [Host, Host];
  const compared = [
    "content-type",
    "content-encoding",
    "cache-control",
    "location",
    "vary",
    ...Object.keys(securityHeaders(npmStart)).map((name) => name.toLowerCase()),
  ];
  const paths = [
    ...pages,
    "/contact?service=web-development",
    "/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/logo.png",
    "/og/index.png",
    asset(npmStart, ".css"),
    asset(npmStart, ".js"),
    asset(npmStart, ".svg"),
    "/404",
    "/industries/404",
    "/industries/no-such-industry",
    "/no-such-page",
  ];
  const differences: string[] = [];
  for (const encoding of ["br, gzip", "gzip", "identity"]) {
    for (const path of paths) {
      const [node, fromNginx] = await Promise.all(
        [npmStart, nginx].map((host) => get(host, path, { "accept-encoding": encoding })),
      );
      if (!node || !fromNginx) throw new Error("no answer");
      const where = `${path} (${encoding})`;
      if (node.status !== fromNginx.status) differences.push(`${where}: status ${node.status} vs ${fromNginx.status}`);
      for (const name of compared) {
        const [a, b] = [node.headers[name], fromNginx.headers[name]].map((v) => v?.replace(/;\s+/g, ";"));
        if (a !== b) differences.push(`${where}: ${name}: ${a} vs ${b}`);
      }
      if (!node.body.equals(fromNginx.body)) differences.push(`${where}: bodies differ`);
    }
  }
  expect(differences).toEqual([]);
});

// Each rule that stops a build is a function with unit tests over its inputs (src/integrations/deploy-env.test.ts,
// content-guard.test.ts); this one refusal proves they are wired to the build and stop it before it writes.
test("the build refuses an insecure URL before writing anything, and says why", async () => {
  const outDir = join(root, "test-results", `refused-build-${process.pid}`);
  const build = await runBuild({
    label: "refused (insecure SITE_URL)",
    args: ["build", "--outDir", outDir],
    env: { SITE_URL: "http://www.example.com" },
  });
  expect(build.ok).toBe(false);
  expect(build.output).toContain("SITE_URL must use https:// (plain http is allowed only for localhost)");
  expect(existsSync(outDir)).toBe(false);
});
