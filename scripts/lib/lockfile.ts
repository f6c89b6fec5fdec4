/** The parts of package-lock.json (lockfileVersion 3) that the lockfile checks read. */
export type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
};
export type Lockfile = { packages: Record<string, LockEntry> };

export type MissingEntry = { path: string; name: string; version: string; dev: boolean };

/** Where Node would find `name` from the package installed at `from`: its own node_modules, then each parent's. */
function resolve(lock: Lockfile, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, "")) {
    const path = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[path]) return path;
    if (!dir) return undefined;
  }
}

/**
 * Optional dependencies pinned to an exact version that the lockfile does not hold at that version where
 * Node would look for them. Each comes back with the path npm would give it: the top level when no other
 * version sits there, otherwise nested under the package that asks for it.
 */
export function missingOptionalEntries(lock: Lockfile): MissingEntry[] {
  const missing = new Map<string, MissingEntry>();
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!/^\d+\.\d+\.\d+$/.test(version)) continue;
      const found = resolve(lock, from, name);
      if (found && lock.packages[found]?.version === version) continue;
      const path = found ? `${from}/node_modules/${name}` : `node_modules/${name}`;
      missing.set(path, { path, name, version, dev: entry.dev === true });
    }
  }
  return [...missing.values()];
}
