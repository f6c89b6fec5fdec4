/**
 * Gives package-lock.json an entry for every platform build a native package lists as optional.
 * npm writes such an entry only when the registry it installs from serves that platform's build of the
 * exact version; the registry mirror here lags for some (for example Tailwind's darwin and win32 builds),
 * so npm leaves them out, and `npm ci` then refuses the whole lockfile as "out of sync", on every machine.
 * An entry needs only the version and the os/cpu/libc fields that make every other platform skip it; the
 * fields are copied from the newest version of that build the registry does serve.
 * Usage: npm install && node scripts/complete-lockfile.ts
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { missingOptionalEntries, type Lockfile } from "./lib/lockfile.ts";

const lockPath = join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as Lockfile;

const platformFields = ["os", "cpu", "libc"] as const;
function platformOf(name: string): Record<string, string[]> {
  const view = (field: string) => {
    const out = execFileSync("npm", ["view", name, field, "--json"], { encoding: "utf8" }).trim();
    return out ? (JSON.parse(out) as string | string[]) : undefined;
  };
  const fields: Record<string, string[]> = {};
  for (const field of platformFields) {
    const value = view(field);
    if (value !== undefined) fields[field] = Array.isArray(value) ? value : [value];
  }
  if (!fields["os"] && !fields["cpu"]) throw new Error(`${name}: the registry names no platform for it`);
  return fields;
}

const missing = missingOptionalEntries(lock);
for (const { path, name, version, dev } of missing) {
  lock.packages[path] = {
    version,
    ...(dev ? { dev: true } : {}),
    optional: true,
    ...platformOf(name),
  };
  console.log(`added ${path}@${version}`);
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(missing.length ? `${missing.length} entries added.` : "The lockfile already lists every optional build.");
