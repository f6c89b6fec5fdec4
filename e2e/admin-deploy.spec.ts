import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { adminBuildFolder, buildAdmin, offlineAdmin, standInGitHubApp, startAdmin } from "../scripts/lib/admin-build";
import { bin, quietEnv, type RunningServer } from "../scripts/lib/processes";
import { listFiles } from "../src/integrations/built-pages";
import { adminServerEnv } from "../src/integrations/admin-env";
import { copyProject, type ProjectCopy } from "./admin/project-copy";
import { sitePort } from "./env";

// The admin-only deployment, as far as it runs offline: `npm run build:admin` and `npm run start:admin` with
// stand-in GitHub App settings. Signing in needs github.com, so the tests stop at the sign-in redirect.

const root = join(import.meta.dirname, "..");
const port = sitePort + 27;
const origin = `http://127.0.0.1:${port}`;
let outDir: string | undefined;
let admin: RunningServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = (outDir = adminBuildFolder());
  const build = buildAdmin(dir, standInGitHubApp);
  expect(build.status, build.output).toBe(0);
  admin = await startAdmin(dir, port);
});

test.afterAll(async () => {
  await admin?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test("the admin build serves /keystatic and sends editors to GitHub to sign in", async ({ page }) => {
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
  await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible();
});

test("the admin build serves no public page", async () => {
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

for (const name of adminServerEnv) {
  test(`the admin refuses to start without ${name}, and says so`, () => {
    const run = spawnSync("node", ["scripts/admin-server.ts", outDir ?? ""], {
      cwd: root,
      env: { ...quietEnv, ...standInGitHubApp, [name]: "", HOST: "127.0.0.1", PORT: String(port + 1) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The admin cannot start: set ${name}.`);
  });
}

test("the admin cannot be built without the GitHub App's slug, and the build says so", () => {
  const dir = adminBuildFolder();
  try {
    const build = buildAdmin(dir, { PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "" });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain("The admin cannot be built: set PUBLIC_KEYSTATIC_GITHUB_APP_SLUG.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the public build is the same, byte for byte, with and without the admin", () => {
  test.setTimeout(180_000);
  let project: ProjectCopy | undefined;
  const outputs: string[] = [];
  try {
    project = copyProject();
    const copy = project.root;
    // The same project, built once as it is and once with the admin's integration taken out.
    writeFileSync(
      join(copy, "astro.no-admin.config.ts"),
      [
        'import site from "./astro.site.config";',
        "const integrations = site.integrations ?? [];",
        'const kept = integrations.filter((i) => i.name !== "bighorn:keystatic-dev");',
        'if (kept.length !== integrations.length - 1) throw new Error("The site config has no admin integration");',
        "export default { ...site, integrations: kept };",
      ].join("\n"),
    );
    const builds = ["astro.site.config.ts", "astro.no-admin.config.ts"].map((config) => {
      // Outside the copy: Tailwind reads the project's files for class names, and would read the first build.
      const out = mkdtempSync(join(tmpdir(), "bighorn-public-build-"));
      outputs.push(out);
      const run = spawnSync(bin("astro"), ["build", "--config", config, "--outDir", out], {
        cwd: copy,
        env: quietEnv,
        encoding: "utf8",
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      return out;
    });
    const [withAdmin, withoutAdmin] = builds as [string, string];
    const filesOf = (dir: string) =>
      listFiles(dir)
        .map((file) => relative(dir, file))
        .sort();
    const files = filesOf(withAdmin);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(filesOf(withoutAdmin));
    for (const file of files) {
      const bytes = readFileSync(join(withAdmin, file));
      expect(bytes.equals(readFileSync(join(withoutAdmin, file))), file).toBe(true);
      expect(bytes.includes("keystatic"), `${file} mentions keystatic`).toBe(false);
    }
    expect(files.some((file) => file.startsWith("keystatic") || file.startsWith("api/"))).toBe(false);
  } finally {
    project?.remove();
    for (const out of outputs) rmSync(out, { recursive: true, force: true });
  }
});
