import { LRUCache } from "lru-cache";

/**
 * Wrong tokens, counted per client address (an IPv6 client by its /64, as the rate limit counts it): past `limit`
 * within `windowMs`, wrong tokens from that address are refused for `pauseMs` without a second look, and the log
 * says so once per burst, without the address. The right token always gets in, paused or not: a stranger behind
 * the owner's office or carrier address must not be able to lock the owner out, and the token (32 random
 * characters or more) leaves a guesser nothing to find however many tries they make. What the pause saves is the
 * guesser's traffic and the log's noise. A client whose address is unknown is not counted: there is no one to
 * pause, and a shared bucket would let one stranger pause everyone.
 *
 * Kept in memory, per process or isolate, in two least-recently-used lists with their own lifetimes: a flood of
 * new addresses pushes out the counts of the addresses seen least lately, never a pause before it has run out
 * (pauses have room for 100,000 addresses, each of which had to send ten wrong tokens first).
 */
export type SignInThrottle = {
  /** Milliseconds until wrong tokens from this address are looked at again; 0 when they are now. */
  pausedFor(address: string | undefined): number;
  /** A wrong token from this address. */
  failed(address: string | undefined): void;
};

/** Addresses whose wrong tokens are counted at once, and addresses paused at once. */
const COUNTED = 10_000;
const PAUSED = 100_000;

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
  // The lists' own clock is the throttle's, so a test's clock moves them too.
  const perf = { now };
  const counts = new LRUCache<string, { first: number; count: number }>({ max: COUNTED, ttl: windowMs, perf });
  const paused = new LRUCache<string, number>({ max: PAUSED, ttl: pauseMs, perf });
  return {
    pausedFor(address) {
      const until = address ? paused.get(address) : undefined;
      return until === undefined ? 0 : Math.max(0, until - now());
    },
    failed(address) {
      if (!address || paused.has(address)) return;
      const at = now();
      const record = counts.get(address);
      const counted = record && at - record.first <= windowMs ? record : { first: at, count: 0 };
      counted.count++;
      if (counted.count < limit) {
        counts.set(address, counted, { ttl: Math.max(1, windowMs - (at - counted.first)) });
        return;
      }
      counts.delete(address);
      paused.set(address, at + pauseMs);
      log(
        `owner sign-in: ${limit} wrong tokens from one address within ${windowMs / 60_000} minutes; its wrong tokens are refused for ${pauseMs / 60_000} minutes`,
      );
    },
  };
}
