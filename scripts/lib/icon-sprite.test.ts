import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spriteIcons } from "../../src/lib/icons.ts";
import { iconSprite } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  const committed = readFileSync(join(import.meta.dirname, "../../src/assets/icons.svg"), "utf8");

  it("matches the icon list (run `npm run icons` after changing it)", () => {
    expect(committed).toBe(iconSprite());
  });

  it("holds one symbol of shapes per icon, with no paint of its own but the current colour", () => {
    const ids = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(spriteIcons));
    expect(committed).toMatch(/<symbol id="star" viewBox="0 0 24 24"><path d="M11\.525/);
    // A shape may fill with the current colour (lucide draws some dots so); anything else would fight the CSS.
    expect(committed).not.toMatch(/stroke=|class=|fill="(?!currentColor)/);
  });
});
