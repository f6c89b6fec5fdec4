import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { mediaType } from "../rules.ts";
import type { Encoding } from "./negotiation.ts";

/** One file of the build with its precompressed twins, held in memory: the whole site is a few megabytes. */
export type StaticFile = {
  type: string;
  modified: Date;
  /** Bytes and strong ETag of each representation; the ETag differs by encoding, as RFC 9110 requires. */
  identity: { body: Buffer; etag: string };
  encoded: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
};

const twinSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Text types are labelled UTF-8 (everything the build writes is), in the spelling nginx's `charset` also uses. */
export function contentType(path: string): string {
  const type = mediaType(path) ?? "application/octet-stream";
  return type.startsWith("text/") ? `${type};charset=utf-8` : type;
}

/** Every file of `dist` by URL path (`/about.html`, `/_astro/x.js`); twins are folded into their file. */
export function loadStaticFiles(dist: string): Map<string, StaticFile> {
  const paths = readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(paths);
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    if (/\.(br|gz)$/.test(path) && present.has(path.replace(/\.(br|gz)$/, ""))) continue;
    const body = readFileSync(path);
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 22);
    const encoded: StaticFile["encoded"] = {};
    for (const [encoding, suffix] of Object.entries(twinSuffix) as [Encoding, string][]) {
      if (present.has(path + suffix))
        encoded[encoding] = { body: readFileSync(path + suffix), etag: `"${tag}-${encoding}"` };
    }
    files.set(`/${relative(dist, path).split(sep).join("/")}`, {
      type: contentType(path),
      modified: statSync(path).mtime,
      identity: { body, etag: `"${tag}"` },
      encoded,
    });
  }
  return files;
}
