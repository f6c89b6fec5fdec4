import { describe, expect, it } from "vitest";
import { signInThrottle } from "./sign-in-throttle.ts";

describe("the owner's sign-in throttle", () => {
  it("pauses an address's wrong tokens after ten in ten minutes, for fifteen, and logs it once", () => {
    const clock = { now: 0 };
    const logged: string[] = [];
    const throttle = signInThrottle({ now: () => clock.now, log: (line) => logged.push(line) });
    for (let i = 0; i < 9; i++) throttle.failed("203.0.113.9");
    expect(throttle.pausedFor("203.0.113.9")).toBe(0);
    throttle.failed("203.0.113.9");
    expect(throttle.pausedFor("203.0.113.9")).toBe(15 * 60_000);
    for (let i = 0; i < 50; i++) throttle.failed("203.0.113.9");
    expect(logged).toEqual([
      "owner sign-in: 10 wrong tokens from one address within 10 minutes; its wrong tokens are refused for 15 minutes",
    ]);
    expect(throttle.pausedFor("198.51.100.4")).toBe(0);
    clock.now = 15 * 60_000;
    expect(throttle.pausedFor("203.0.113.9")).toBe(0);
  });

  it("forgets wrong tokens spread wider than the window: a person's typos over a day are not a guesser", () => {
    const clock = { now: 0 };
    const throttle = signInThrottle({ now: () => clock.now });
    for (let i = 0; i < 30; i++) {
      throttle.failed("203.0.113.9");
      clock.now += 2 * 60_000;
      if (i % 5 === 4) clock.now += 10 * 60_000;
    }
    expect(throttle.pausedFor("203.0.113.9")).toBe(0);
  });

  it("keeps no shared count for clients whose address is unknown", () => {
    const throttle = signInThrottle();
    for (let i = 0; i < 50; i++) throttle.failed(undefined);
    expect(throttle.pausedFor(undefined)).toBe(0);
  });

  it("under a flood of addresses lets go of the counts seen least lately, never of a pause before it runs out", () => {
    const clock = { now: 0 };
    const throttle = signInThrottle({ now: () => clock.now });
    for (let i = 0; i < 10; i++) throttle.failed("203.0.113.9");
    // Nine wrong tokens from another address, then a flood of new ones.
    for (let i = 0; i < 9; i++) throttle.failed("198.51.100.4");
    for (let n = 0; n < 30_000; n++)
      throttle.failed(`2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::`);
    expect(throttle.pausedFor("203.0.113.9")).toBe(15 * 60_000);
    // The count of the address touched before the flood is gone: its next wrong token starts again at one.
    throttle.failed("198.51.100.4");
    expect(throttle.pausedFor("198.51.100.4")).toBe(0);
  });
});
