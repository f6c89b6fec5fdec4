import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { lucideIcons } from "./lucide-icons.ts";
import { spriteIconNames, type SpriteIconName } from "../../src/lib/pictures/icons.ts";

/** Icons also drawn filled, under their name and `-solid` (the rating stars). */
export const solidIcons = ["star"] as const;

/** Where each icon sits: a 24-unit cell every 32 units, so no stroke reaches a neighbor. */
const PITCH = 32;
const COLUMNS = 8;

/**
 * One SVG file holding every icon drawn from lucide-react at its own 24-unit grid, each named by a `<view>`, so
 * `url(icons.svg#code)` is that icon alone. Pages draw an icon as a CSS mask in the current color
 * (`.icon` in design.css): one element and a few bytes of HTML per icon, one cached file for all of them, and
 * an image the first paint does not wait for. A mask keeps only the shapes' coverage, so the strokes are drawn
 * here, at `strokeWidth` units: 2 for icons at text size, lighter for the large ones on pictures.
 */
export function iconSprite(strokeWidth: number): string {
  const shapes = (name: SpriteIconName) =>
    renderToStaticMarkup(createElement(lucideIcons[name]))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "")
      .replaceAll('fill="currentColor"', 'fill="#000"')
      .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
  const drawings = [
    ...spriteIconNames.map((name) => ({ id: name, paint: "", name })),
    ...solidIcons.map((name) => ({ id: `${name}-solid`, paint: ' fill="#000"', name })),
  ];
  const names = drawings.map((d) => d.id);
  const cells = drawings.map(({ id, paint, name }, i) => {
    const [x, y] = [(i % COLUMNS) * PITCH, Math.floor(i / COLUMNS) * PITCH];
    return `<view id="${id}" viewBox="${x} ${y} 24 24"/><g transform="translate(${x} ${y})"${paint}>${shapes(name)}</g>`;
  });
  const [width, height] = [COLUMNS * PITCH, Math.ceil(names.length / COLUMNS) * PITCH];
  const paint = `fill="none" stroke="#000" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ${paint}>\n${cells.join("\n")}\n</svg>\n`;
}

/** The sprites the site ships: file name and stroke width. */
export const sprites = { "icons.svg": 2, "icons-light.svg": 1.25 } as const;
