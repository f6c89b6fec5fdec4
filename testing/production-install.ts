import { cpSync } from "node:fs";
import { join } from "node:path";
import { build, sharedBuild, withLock, type BuildRequest } from "./builds.ts";
import { projectFiles, projectRoot } from "./project-copy.ts";

/**
 * How a host installs the site (README, Deployment): production dependencies only, without the admin's
 * workspace, from the lockfile. The flags are the ones netlify.toml and the Cloudflare instructions use.
 */
export const productionInstallArgs = ["ci", "--omit=dev", "--no-workspaces", "--no-audit", "--no-fund"];

/**
 * The project as a host installs it, made once per run in the run's folder: its source and lockfile copied, then
 * `npm ci` with production dependencies only, from npm's cache (filled by the full install that runs the tests;
 * nothing beyond the registry otherwise). The hosts' tests build and serve from here, so a dependency the site
 * needs but filed under devDependencies (or in the admin's workspace) fails the run, not a deploy.
 */
export function productionInstall(): Promise<string> {
  return sharedBuild("production-install", async (folder) => {
    for (const file of [...projectFiles, "package-lock.json"])
      cpSync(join(projectRoot, file), join(folder, file), { recursive: true });
    await build({
      label: "production install",
      command: "npm",
      args: [...productionInstallArgs, "--prefer-offline"],
      cwd: folder,
    });
  });
}

/**
 * A build in the production install, with its own Astro: one at a time, since builds of one project share its
 * caches (node_modules/.astro).
 */
export async function buildInProductionInstall(request: Omit<BuildRequest, "cwd" | "command">): Promise<void> {
  const project = await productionInstall();
  await withLock(join(project, "..", "production-install-build.lock"), () =>
    build({ ...request, cwd: project, command: join(project, "node_modules", ".bin", "astro") }),
  );
}

/**
 * `npm run build` in the production install (the `server` target, into its own dist/), made once per run: what
 * `npm start` serves after a production-only install, and the site built without the admin even installed.
 */
export async function productionServerBuild(): Promise<string> {
  const project = await productionInstall();
  await sharedBuild("server-build", () =>
    buildInProductionInstall({ label: "server target", env: { DEPLOY_TARGET: "server" } }),
  );
  return join(project, "dist");
}
