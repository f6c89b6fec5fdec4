import { execFile, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test as base } from "./fixtures.ts";
import { adminBuildFolder, buildAdmin, offlineAdmin, standInGitHubApp, startAdmin } from "../testing/admin-build.ts";
import { freePort, quietEnv } from "../testing/processes.ts";
import { startTlsFront } from "../testing/tls-front.ts";
import { listFiles } from "../src/integrations/built-pages.ts";
import { productionServerBuild } from "../testing/production-install.ts";
import { dist } from "../scripts/lib/dist.ts";
import { rawFetch } from "./hosts/http.ts";

// The admin-only deployment, as far as it runs offline: `npm run build:admin` and `npm run start:admin` with
// stand-in GitHub App settings. Signing in needs github.com, so the tests stop at the sign-in redirect.

const root = join(import.meta.dirname, "..");

/** The admin-only deployment, built and served once per worker, and where its build is. */
type DeployedAdmin = { origin: string; outDir: string };

const test = base.extend<{ origin: string }, { admin: DeployedAdmin }>({
  admin: [
    async ({}, use) => {
      // The admin builds from the project, one build of it at a time across the run: this may wait for another's.
      const outDir = adminBuildFolder();
      try {
        const build = await buildAdmin(outDir, standInGitHubApp);
        expect(build.ok, build.output).toBe(true);
        // Its configured address (KEYSTATIC_URL) names its port before it listens: a port found free just before.
        const server = await startAdmin(outDir, await freePort());
        try {
          await use({ origin: server.origin, outDir });
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 360_000 },
  ],
  origin: async ({ admin }, use) => {
    await use(admin.origin);
  },
});

test.describe.configure({ mode: "serial" });

/** The sign-in screen waits for 936 KB of admin script: 3.2 s on a quiet machine, far more while suites run. */
const signInTimeout = 30_000;

test("the admin build serves /keystatic and sends editors to GitHub to sign in", async ({ page, origin }) => {
  const response = await fetch(`${origin}/keystatic`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");

  const login = await fetch(`${origin}/api/keystatic/github/login`, { redirect: "manual" });
  expect(login.status).toBe(307);
  const target = new URL(login.headers.get("location") ?? "");
  expect(target.origin + target.pathname).toBe("https://github.com/login/oauth/authorize");
  expect(target.searchParams.get("client_id")).toBe(standInGitHubApp.KEYSTATIC_GITHUB_CLIENT_ID);

  await offlineAdmin(page);
  await page.goto(`${origin}/keystatic`);
  await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible({ timeout: signInTimeout });
});

test("Mozilla's HTTP Observatory grades the admin A+ behind a TLS proxy", async ({ origin }) => {
  test.setTimeout(60_000);
  const front = await startTlsFront(origin);
  try {
    const { stdout } = await promisify(execFile)(
      "node",
      [
        ...["scripts/observatory.ts", "localhost", "--path", "/keystatic"],
        ...["--http-port", String(front.httpPort), "--https-port", String(front.httpsPort)],
      ],
      { cwd: root, env: { ...quietEnv, NODE_EXTRA_CA_CERTS: front.certificate }, encoding: "utf8" },
    );
    const scan = JSON.parse(stdout) as { grade: string; score: number; tests: Record<string, { pass: boolean }> };
    test.info().annotations.push({ type: "observatory", description: `${scan.grade} ${scan.score}/100` });
    expect(Object.entries(scan.tests).filter(([, result]) => !result.pass)).toEqual([]);
    expect(scan.grade).toBe("A+");
  } finally {
    await front.stop();
  }
});

test("the admin cannot be framed by another site", async ({ page, origin }) => {
  await offlineAdmin(page);
  await page.route("http://localhost:9/prize", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Win a prize</title><iframe src="${origin}/keystatic" width="800" height="600"></iframe>`,
    }),
  );
  const asked = page.waitForRequest(`${origin}/keystatic`);
  await page.goto("http://localhost:9/prize");
  await asked;
  // Another origin (the admin is on 127.0.0.1). Chromium replaces a frame its ancestors may not show with its own error page.
  const child = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator("iframe").getByRole("button", { name: "Log in with GitHub" })).toHaveCount(0);
});

test("the admin loads nothing from another host and breaks no rule of its own policy", async ({ page, origin }) => {
  await offlineAdmin(page);
  const elsewhere: string[] = [];
  const violations: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !["data:", "blob:"].includes(url.protocol) && url.hostname !== "api.github.com")
      elsewhere.push(request.url());
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  const font = page.waitForResponse((response) => response.url().endsWith(".woff2"));
  await page.goto(`${origin}/keystatic`);
  await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible({ timeout: signInTimeout });
  expect((await font).url()).toBe(`${origin}/keystatic-fonts/inter-latin-wght-normal.woff2`);
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});

test("sign-in names only the admin's configured address to GitHub, with a state the callback checks", async ({
  origin,
}) => {
  const login = await rawFetch(origin, "/api/keystatic/github/login", { headers: { host: "evil.example" } });
  expect(login.status).toBe(307);
  const target = new URL(login.headers["location"] ?? "");
  expect(target.searchParams.get("redirect_uri")).toBe(`${origin}/api/keystatic/github/oauth/callback`);
  const state = target.searchParams.get("state") ?? "";
  expect(state).not.toBe("");
  expect(login.headers["set-cookie"]).toBe(
    `admin-oauth-state=${state}; Max-Age=600; Path=/api/keystatic/github; HttpOnly; Secure; SameSite=Lax`,
  );

  for (const [path, cookie] of [
    [`/api/keystatic/github/oauth/callback?code=stolen&state=${state}`, ""],
    ["/api/keystatic/github/oauth/callback?code=stolen&state=forged", `admin-oauth-state=${state}`],
    ["/api/keystatic/github/oauth/callback?code=stolen", `admin-oauth-state=${state}`],
  ] as const) {
    const callback = await rawFetch(origin, path, { headers: cookie ? { cookie } : {} });
    expect(callback.status, path).toBe(400);
    expect(callback.headers["set-cookie"], path).toBeUndefined();
    expect(callback.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("methods the admin does not use get 405 and a huge body 413, with no stack trace", async ({ origin }) => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const answer = await rawFetch(origin, "/keystatic", { method });
    expect(answer.status, method).toBe(405);
    expect(answer.headers["allow"], method).toBe("GET, HEAD, POST");
    expect(answer.body.toString(), method).toBe("Method Not Allowed");
  }
  // Announced as 1 GB: refused from the headers alone, before a byte of it is read.
  const huge = await rawFetch(origin, "/keystatic", { method: "POST", headers: { "content-length": String(2 ** 30) } });
  expect(huge.status).toBe(413);
  expect(huge.headers["x-frame-options"]).toBe("DENY");
});

test("every answer of the admin carries its security headers, and its scripts go compressed", async ({ origin }) => {
  const page = await rawFetch(origin, "/keystatic");
  const scripts = [...page.body.toString().matchAll(/\/_astro\/[\w.-]+\.js/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  const missing = await rawFetch(origin, "/keystatic-missing-page");
  const api = await rawFetch(origin, "/api/keystatic/github/login");
  for (const answer of [page, missing, api, await rawFetch(origin, scripts[0] ?? "")]) {
    expect(answer.headers).toMatchObject({
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "x-frame-options": "DENY",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
    });
  }
  let sent = 0;
  let whole = 0;
  for (const script of new Set(scripts)) {
    const plain = await rawFetch(origin, script);
    const brotli = await rawFetch(origin, script, { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers["content-encoding"], script).toBe("br");
    [sent, whole] = [sent + brotli.body.length, whole + plain.body.length];
  }
  test.info().annotations.push({ type: "admin scripts", description: `${whole} bytes, ${sent} sent with brotli` });
  expect(sent).toBeLessThan(whole / 3);
});

test("the admin build serves no public page", async ({ origin }) => {
  for (const path of [
    "/",
    "/services",
    "/blog",
    "/blog/ai-in-healthcare",
    "/contact",
    "/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.ico",
  ]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain("Bighorn");
  }
});

// Every setting and address the admin refuses is unit-tested where it is decided (admin/env.test.ts); this proves
// the server checks them before it listens.
test("the admin refuses to start without its settings, and says so", ({ origin, admin }) => {
  const name = "KEYSTATIC_GITHUB_CLIENT_SECRET";
  const run = spawnSync("node", ["admin/server.ts", admin.outDir], {
    cwd: root,
    env: { ...quietEnv, ...standInGitHubApp, KEYSTATIC_URL: origin, [name]: "", HOST: "127.0.0.1", PORT: "0" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`The admin cannot start: set ${name}.`);
});

test("the admin cannot be built without the GitHub App's slug, and the build says so", async () => {
  const dir = adminBuildFolder();
  try {
    const build = await buildAdmin(dir, { PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "" });
    expect(build.ok).toBe(false);
    expect(build.output).toContain("The admin cannot be built: set PUBLIC_KEYSTATIC_GITHUB_APP_SLUG.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the public build is the same, byte for byte, with and without the admin", async () => {
  test.setTimeout(360_000);
  // The run's own build of the site (with the admin's integration), and the site as a host builds it: installed
  // with production dependencies only, so without the admin's workspace, Keystatic not even on the disk.
  const withoutAdmin = await productionServerBuild();
  const withAdmin = dist;
  const filesOf = (dir: string) =>
    listFiles(dir)
      .map((file) => relative(dir, file))
      .sort();
  const files = filesOf(withAdmin);
  expect(files.length).toBeGreaterThan(100);
  expect(files).toEqual(filesOf(withoutAdmin));
  // What a file holds whatever folder the project was built in: Astro names each island by a hash of its source
  // file's path on disk, the one difference two folders make.
  const held = (dir: string, file: string) => {
    const bytes = readFileSync(join(dir, file));
    const plain = file.endsWith(".br") ? brotliDecompressSync(bytes) : file.endsWith(".gz") ? gunzipSync(bytes) : bytes;
    return /\.html(\.br|\.gz)?$/.test(file) ? Buffer.from(plain.toString().replace(/ uid="[^"]*"/g, ' uid=""')) : plain;
  };
  for (const file of files) {
    expect(held(withAdmin, file).equals(held(withoutAdmin, file)), file).toBe(true);
    expect(readFileSync(join(withAdmin, file)).includes("keystatic"), `${file} mentions keystatic`).toBe(false);
  }
  expect(files.some((file) => file.startsWith("keystatic") || file.startsWith("api/"))).toBe(false);
});
