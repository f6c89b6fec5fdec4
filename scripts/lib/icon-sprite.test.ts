import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spriteIconNames } from "../../src/lib/pictures/icons.ts";
import { iconSprite, solidIcons, sprites } from "./icon-sprite.ts";

describe.each(Object.entries(sprites))("the icon sprite %s", (file, strokeWidth) => {
  const committed = readFileSync(join(import.meta.dirname, "../../src/assets", file), "utf8");

  it("matches the icon list (run `npm run icons` after changing it)", () => {
    expect(committed).toBe(iconSprite(strokeWidth));
  });

  it("names one view per icon, each a 24-unit cell of its own holding that icon's shapes", () => {
    const views = [
      ...committed.matchAll(
        /<view id="([^"]+)" viewBox="(\d+) (\d+) 24 24"\/><g transform="translate\((\d+) (\d+)\)"/g,
      ),
    ];
    expect(views.map((m) => m[1])).toEqual([...spriteIconNames, ...solidIcons.map((n) => `${n}-solid`)]);
    for (const [, , vx, vy, gx, gy] of views) expect([gx, gy]).toEqual([vx, vy]);
    const corners = views.map((m) => `${m[2]} ${m[3]}`);
    expect(new Set(corners).size).toBe(corners.length);
    expect(committed).toMatch(/<view id="star" viewBox="\d+ \d+ 24 24"\/><g transform="[^"]+"><path d="M11\.525/);
    expect(committed).toMatch(
      /<view id="star-solid" viewBox="[\d ]+"\/><g transform="[^"]+" fill="#000"><path d="M11\.525/,
    );
  });

  it(`strokes every shape at ${strokeWidth} units in opaque black, as a mask needs`, () => {
    expect(committed).toContain(`stroke="#000" stroke-width="${strokeWidth}"`);
    expect(committed).not.toMatch(/currentColor|class=/);
  });
});
