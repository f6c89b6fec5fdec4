/**
 * Wrong tokens, counted per client address (an IPv6 client by its /64, as the rate limit counts it): past
 * `limit` within `windowMs`, every sign-in from that address is refused for `pauseMs`, the right token
 * included (a pause that let the right one through would tell a guesser when they had it). Kept in memory, per
 * process or isolate: the token itself is 32 random characters or more, so this slows a guesser to a handful of
 * tries per window; the log says so once per burst, without the address.
 */
export type SignInThrottle = {
  /** Milliseconds until this address may try again; 0 when it may now. */
  pausedFor(address: string): number;
  /** A wrong token from this address. */
  failed(address: string): void;
};

type Record = { first: number; count: number; pausedUntil: number };

/** Addresses remembered at most: past it, the oldest records go first (a flood of addresses cannot grow memory). */
const REMEMBERED = 10_000;

export function signInThrottle({
  limit = 10,
  windowMs = 10 * 60_000,
  pauseMs = 15 * 60_000,
  now = Date.now,
  log = () => undefined,
}: {
  limit?: number;
  windowMs?: number;
  pauseMs?: number;
  now?: () => number;
  log?: (line: string) => void;
} = {}): SignInThrottle {
  const records = new Map<string, Record>();
  return {
    pausedFor(address) {
      const record = records.get(address);
      return record ? Math.max(0, record.pausedUntil - now()) : 0;
    },
    failed(address) {
      const at = now();
      let record = records.get(address);
      if (!record || at - record.first > windowMs) {
        records.delete(address);
        record = { first: at, count: 0, pausedUntil: 0 };
        if (records.size >= REMEMBERED) records.delete(records.keys().next().value ?? "");
        records.set(address, record);
      }
      record.count++;
      if (record.count === limit) {
        record.pausedUntil = at + pauseMs;
        log(
          `owner sign-in: ${limit} wrong tokens from one address within ${windowMs / 60_000} minutes; its sign-ins are refused for ${pauseMs / 60_000} minutes`,
        );
      }
    },
  };
}
