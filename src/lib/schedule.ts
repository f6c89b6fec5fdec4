/**
 * A post dated in the future is scheduled: it is not built, listed, linked, or in the feed or the sitemap
 * until a build on or after its date (each host rebuilds daily: README, Editing the content). Under
 * `npm run dev` every post shows, so editors can read a scheduled one before it goes out.
 */
export function isPublished(date: Date, buildTime: Date, { preview = false } = {}): boolean {
  return preview || date.getTime() <= buildTime.getTime();
}

/** The moment this build publishes for: a post dated up to the end of the build's day is out. */
export function publishingCutoff(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59, 59, 999));
}
