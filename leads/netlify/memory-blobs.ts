import type { BlobStore } from "./blobs-store.ts";

/** Requests a store answered, by kind: what a view or a purge costs. */
export type BlobOps = { gets: number; lists: number; sets: number; deletes: number };

export type MemoryBlobs = BlobStore & {
  size(): number;
  keys(): string[];
  /** Requests made since the last `resetOps`: how many of each, and each as "get {key}" or "list {prefix}". */
  ops(): BlobOps;
  requests(): string[];
  resetOps(): void;
};

/** A fixed order that is not the keys' order: code that counts on a list's order fails here, as in production. */
function scrambled(keys: string[]): string[] {
  const rank = (key: string) => {
    let hash = 2166136261;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
    return hash >>> 0;
  };
  return keys
    .map((key) => [rank(key), key] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, key]) => key);
}

/**
 * Netlify Blobs' semantics in memory (ETags, conditional writes, prefix lists and their `directories`), for
 * unit tests. As on Netlify, a "directory" is only a part of some key's name: it is gone with its last key.
 */
export function memoryBlobs(): MemoryBlobs {
  const entries = new Map<string, { data: string; etag: string }>();
  let version = 0;
  const ops: BlobOps = { gets: 0, lists: 0, sets: 0, deletes: 0 };
  const requests: string[] = [];
  return {
    size: () => entries.size,
    keys: () => [...entries.keys()].sort(),
    ops: () => ({ ...ops }),
    requests: () => [...requests],
    resetOps: () => {
      Object.assign(ops, { gets: 0, lists: 0, sets: 0, deletes: 0 });
      requests.length = 0;
    },
    get: (key) => {
      ops.gets++;
      requests.push(`get ${key}`);
      return Promise.resolve(entries.has(key) ? (JSON.parse(entries.get(key)?.data ?? "null") as unknown) : null);
    },
    getWithMetadata: (key) => {
      ops.gets++;
      requests.push(`get ${key}`);
      const entry = entries.get(key);
      return Promise.resolve(entry ? { data: JSON.parse(entry.data) as unknown, etag: entry.etag } : null);
    },
    setJSON: (key, data, options = {}) => {
      ops.sets++;
      const current = entries.get(key);
      if ("onlyIfNew" in options && options.onlyIfNew && current) return Promise.resolve({ modified: false });
      if ("onlyIfMatch" in options && options.onlyIfMatch && current?.etag !== options.onlyIfMatch) {
        return Promise.resolve({ modified: false });
      }
      entries.set(key, { data: JSON.stringify(data), etag: `"${++version}"` });
      return Promise.resolve({ modified: true });
    },
    delete: (key) => {
      ops.deletes++;
      entries.delete(key);
      return Promise.resolve();
    },
    list: ({ prefix, directories = false }) => {
      ops.lists++;
      requests.push(`list ${prefix}${directories ? " (directories)" : ""}`);
      const blobs: { key: string }[] = [];
      const folders = new Set<string>();
      for (const key of scrambled([...entries.keys()].filter((key) => key.startsWith(prefix)))) {
        // With `directories`, a key with a `/` after the prefix stands for its directory: the name up to that `/`.
        const slash = directories ? key.indexOf("/", prefix.length) : -1;
        if (slash === -1) blobs.push({ key });
        else folders.add(key.slice(0, slash));
      }
      return Promise.resolve({ blobs, directories: [...folders] });
    },
  };
}
