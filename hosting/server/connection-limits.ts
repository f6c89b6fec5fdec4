import type { Socket } from "node:net";
import { addressBlock } from "../../leads/address-block.ts";

/**
 * How long a client may take to send a request, and how many connections one address may hold, for
 * `npm start` facing the internet with nothing in front. Without them Node waits five minutes for a body
 * (checking every 30 s), so 200 posts trickling a byte at a time each held a connection for 323 s.
 */
export type ConnectionLimits = {
  /** From the first byte to the end of the headers: a real client sends them in one packet. */
  headersTimeoutMs: number;
  /**
   * From the first byte to the end of the body. Only posts have a body here, and the largest the service
   * takes (64 KB, a long message in Chinese or Japanese) arrives in under 30 s even at 2.2 KB/s, a phone
   * on a failing 2G link; a form in English (2 KB) needs a tenth of a second of a typical uplink.
   */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those times: the bound is the time plus this. */
  checkIntervalMs: number;
  /**
   * Open connections from one IPv4 address or IPv6 /64. A browser opens at most 6 to one host and closes
   * them 5 s after its last request (Node's keep-alive timeout), so this is some 16 people behind one NAT
   * loading pages in the same few seconds, which a consultancy's site does not see.
   */
  perAddress: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  perAddress: 100,
};

/** The socket's address as the trust list reads it: an IPv4 client of a dual-stack server as plain IPv4. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * Closes each connection past `max` from one address (an IPv6 /64 counts as one, as the rate limit counts
 * it) before a byte of it is read. Trusted proxies are exempt: every visitor behind one arrives from its
 * address. An address's first refusal is logged (without the address), and again only once all its
 * connections have closed.
 */
export function limitConnectionsPerAddress(
  server: { on(event: "connection", listener: (socket: Socket) => void): unknown },
  { max, exempt, log }: { max: number; exempt: (address: string) => boolean; log: (line: string) => void },
) {
  const open = new Map<string, number>();
  const atLimit = new Set<string>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ? plainAddress(socket.remoteAddress) : undefined;
    const key = address && !exempt(address) ? addressBlock(address) : undefined;
    if (!key) return;
    const count = open.get(key) ?? 0;
    if (count >= max) {
      if (!atLimit.has(key)) log(`- (refused: connection limit of ${max} per address reached)`);
      atLimit.add(key);
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        atLimit.delete(key);
      }
    });
  });
}
