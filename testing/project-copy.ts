import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const projectRoot = join(import.meta.dirname, "..");
const root = projectRoot;

/** What `astro dev` and `astro build` read; everything else (tests, scripts, hosts' files) stays behind. */
export const projectFiles = [
  "src",
  "forms",
  "leads",
  "security",
  "admin",
  "hosting",
  "public",
  "astro.config.ts",
  "keystatic.config.ts",
  "package.json",
  "tsconfig.json",
  ".gitignore",
];

/** What the browser tests need besides the site: the tests, the servers they start, their configuration. */
const testFiles = [
  "e2e",
  "scripts",
  "testing",
  "playwright.config.ts",
  "vitest.config.ts",
  "wrangler.jsonc",
  "netlify.toml",
];

export type ProjectCopy = {
  root: string;
  /** A file of the copy, by its path in the project (src/content/...). */
  read: (path: string) => string;
  /** Writes a file of the copy, by its path in the project. */
  write: (path: string, text: string) => void;
  /** Deletes a file of the copy, by its path in the project. */
  erase: (path: string) => void;
  remove: () => void;
};

/**
 * A throwaway copy of the project for tests that save through the admin, so that edits never touch the
 * working tree other tests build from. It shares the project's node_modules; the copy's Astro config wraps
 * the real one, keeps Astro's cache in the copy, lets Vite serve files from that shared folder, and turns off hot
 * reloading: the dev server reloads every open page after each saved edit, which would wipe a form the test is
 * filling in.
 */
export function copyProject({ withTests = false, into }: { withTests?: boolean; into?: string } = {}): ProjectCopy {
  const copy = into ?? mkdtempSync(join(tmpdir(), "bighorn-admin-"));
  // With its tests, the copy's browser tests read its own content (the "edited content" project of playwright.config.ts).
  const files = withTests ? [...projectFiles, ...testFiles] : projectFiles;
  for (const file of files) cpSync(join(root, file), join(copy, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  renameSync(join(copy, "astro.config.ts"), join(copy, "astro.site.config.ts"));
  writeFileSync(
    join(copy, "astro.config.ts"),
    `import site from "./astro.site.config";\n` +
      // Astro keeps its content store and image cache in node_modules/.astro, which the copy would share with the
      // project through the link: a copy's build beside another build would read the other's content. Vite keeps
      // its dev server's bundled dependencies in node_modules/.vite the same way: the admin's dev server in a copy
      // had them rewritten under it by the project's own builds running beside it, and never showed the admin.
      `export default { ...site, cacheDir: "./.astro-cache", vite: { ...site.vite, cacheDir: "./.vite-cache", server: { hmr: false, fs: { allow: [".", ${JSON.stringify(join(root, "node_modules"))}] } } } };\n`,
  );
  return {
    root: copy,
    read: (path) => readFileSync(join(copy, path), "utf8"),
    write: (path, text) => {
      writeFileSync(join(copy, path), text);
    },
    erase: (path) => {
      rmSync(join(copy, path), { force: true });
    },
    remove: () => {
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
