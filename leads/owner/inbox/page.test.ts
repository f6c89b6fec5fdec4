import { describe, expect, it } from "vitest";
import { channels } from "../../origin/channels.ts";
import { style } from "./page.ts";
import { directionOf } from "./visible-text.ts";

/** A color's relative luminance, as WCAG defines it, from `#rrggbb`. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** The custom properties a block of the owner's style sheet sets, as `#rrggbb`. */
const variables = (block: string): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const [, name = "", hex = ""] of block.matchAll(/--([\w-]+):#([0-9a-f]{6}|[0-9a-f]{3})\b/g)) {
    found[name] = `#${hex.length === 3 ? hex.replace(/./g, "$&$&") : hex}`;
  }
  return found;
};

describe("the channels' colors and patterns", () => {
  const [light = "", dark = ""] = style.split("@media (prefers-color-scheme:dark)");
  const themes = { light: variables(light), dark: variables(dark.slice(0, dark.indexOf("}}"))) };

  it.each(Object.entries(themes))("each stands 3:1 or more against the page, %s", (_theme, colors) => {
    for (const [index] of channels.entries()) {
      const color = colors[`ch${String(index)}`] ?? "";
      expect(contrast(color, colors["bg"] ?? ""), `${channels[index] ?? ""} ${color}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("each has a pattern of its own, so neighbors are told apart whatever their colors", () => {
    const patterns = channels.map((_channel, index) => {
      const rule = new RegExp(`\\.p${String(index)}\\{background:([^}]+)\\}`).exec(style)?.[1] ?? "";
      // The pattern without the color it is drawn in.
      return rule.replace(/var\(--ch\d\)/g, "C");
    });
    expect(patterns.every(Boolean)).toBe(true);
    expect(new Set(patterns).size).toBe(channels.length);
    // At most one channel is a plain color.
    expect(patterns.filter((pattern) => pattern === "C")).toHaveLength(1);
  });
});

describe("the direction of what a visitor wrote", () => {
  it.each([
    ["نحتاج إلى بوابة للمرضى.", "rtl"],
    ["We need a patient portal.", "ltr"],
    // Mostly English, starting with an Arabic greeting: the browser's dir="auto" would read it right to left.
    ["سلام, we need one scheduling system for nine clinics.", "ltr"],
    ["Shalom: שלום עליכם וברוכים הבאים", "rtl"],
    ["+1 (307) 555-0142", undefined],
    ["", undefined],
    // A tie goes to the first letter.
    ["ab سل", "ltr"],
    ["سل ab", "rtl"],
  ] as const)("%s: %s", (text, direction) => {
    expect(directionOf(text)).toBe(direction);
  });
});
