/**
 * A post dated in the future is scheduled: it is not built, listed, linked, or in the feed or the sitemap
 * until a build on or after its date (each host rebuilds daily: README, Editing the content). Under
 * `npm run dev` every post shows, so editors can read a scheduled one before it goes out.
 */
export function isPublished(date: Date, buildTime: Date, { preview = false } = {}): boolean {
  return preview || date.getTime() <= buildTime.getTime();
}

/** The moment this build publishes for: a post dated up to the end of the build's day is out. */
export function publishingCutoff(buildTime: Date): Date {
  return new Date(
    Date.UTC(buildTime.getUTCFullYear(), buildTime.getUTCMonth(), buildTime.getUTCDate(), 23, 59, 59, 999),
  );
}

/**
 * The moment a build is made for: now, or `SOURCE_DATE_EPOCH` (whole seconds since 1970, the
 * reproducible-builds convention) when it is set, so a build can be remade as of a given day and the
 * browser tests know the day their build was made for, even when the run crosses midnight.
 */
export function buildMoment(sourceDateEpoch: string | undefined, now: Date = new Date()): Date {
  if (sourceDateEpoch === undefined || sourceDateEpoch === "") return now;
  if (!/^\d{1,12}$/.test(sourceDateEpoch)) {
    throw new Error(
      `SOURCE_DATE_EPOCH must be whole seconds since 1970 (for example 1764028800), not "${sourceDateEpoch}"`,
    );
  }
  return new Date(Number(sourceDateEpoch) * 1000);
}
