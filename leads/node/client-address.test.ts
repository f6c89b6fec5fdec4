import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxies } from "./client-address.ts";

describe("client address", () => {
  const loopback = trustedProxies(undefined);

  it("is the socket's peer when no trusted proxy stands between", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, loopback)).toBe("203.0.113.9");
  });

  it("behind a trusted proxy, is the last address the proxy did not add, whatever the visitor wrote", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", loopback)).toBe("203.0.113.9");
    // A forged entry on the left is ignored: nginx appended the real peer.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("::1", "203.0.113.9, 127.0.0.1", loopback)).toBe("203.0.113.9");
  });

  it("reads an entry that carries a port as the address alone: one client, however its port changes", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9:5678", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "203.0.113.9:61000", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "[2001:db8::1]:443", loopback)).toBe("2001:db8::1");
    expect(clientAddress("127.0.0.1", "[::ffff:203.0.113.9]:80", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "2001:db8::1", loopback)).toBe("2001:db8::1");
  });

  it("trusts no one with `none`, and only the listed proxies otherwise", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", trustedProxies("none"))).toBe("127.0.0.1");
    const listed = trustedProxies("10.0.0.2");
    expect(clientAddress("10.0.0.2", "203.0.113.9", listed)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "203.0.113.9", listed)).toBe("127.0.0.1");
  });

  it("trusts ranges: a load balancer's subnet, Cloudflare's published ranges", () => {
    const ranges = trustedProxies("loopback, 10.0.0.0/8, 2400:cb00::/32");
    expect(clientAddress("10.2.3.4", "203.0.113.9", ranges)).toBe("203.0.113.9");
    expect(clientAddress("2400:cb00:1::5", "203.0.113.9", ranges)).toBe("203.0.113.9");
    expect(clientAddress("11.0.0.1", "203.0.113.9", ranges)).toBe("11.0.0.1");
    expect(clientAddress("2400:cb01::5", "203.0.113.9", ranges)).toBe("2400:cb01::5");
  });

  it("refuses a setting it cannot read rather than trust no one silently", () => {
    expect(() => trustedProxies("10.0.0.0/33")).toThrow(
      'TRUST_PROXY must be loopback, none, or proxy addresses and ranges (10.0.0.0/8), comma-separated; got "10.0.0.0/33".',
    );
    expect(() => trustedProxies("my-balancer")).toThrow('got "my-balancer"');
  });
});
