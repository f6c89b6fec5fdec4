import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build, withLock } from "./builds.ts";
import { buildMoment } from "../src/lib/content/schedule.ts";
import { copyProject, projectFiles, projectRoot } from "./project-copy.ts";
import { addSamplePictures } from "./sample-pictures.ts";

/**
 * The site as it will be once editors upload photographs: a built copy of the project in which every entity that
 * can have a picture has one (testing/sample-pictures.ts), for the budgets, the audit, the HTML check, the
 * benchmark and the browser tests. Built once per state of the sources and kept in the system's temporary folder,
 * so the steps of one `npm test` share it. Its build keeps Astro's cache in the copy (testing/project-copy.ts).
 * A kept copy serves through the node_modules of the checkout that made it (a link), so it belongs to that
 * checkout: its name says which, another checkout neither reuses nor deletes it, and a copy whose checkout is gone
 * (a deleted clone, the link left dangling) is made again rather than served.
 */
export type PicturedProject = { root: string; dist: string; pictures: string[] };

/** Which checkout a copy belongs to: the node_modules its link resolves to. */
export function checkoutTag(root = projectRoot): string {
  return createHash("sha256")
    .update(realpathSync(join(root, "node_modules")))
    .digest("hex")
    .slice(0, 8);
}

/** A kept copy can be served only if it is whole and its link still reaches the checkout's dependencies. */
export function usableCopy(root: string): boolean {
  return (
    existsSync(join(root, "sample-pictures.json")) && existsSync(join(root, "node_modules", "astro", "package.json"))
  );
}

/** What the copy's build depends on: the files it copies, how pictures are made, the build's own variables. */
function sourceKey(): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) add(join(path, name));
    else hash.update(relative(projectRoot, path)).update(readFileSync(path));
  };
  for (const file of [...projectFiles, "package-lock.json", "testing/sample-pictures.ts", "testing/project-copy.ts"]) {
    add(join(projectRoot, file));
  }
  for (const name of ["SITE_URL", "DEPLOY_TARGET", "LEADS", "CONTACT_FORM_ENDPOINT"])
    hash.update(`${name}=${process.env[name] ?? ""}`);
  // The day the build shows (scheduled posts, dates, the footer's year).
  hash.update(buildMoment(process.env["SOURCE_DATE_EPOCH"]).toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

export async function picturedProject(): Promise<PicturedProject> {
  const checkout = `bighorn-pictured-${checkoutTag()}-`;
  const key = sourceKey();
  const root = join(tmpdir(), `${checkout}${key}`);
  const picturesFile = join(root, "sample-pictures.json");
  // One maker at a time (two steps or workers asking at once): the others wait, then find it made.
  await withLock(join(tmpdir(), `bighorn-pictures-lock-${key}`), async () => {
    if (usableCopy(root)) return;
    // This checkout's copies of other states are out of date, and any copy whose checkout is gone is of no use.
    for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith("bighorn-pictured-"))) {
      const path = join(tmpdir(), name);
      if (name.startsWith(checkout) || !usableCopy(path)) rmSync(path, { recursive: true, force: true });
    }
    const copy = copyProject();
    try {
      const pictures = await addSamplePictures(copy.root);
      await build({ label: "site with photographs", cwd: copy.root });
      copy.write("sample-pictures.json", JSON.stringify(pictures));
      // Complete builds only: a copy appears under its key once it is whole.
      renameSync(copy.root, root);
    } catch (error) {
      copy.remove();
      throw error;
    }
  });
  return { root, dist: join(root, "dist"), pictures: JSON.parse(readFileSync(picturesFile, "utf8")) as string[] };
}
