/** HTTP content negotiation and conditional requests, as RFC 9110 defines them, for the site server. */

export type Encoding = "br" | "gzip";

/**
 * The encoding to send, from the ones a file has: the client's highest quality value wins, `q=0`
 * forbids one (including through `*;q=0`), and brotli wins a tie because it is smaller.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token) quality.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const qualityOf = (encoding: Encoding) =>
    quality.get(encoding) ?? (encoding === "gzip" ? quality.get("x-gzip") : undefined) ?? quality.get("*") ?? 0;
  let best: Encoding | undefined;
  for (const encoding of (["br", "gzip"] as const).filter((e) => available.includes(e))) {
    const q = qualityOf(encoding);
    if (q > 0 && (best === undefined || q > qualityOf(best))) best = encoding;
  }
  return best;
}

/** `If-None-Match` against the current ETag: a list of tags or `*`, compared weakly (a `W/` prefix is ignored). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Whether a cached copy is still fresh. `If-None-Match` decides when present; otherwise `If-Modified-Since`
 * at or after the file's modification time (HTTP dates have whole seconds) means it has not changed.
 */
export function isNotModified(
  headers: { "if-none-match"?: string | undefined; "if-modified-since"?: string | undefined },
  current: { etag: string; modified: Date },
): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, current.etag);
  const since = Date.parse(headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(current.modified.getTime() / 1000) * 1000 <= since;
}
