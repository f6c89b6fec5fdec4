/**
 * What stands in for the store's own checks while it refuses every write (leads/delivery/unstored.ts): the rate
 * limit and the duplicate check, counted in this process's memory, since the database that counts them is down. A
 * process (or isolate) counts only what it saw; a flood spread over many servers gets through at each one's rate,
 * which the form service's own limits stand behind. Bounded: nothing older than the window is kept, and never more
 * than `MAX_ENTRIES` of either.
 */
const MAX_ENTRIES = 10_000;

export function outageGuard({ limit, windowMs }: { limit: number; windowMs: number }) {
  /** Each post sent, by its dedupe key (forms/../submission.ts), with when. */
  const sent = new Map<string, number>();
  /** When each client (its address block) had a post sent, oldest first. */
  const clients = new Map<string, number[]>();
  const forget = (now: number) => {
    for (const [key, at] of sent) {
      if (now - at < windowMs && sent.size <= MAX_ENTRIES) break;
      sent.delete(key);
    }
    for (const [client, times] of clients) {
      const recent = times.filter((at) => now - at < windowMs);
      if (recent.length && clients.size <= MAX_ENTRIES) clients.set(client, recent);
      else clients.delete(client);
    }
  };
  return {
    /** Whether this very post (a double submit, a browser's retry) was sent already. */
    sentAlready(key: string, now: number): boolean {
      forget(now);
      return sent.has(key);
    },
    /** Whether this client may have another post sent now. */
    admits(client: string, now: number): boolean {
      forget(now);
      return (clients.get(client)?.length ?? 0) < limit;
    },
    /** A post sent. */
    record(key: string, client: string, now: number): void {
      sent.set(key, now);
      clients.set(client, [...(clients.get(client) ?? []), now]);
    },
  };
}
export type OutageGuard = ReturnType<typeof outageGuard>;
