import { describe, expect, test } from "vitest";
import { addressBlock } from "./address-block.ts";

describe("what the rate limit counts", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });

  test("every address of one /64 is one client; the next /64 is another", () => {
    const office = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2:1234::"].map(addressBlock);
    expect(new Set(office).size).toBe(1);
    expect(addressBlock("2001:db8:1:3::1")).not.toBe(office[0]);
  });

  test("what is not an address is counted as it came, and no address stays unknown", () => {
    expect(addressBlock("1:2:3")).toBe("1:2:3");
    expect(addressBlock(undefined)).toBeUndefined();
  });
});
