import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, sharedBuild, withLock, type BuildRequest } from "./builds.ts";
import { projectFiles, projectRoot } from "./project-copy.ts";
import { formatLedger, LEDGER_FILE, type LedgerEntry } from "../src/lib/addresses/ledger.ts";
import { buildTime } from "./build-moment.ts";

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
    committedClone(folder);
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

/** A day (YYYY-MM-DD) `days` before the run's build moment, in UTC as a build counts days. */
const daysBefore = (days: number) => new Date(buildTime.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The post the production install holds as scheduled when its clone was made (two days before the post's day):
 * its ledger entry says it goes live on its day, which has come by the run's build moment, so its build publishes
 * it without recording it anywhere. The latest post already published at that moment, as it is: the install builds
 * the same pages as the run's own build, byte for byte (e2e/admin-deploy.spec.ts compares them).
 */
export const scheduledPost = (() => {
  const folder = join(projectRoot, "src", "content", "blog");
  const dayBefore = daysBefore(1);
  const posts = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({
      name,
      day: /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(folder, name), "utf8"))?.[1] ?? "",
    }))
    .filter((post) => post.day && post.day <= dayBefore)
    .sort((a, b) => a.day.localeCompare(b.day) || a.name.localeCompare(b.name));
  const latest = posts.at(-1);
  if (!latest) throw new Error("the content has no published post to hold as scheduled");
  return { file: `src/content/blog/${latest.name}`, address: `/blog/${latest.name.slice(0, -3)}`, day: latest.day };
})();

/**
 * The copy as a server's clone of the repository: committed two days before its `scheduledPost`'s day, so
 * `git status` there says whether a host's build changed a tracked file (a build must leave it clean, or the next
 * `git pull` aborts). The post was ahead then, so its ledger holds that address from the post's day; a build that
 * wrote the ledger would record it as published.
 */
function committedClone(folder: string): void {
  const ledger = join(folder, LEDGER_FILE);
  const { addresses } = JSON.parse(readFileSync(ledger, "utf8")) as { addresses: Record<string, LedgerEntry> };
  const entry = addresses[scheduledPost.address];
  const owner = typeof entry === "object" ? entry.owner : entry;
  if (!owner) throw new Error(`the ledger lacks ${scheduledPost.address}`);
  addresses[scheduledPost.address] = { owner, from: scheduledPost.day };
  writeFileSync(ledger, formatLedger(addresses));
  const cloned = `${String(Math.floor(Date.parse(scheduledPost.day) / 1000) - 2 * 86_400)} +0000`;
  const git = (...args: string[]) => {
    const done = spawnSync("git", args, {
      cwd: folder,
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "tests",
        GIT_AUTHOR_EMAIL: "tests@bighorn.test",
        GIT_COMMITTER_NAME: "tests",
        GIT_COMMITTER_EMAIL: "tests@bighorn.test",
        GIT_AUTHOR_DATE: cloned,
        GIT_COMMITTER_DATE: cloned,
      },
    });
    if (done.status !== 0) throw new Error(`git ${args.join(" ")}: ${done.stderr}`);
  };
  git("init", "-q");
  // The run's own mark of a finished shared build (testing/builds.ts) is no file of the project's.
  appendFileSync(join(folder, ".git", "info", "exclude"), ".built\n");
  git("add", "-A");
  git("commit", "-q", "-m", "as deployed");
}
