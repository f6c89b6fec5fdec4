/** Longer request targets are refused with 414; no page of the site comes close. */
export const MAX_URL_LENGTH = 2048;

export type RequestTarget = { ok: true; pathname: string; search: string } | { ok: false; status: 400 | 414 };

/**
 * Checks a raw request target before any file lookup: it must be an origin-form path under 2 KB whose
 * percent-encoding decodes, and no segment may be `.` or `..` in any spelling (`%2e%2e`, `.%2E`), nor
 * contain a backslash or NUL byte. Anything else is a 4xx, never a file.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget {
  if (!raw) return { ok: false, status: 400 };
  if (raw.length > MAX_URL_LENGTH) return { ok: false, status: 414 };
  if (!raw.startsWith("/") || raw.startsWith("//")) return { ok: false, status: 400 };
  const queryAt = raw.search(/[?#]/);
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const search = queryAt < 0 ? "" : raw.slice(queryAt);
  let segments: string[];
  try {
    segments = path.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return { ok: false, status: 400 };
  }
  if (segments.some((s) => s === "." || s === ".." || /[\\\0/]/.test(s))) return { ok: false, status: 400 };
  return { ok: true, pathname: path, search };
}
