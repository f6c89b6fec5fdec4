const display = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "May 28, 2025": content dates are calendar days, so they are read and shown in UTC. */
export function formatDate(date: Date): string {
  return display.format(date);
}

/** "2025-05-28", for `<time datetime>`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
