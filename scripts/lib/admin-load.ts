import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { listFiles } from "../../src/integrations/built-pages.ts";
import { adminBuildFolder, buildAdmin, offlineAdmin, standInGitHubApp, startAdmin } from "../../testing/admin-build.ts";
import { chromiumLaunchOptions } from "../../testing/chromium.ts";
import { bin, freePort, quietEnv, startServer } from "../../testing/processes.ts";

/**
 * How long the content admin takes to load in Chromium, from navigation to its first usable screen, in a fresh
 * browser context each run (nothing cached):
 * - the admin deployment (`build:admin`, production bundle) until "Log in with GitHub" shows, with stand-in
 *   GitHub App settings; and its JavaScript, raw and gzipped;
 * - the admin under `npm run dev` until the dashboard lists the collections: the first load after the server
 *   starts (Vite prepares the admin's modules) and the loads after it.
 */

const root = join(import.meta.dirname, "..", "..");

export type AdminLoad = {
  deployment: { loadMs: number[]; javascriptKB: number; javascriptGzipKB: number };
  dev: { firstLoadMs: number; loadMs: number[] };
};

async function timeToVisible(browser: Browser, url: string, text: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await offlineAdmin(page);
    const started = performance.now();
    await page.goto(url);
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 120_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

export async function measureAdminLoad(runs: number): Promise<AdminLoad> {
  const outDir = adminBuildFolder();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const build = await buildAdmin(outDir, standInGitHubApp);
    if (!build.ok) throw new Error(`build:admin failed\n${build.output}`);
    const scripts = listFiles(join(outDir, "client")).filter((file) => file.endsWith(".js"));
    const bytes = scripts.map((file) => readFileSync(file));
    const kb = (n: number) => Math.round(n / 1024);

    const deployment = await startAdmin(outDir, await freePort());
    const deploymentMs: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        deploymentMs.push(await timeToVisible(browser, `${deployment.origin}/keystatic`, "Log in with GitHub"));
      }
    } finally {
      await deployment.stop();
    }

    const devPort = await freePort();
    const dev = await startServer(bin("astro"), ["dev", "--port", String(devPort)], {
      origin: `http://127.0.0.1:${devPort}`,
      cwd: root,
      env: quietEnv,
      group: true,
    });
    const devMs: number[] = [];
    try {
      for (let i = 0; i <= runs; i++) devMs.push(await timeToVisible(browser, `${dev.origin}/keystatic`, "Blog posts"));
    } finally {
      await dev.stop();
    }
    const [firstLoadMs = Number.NaN, ...loadMs] = devMs;
    return {
      deployment: {
        loadMs: deploymentMs,
        javascriptKB: kb(bytes.reduce((sum, b) => sum + b.length, 0)),
        javascriptGzipKB: kb(bytes.reduce((sum, b) => sum + gzipSync(b).length, 0)),
      },
      dev: { firstLoadMs, loadMs },
    };
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
