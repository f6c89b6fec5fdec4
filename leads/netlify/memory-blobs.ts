import type { BlobStore } from "./blobs-store.ts";

/** Netlify Blobs' semantics in memory (ETags, conditional writes, prefix lists), for unit tests. */
export function memoryBlobs(): BlobStore & { size(): number } {
  const entries = new Map<string, { data: string; etag: string }>();
  let version = 0;
  return {
    size: () => entries.size,
    get: (key) => Promise.resolve(entries.has(key) ? (JSON.parse(entries.get(key)?.data ?? "null") as unknown) : null),
    getWithMetadata: (key) => {
      const entry = entries.get(key);
      return Promise.resolve(entry ? { data: JSON.parse(entry.data) as unknown, etag: entry.etag } : null);
    },
    setJSON: (key, data, options = {}) => {
      const current = entries.get(key);
      if ("onlyIfNew" in options && options.onlyIfNew && current) return Promise.resolve({ modified: false });
      if ("onlyIfMatch" in options && options.onlyIfMatch && current?.etag !== options.onlyIfMatch) {
        return Promise.resolve({ modified: false });
      }
      entries.set(key, { data: JSON.stringify(data), etag: `"${++version}"` });
      return Promise.resolve({ modified: true });
    },
    delete: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
    list: ({ prefix }) =>
      Promise.resolve({ blobs: [...entries.keys()].filter((key) => key.startsWith(prefix)).map((key) => ({ key })) }),
  };
}
