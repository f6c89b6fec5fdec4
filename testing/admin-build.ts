import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { runBuild, type BuildResult } from "./builds.ts";
import { quietEnv, startServer, type RunningServer } from "./processes.ts";

/** Building and running the admin deployment for tests and benchmarks, offline. */

const root = join(import.meta.dirname, "..");

/** GitHub App settings that let the admin build and start; signing in with them needs github.com. */
export const standInGitHubApp = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "stand-in-client-secret",
  KEYSTATIC_SECRET: "stand-in-secret-that-signs-the-session-cookie",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "bighorn-site-editor",
};

/** A fresh build folder inside the project: the server build imports its packages from the project's node_modules. */
export function adminBuildFolder(): string {
  mkdirSync(join(root, "node_modules", ".cache"), { recursive: true });
  return mkdtempSync(join(root, "node_modules", ".cache", "admin-build-"));
}

/** `npm run build:admin` into `outDir`, with `env` over the process's environment. */
export function buildAdmin(outDir: string, env: Record<string, string>): Promise<BuildResult> {
  return runBuild({ label: "admin deployment", command: process.execPath, args: ["admin/build.ts", outDir], env });
}

/** `npm run start:admin` over the build in `outDir`, with the stand-in app, once /keystatic answers. */
export function startAdmin(outDir: string, port: number): Promise<RunningServer> {
  return startServer("node", ["admin/server.ts", outDir], {
    origin: `http://127.0.0.1:${port}`,
    readyPath: "/keystatic",
    cwd: root,
    env: {
      ...quietEnv,
      ...standInGitHubApp,
      KEYSTATIC_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
  });
}

/** The admin asks GitHub for its sign-in; offline, that fails at once instead of waiting. */
export async function offlineAdmin(page: Page): Promise<void> {
  await page.route(/^https:\/\/(fonts\.(googleapis|gstatic)|github)\.com\//, (route) => route.abort());
}
