/**
 * What the rate limit counts a post against: the client's IPv4 address, or the /64 network of its IPv6
 * address. An ISP hands each home or office a /64 (or more), so one visitor can send from 2^64 addresses
 * of it; counted by full address, one network would have no limit at all.
 */
export function addressBlock(address: string | undefined): string | undefined {
  if (!address) return address;
  const plain = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (!plain.includes(":")) return plain;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mappedV4) return mappedV4[1];
  const groups = expandIPv6(plain);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : plain;
}

/** An IPv4 or IPv6 address as a number and its width in bits (32 or 128); undefined if it is not one. */
export function addressBits(address: string): { value: bigint; bits: 32 | 128 } | undefined {
  const plain = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(plain);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    return { value: bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n), bits: 32 };
  }
  const groups = expandIPv6(plain);
  if (!groups) return undefined;
  return { value: groups.reduce((sum, group) => (sum << 16n) | BigInt(`0x${group}`), 0n), bits: 128 };
}

/** Whether `address` lies in `range` (`10.0.0.0/8`, `2400:cb00::/32`, or one address). */
export function inRange(address: string, range: string): boolean {
  const [base = "", prefix] = range.split("/");
  const a = addressBits(address);
  const b = addressBits(base);
  if (!a || !b || a.bits !== b.bits) return false;
  const length = prefix === undefined ? a.bits : Number(prefix);
  if (!Number.isInteger(length) || length < 0 || length > a.bits) return false;
  const shift = BigInt(a.bits - length);
  return a.value >> shift === b.value >> shift;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; undefined if it is not one. */
function expandIPv6(address: string): string[] | undefined {
  const halves = address.toLowerCase().split("::");
  if (halves.length > 2) return undefined;
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  // An IPv4 tail (`64:ff9b::192.0.2.1`) is two groups.
  const withTail = (groups: string[]) => {
    const last = groups.at(-1) ?? "";
    if (!last.includes(".")) return groups;
    const bytes = last.split(".").map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const head = withTail(part(halves[0]));
  const tail = halves.length === 2 ? withTail(part(halves[1])) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
