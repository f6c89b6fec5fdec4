import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { spriteIcons } from "../../src/lib/icons.ts";

/**
 * One SVG file holding every icon as a <symbol>, drawn from lucide-react at its own 24-unit grid. Pages
 * refer to a symbol by name instead of inlining its paths, so an icon repeated on a page (or across pages)
 * costs a few bytes of HTML and one cached file. Stroke and fill come from the page's CSS (`.icon`), so a
 * symbol carries only its shapes.
 */
export function iconSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, component]) => {
    const shapes = renderToStaticMarkup(createElement(component))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
