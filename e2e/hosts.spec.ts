import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { projectFiles, settledAddresses } from "../src/integrations/addresses.ts";
import { contentAddresses } from "../src/lib/addresses/content-addresses.ts";
import { headerRules, headersFor, HOST_FILES, IMMUTABLE, parseHeadersFile, redirectRules } from "../hosting/rules.ts";
import { nginxServerBlock } from "../hosting/nginx.ts";
import { redirectSchema } from "../src/schemas/addresses.ts";
import { nginxBinary, nginxBrotliModule } from "./hosts/servers.ts";
import { absoluteUrl } from "../src/lib/navigation/urls.ts";
import { hashedAsset } from "../src/integrations/built-pages.ts";
import { bin } from "../testing/processes.ts";
import { scheduledPost } from "../testing/production-install.ts";
import { runBuild } from "../testing/builds.ts";
import { sampleVisitor } from "./support/contact-form.ts";
import { expect, test } from "./hosts/fixtures.ts";
import { hostDefinitions, unreadable, type Limit, type LeadHost } from "./hosts/host-table.ts";
import { rawFetch, type RawResponse } from "./hosts/http.ts";
import { leadRows } from "./hosts/lead-rows.ts";
import { ownerRows } from "./hosts/owner-rows.ts";
import { reportRows } from "./hosts/report-rows.ts";
import { addressRows } from "./hosts/address-rows.ts";

// One table of checks run against the four ways the site is served (e2e/hosts/host-table.ts): each describe
// block runs the lead service's rows (e2e/hosts/lead-rows.ts), the owners' rows (owner-rows.ts) and the static
// hosting's rows below on one host. Where a local runtime cannot show what its real host does, the row says so
// (an annotation in the report, and docs/deployment.md's list) and checks what the build controls instead.

const root = join(import.meta.dirname, "..");

test.describe.configure({ mode: "default" });

const get = (host: LeadHost, path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawFetch(host.origin, path, { method, headers });
/** The row is one the runtime cannot show: say so in the report and return the reason. */
const limited = (host: LeadHost, limit: Limit) => {
  const reason = host.limits[limit];
  if (reason) test.info().annotations.push({ type: "local runtime", description: reason });
  return reason;
};
const permanent = (response: RawResponse) => [301, 308].includes(response.status);
const asset = (host: LeadHost, ext: string) => hashedAsset(host.server.dist, ext);
const securityHeaders = (host: LeadHost) => {
  const rules = parseHeadersFile(readFileSync(join(host.server.dist, "_headers"), "utf8"));
  return Object.fromEntries(Object.entries(headersFor(rules, "/")).filter(([name]) => name !== "Cache-Control"));
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const siteUrl = (host: LeadHost) =>
  new URL(canonicalOf(readFileSync(join(host.server.dist, "index.html"), "utf8")) ?? "");

const pages = ["/", "/services", "/industries/healthcare", "/blog/page/2", "/contact"];
// What the content asks for (its entries' former addresses and the Redirects list), read as the build reads it.
const addresses = settledAddresses(projectFiles(process.cwd()));

for (const definition of hostDefinitions) {
  test.describe(definition.name, () => {
    test.use({ hostName: definition.name });
    // What the host printed, in the report of a failed row: a host's own error is otherwise unseen.
    test.afterEach(({ host }, testInfo) => {
      if (testInfo.status === testInfo.expectedStatus) return;
      console.log(`${host.name} printed (last 4,000 characters):\n${host.server.log().slice(-4_000)}`);
    });
    leadRows();
    ownerRows();
    reportRows();
    addressRows();

    if (definition.platform) {
      test("a setting that does not parse costs no lead: the post is stored, and the platform's log names the setting", async ({
        host,
      }) => {
        const name = `Unread setting ${host.name}`;
        const answer = await host.post({ ...sampleVisitor(name), _elapsed: "" });
        expect(answer.status).toBe(303);
        await expect
          .poll(async () => (await host.leads()).filter((stored) => stored.fields["Full Name"] === name).length)
          .toBe(1);
        const named = `SETTING IGNORED: ${unreadable.name} must be a number of seconds from 1 to 86400; got "${unreadable.value}".`;
        // The runtime passes the function's output on as it comes.
        await expect.poll(() => host.server.log()).toContain(named);
      });
    }

    test("answers each clean URL with its page", async ({ host }) => {
      for (const path of pages) {
        const response = await get(host, path);
        expect(response.status, path).toBe(200);
        expect(response.headers["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/);
        expect(canonicalOf(response.body.toString()), path).toBe(absoluteUrl(path, siteUrl(host)));
      }
    });

    test("sends the .html and index.html spellings to the clean URL in one permanent hop, query kept", async ({
      host,
    }) => {
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

    test("sends a trailing slash to the clean URL in one permanent hop, query kept", async ({ host }) => {
      const response = await get(host, "/services/?ref=nav");
      if (limited(host, "trailingSlash")) {
        expect(response.status).toBe(200);
        expect(canonicalOf(response.body.toString())).toBe(absoluteUrl("/services", siteUrl(host)));
        return;
      }
      expect(permanent(response), `answered ${response.status}`).toBe(true);
      expect(response.headers["location"]).toBe("/services?ref=nav");
    });

    test("answers every moved address with one redirect that keeps the query, trailing slash or not", async ({
      host,
    }) => {
      // Both kinds the content holds: an entry's former addresses, and the Redirects list's.
      const { site } = contentAddresses(projectFiles(process.cwd()));
      expect(site.owners.filter((owner) => owner.formerAddresses.length).length).toBeGreaterThan(0);
      expect(site.redirects.filter((redirect) => redirect.kind !== "gone").length).toBeGreaterThan(0);
      for (const { from, to, status } of addresses.moved) {
        for (const spelling of [from, `${from}/`]) {
          const response = await get(host, `${spelling}?utm_source=newsletter&utm_campaign=fall`);
          expect(response.status, spelling).toBe(status);
          expect(response.headers["location"], spelling).toBe(`${to}?utm_source=newsletter&utm_campaign=fall`);
        }
        if (to.startsWith("/")) expect((await get(host, to)).status, to).toBe(200);
      }
    });

    test("answers every gone address with 410 and the site's own page for it, trailing slash or not", async ({
      host,
    }) => {
      expect(addresses.gone.length).toBeGreaterThan(0);
      for (const path of addresses.gone) {
        const response = await get(host, path);
        expect(response.status, path).toBe(410);
        expect(response.body.toString(), path).toContain(pageCopy.notFoundPage.gone.title);
        // Nginx and npm start send the slash spelling to the clean address first, as for every page.
        const slashed = await get(host, `${path}/`);
        expect([301, 410], `${path}/`).toContain(slashed.status);
      }
    });

    test("answers an unknown industry with 404 and the industries' own page", async ({ host }) => {
      const response = await get(host, "/industries/no-such-industry");
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain(pageCopy.industriesPage.industryPage.notFound);
    });

    test("answers unknown pages and files with 404 and the site's not-found page", async ({ host }) => {
      for (const path of ["/no-such-page", "/services/no-such-service", "/_astro/no-such-file.js"]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).toContain(pageCopy.notFoundPage.title);
      }
    });

    test("sends every security header on pages, files, redirects and 404s", async ({ host }) => {
      const expected = securityHeaders(host);
      expect(Object.keys(expected)).toHaveLength(7);
      const redirects = limited(host, "redirectHeaders") ? [] : [addresses.moved[0]?.from ?? "", "/services.html"];
      for (const path of ["/", asset(host, ".css"), "/no-such-page", ...redirects]) {
        const response = await get(host, path);
        for (const [name, value] of Object.entries(expected)) {
          expect(response.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
      }
    });

    test("caches hashed files for a year, and never stores HTML or a 404 without asking again", async ({ host }) => {
      for (const path of [asset(host, ".css"), asset(host, ".js"), asset(host, ".svg")]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(200);
        if (limited(host, "hashedCache")) {
          // What the host's CDN reads: the build's own rule for these files.
          const rules = parseHeadersFile(readFileSync(join(host.server.dist, "_headers"), "utf8"));
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

    test("compresses what the client accepts, honouring q=0", async ({ host }) => {
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

    test("answers conditional requests with 304", async ({ host }) => {
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

    test("refuses methods other than GET and HEAD", async ({ host }) => {
      expect((await get(host, "/contact", {}, "HEAD")).status).toBe(200);
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        expect((await get(host, "/contact", {}, method)).status, method).toBe(405);
      }
    });

    test("does not publish its config files, compressed twins, or the lead service's data and code", async ({
      host,
    }) => {
      for (const path of [
        "/_leads/site.json",
        "/_leads/refused.html",
        "/_leads/refused",
        "/leads/app.ts",
        "/hosting/cloudflare-worker.ts",
        "/netlify/functions/lead-service.ts",
        "/wrangler.jsonc",
        "/netlify.toml",
        "/data/leads.sqlite",
        "/package.json",
      ]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).not.toMatch(/LEADS_D1|siteName|createLeadApp|bighorn-leads|\{\{/);
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

    test("answers the icons browsers and feed readers ask for by fixed address", async ({ host }) => {
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

/** One host of the worker's table, by name. */
const named = (hostTable: { hosts: ReadonlyMap<string, LeadHost> }, name: string) => {
  const host = hostTable.hosts.get(name);
  if (!host) throw new Error(`no host named "${name}"`);
  return host;
};

test("Cloudflare accepts its build and its Worker without a warning", ({ hostTable }) => {
  const wrangler = named(hostTable, "wrangler dev");
  const log = wrangler.server.log();
  expect(log).toMatch(/Parsed \d+ valid redirect rules/);
  expect(log).toMatch(/Parsed \d+ valid header rules/);
  // The one warning local development always prints: no cron runs by itself there (the tests run it on request).
  const warnings = log.split("\n").filter((line) => /WARNING|invalid/i.test(line) && !/Scheduled Workers/.test(line));
  expect(warnings).toEqual([]);
  const out = mkdtempSync(join(tmpdir(), "bighorn-worker-"));
  try {
    const config = join(dirname(wrangler.server.dist), "wrangler.json");
    const dryRun = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "-c", config, "--outdir", out], {
      cwd: root,
      // Plain text to read: the runner's FORCE_COLOR would paint it.
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0", NO_COLOR: "1" },
      encoding: "utf8",
    });
    expect(dryRun.status, dryRun.stderr).toBe(0);
    expect(dryRun.stdout + dryRun.stderr).not.toMatch(/WARNING|invalid|error/i);
    expect(dryRun.stdout).toMatch(/env\.LEADS_D1 \(bighorn-leads\)\s+D1 Database/);
    // What every cold isolate parses before it answers a lead: the Worker as uploaded, minified.
    const worker = statSync(join(out, "cloudflare-worker.js")).size;
    test.info().annotations.push({ type: "worker", description: `${(worker / 1024).toFixed(1)} KB` });
    expect(worker).toBeLessThan(250 * 1024);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("a host's build publishes a post whose day has come and leaves the project as it found it (git status clean)", async ({
  hostTable,
}) => {
  // The table's hosts were built from the production install: a clone committed while its post was scheduled.
  const npmStart = named(hostTable, "npm start");
  const project = dirname(npmStart.server.dist);
  const title = /^title:\s*"?(.+?)"?$/m.exec(readFileSync(join(project, scheduledPost.file), "utf8"))?.[1] ?? "";
  const post = await rawFetch(npmStart.origin, scheduledPost.address);
  expect(post.status).toBe(200);
  expect(post.body.toString()).toContain(title.replaceAll("&", "&amp;"));
  const status = spawnSync("git", ["status", "--porcelain"], { cwd: project, encoding: "utf8" });
  expect(status.status, status.stderr).toBe(0);
  expect(status.stdout).toBe("");
});

test("nginx takes a config generated from content holding every kind of target the schema allows", () => {
  const targets = [
    "/",
    "/services/cloud-migration",
    "https://partner.example",
    "https://partner.example/landing?a=1&b=two#section",
    "https://events.example.com:8443/a_b/c~d/(e)/*f+g,h=i:j@k/l%20m?n=o&p=!#q-r.s",
  ];
  for (const to of targets)
    expect(redirectSchema.safeParse({ from: "/go/x", kind: "permanent", to }).success, to).toBe(true);
  const work = mkdtempSync(join(tmpdir(), "bighorn-nginx-t-"));
  try {
    const server = nginxServerBlock({
      headerRules: headerRules({ scriptHashes: ["'sha256-a'"], formOrigins: ["https://formsubmit.co"] }),
      redirectRules: redirectRules(
        {
          moved: targets.map((to, n) => ({ from: `/go/target-${String(n)}`, to, status: 301 as const })),
          gone: ["/gone"],
        },
        { "/industries": "/industries/404" },
      ),
      pagePaths: ["/", "/blog/fhir-migration-without-big-bang-for-a-very-long-address-indeed", "/about"],
      types: { html: "text/html" },
      root: work,
      listen: "127.0.0.1:1",
      leadService: "127.0.0.1:4321",
    });
    writeFileSync(join(work, "server.conf"), server);
    writeFileSync(
      join(work, "nginx.conf"),
      `pid ${join(work, "nginx.pid")};\nerror_log ${join(work, "error.log")};\nload_module ${nginxBrotliModule};\nevents {}\nhttp {\n  include ${join(work, "server.conf")};\n}\n`,
    );
    const checked = spawnSync(nginxBinary, ["-t", "-p", work, "-c", join(work, "nginx.conf")], { encoding: "utf8" });
    expect(checked.status, checked.stderr).toBe(0);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("nginx sends the same status, headers and bytes as npm start", async ({ hostTable }) => {
  const [npmStart, nginx] = [named(hostTable, "npm start"), named(hostTable, "nginx")];
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
    // Refused (an empty segment): the not-found page, answered 400.
    "/services//cloud-migration",
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

// Each rule that stops a build is a function with unit tests over its inputs (src/integrations/build-settings.test.ts,
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
