import { describe, expect, it } from "vitest";
import { chooseEncoding, etagMatches, isNotModified } from "./negotiation.ts";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;
  it("prefers brotli, then gzip, among what the client accepts", () => {
    expect(chooseEncoding("gzip, deflate, br", [...both])).toBe("br");
    expect(chooseEncoding("gzip", [...both])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
    expect(chooseEncoding(undefined, [...both])).toBeUndefined();
    expect(chooseEncoding("identity", [...both])).toBeUndefined();
  });

  it("honours quality values: q=0 forbids, a higher q wins", () => {
    expect(chooseEncoding("br;q=0, gzip", [...both])).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8", [...both])).toBe("gzip");
    expect(chooseEncoding("br; q=0, gzip; q=0", [...both])).toBeUndefined();
    expect(chooseEncoding("*", [...both])).toBe("br");
    expect(chooseEncoding("*;q=0", [...both])).toBeUndefined();
    expect(chooseEncoding("gzip, *;q=0", [...both])).toBe("gzip");
    expect(chooseEncoding("x-gzip", [...both])).toBe("gzip");
  });
});

describe("conditional requests", () => {
  const current = { etag: '"abc-br"', modified: new Date("2026-11-22T10:00:00.750Z") };

  it("matches If-None-Match lists, weak tags and *", () => {
    expect(etagMatches('"abc-br"', current.etag)).toBe(true);
    expect(etagMatches('"x", "abc-br"', current.etag)).toBe(true);
    expect(etagMatches('W/"abc-br"', current.etag)).toBe(true);
    expect(etagMatches("*", current.etag)).toBe(true);
    expect(etagMatches('"abc"', current.etag)).toBe(false);
  });

  it("uses If-Modified-Since only without If-None-Match, at whole-second precision", () => {
    expect(isNotModified({ "if-modified-since": "Sun, 22 Nov 2026 10:00:00 GMT" }, current)).toBe(true);
    expect(isNotModified({ "if-modified-since": "Sun, 22 Nov 2026 09:59:59 GMT" }, current)).toBe(false);
    expect(isNotModified({ "if-modified-since": "not a date" }, current)).toBe(false);
    expect(
      isNotModified({ "if-none-match": '"old"', "if-modified-since": "Sun, 22 Nov 2026 10:00:00 GMT" }, current),
    ).toBe(false);
    expect(isNotModified({}, current)).toBe(false);
  });
});
