import { isIPv4 } from "node:net";
import { addressBits, inRange } from "../address-block.ts";

/**
 * The client's address as this server can vouch for it. The socket's peer is the client unless it is a
 * proxy we trust (nginx on this machine, say); then its `X-Forwarded-For` is read from the right, skipping
 * trusted proxies, and the first address no trusted proxy added is the client. A visitor may put anything
 * at the left of that header; nothing they write is taken while a trusted proxy stands to its right.
 */
export type TrustedProxies = (address: string) => boolean;

/**
 * One spelling per address: an IPv4-mapped IPv6 address as IPv4, brackets off, and a port (`203.0.113.9:5678`,
 * `[2001:db8::1]:443`, as some proxies write them) dropped, so one client never counts as many.
 */
const normalize = (address: string) => {
  const plain = address
    .trim()
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/^\[(.*)\](?::\d+)?$/, "$1");
  return plain.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
};

const loopback = (address: string) => address === "::1" || (isIPv4(address) && address.startsWith("127."));

/**
 * `TRUST_PROXY`: `loopback` (the default: a proxy on this machine), `none`, or a comma-separated list of
 * proxy addresses and ranges (`10.0.0.0/8`, `2400:cb00::/32`; `loopback` may be one of them). A value that is
 * none of these stops the server at start, naming it: a typo would otherwise trust no one, silently.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? "loopback")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.includes("none")) return () => false;
  const ranges = entries.filter((entry) => entry !== "loopback").map(normalize);
  for (const range of ranges) {
    const [base = "", prefix] = range.split("/");
    const bits = addressBits(base)?.bits;
    if (!bits || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
      throw new Error(
        `TRUST_PROXY must be loopback, none, or proxy addresses and ranges (10.0.0.0/8), comma-separated; got "${range}".`,
      );
    }
  }
  const withLoopback = entries.includes("loopback");
  return (address) => ranges.some((range) => inRange(address, range)) || (withLoopback && loopback(address));
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!socketAddress) return undefined;
  let client = normalize(socketAddress);
  if (!trusted(client) || !forwardedFor) return client;
  const chain = forwardedFor.split(",").map(normalize).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    client = chain[i] ?? client;
    if (!trusted(client)) return client;
  }
  return client;
}
