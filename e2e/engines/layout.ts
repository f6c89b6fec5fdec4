import sharp from "sharp";
import type { EnginePage } from "./engine-page.ts";

/** A page's layout as the cross-engine picture check compares it. */
export type Layout = {
  /**
   * Every heading in the page, by its text: how many lines it takes, and its slack, the room left beside its
   * fullest line (px): a line that fills its box to within a pixel may fit in one engine and not in the next.
   */
  lines: Record<string, { count: number; slack: number }>;
  /** The boxes that place everything else, by name: the header, the h1, and the main's first block. */
  boxes: Record<string, { x: number; y: number; width: number; height: number }>;
};

/**
 * Reads the layout where the page is: the lines each heading breaks into (its text's boxes, by line), and
 * the boxes of the elements that set where the rest goes. At the top of the page, so a sticky header is where it
 * starts.
 */
export function measureLayout(page: EnginePage): Promise<Layout> {
  return page.run(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const lines: Record<string, { count: number; slack: number }> = {};
    for (const heading of document.querySelectorAll("h1, h2, h3")) {
      if (!heading.getClientRects().length) continue;
      const range = document.createRange();
      range.selectNodeContents(heading);
      // A line's pieces (text, a link, an inline tag) share its bottom, to within a few pixels.
      const widths = new Map<number, number>();
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const line = [...widths.keys()].find((bottom) => Math.abs(bottom - rect.bottom) <= 4) ?? rect.bottom;
        widths.set(line, (widths.get(line) ?? 0) + rect.width);
      }
      const style = getComputedStyle(heading);
      const room = heading.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = heading.textContent.trim().replace(/\s+/g, " ").slice(0, 60);
      lines[text] = { count: widths.size, slack: room - Math.max(0, ...widths.values()) };
    }
    const boxes: Layout["boxes"] = {};
    const named = { header: "body > header", h1: "h1", "main's first block": "main > :first-child" };
    for (const [name, selector] of Object.entries(named)) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box) boxes[name] = { x: box.x, y: box.y, width: box.width, height: box.height };
    }
    return { lines, boxes };
  });
}

/**
 * Where two layouts differ: a heading broken into other lines (unless one engine's fullest line is within
 * `tolerance` px of its box), a box more than `tolerance` px elsewhere.
 */
export function layoutDifferences(engine: Layout, reference: Layout, tolerance: number): string[] {
  const differences: string[] = [];
  for (const [heading, lines] of Object.entries(reference.lines)) {
    const seen = engine.lines[heading];
    if (seen?.count === lines.count) continue;
    // A break decided by less than the tolerance is the engines' rounding, not a layout that differs.
    if (seen && Math.min(seen.slack, lines.slack) <= tolerance) continue;
    differences.push(`“${heading}” takes ${seen?.count ?? "no"} lines, not ${lines.count}`);
  }
  for (const [name, box] of Object.entries(reference.boxes)) {
    const seen = engine.boxes[name];
    if (!seen) {
      differences.push(`${name} is missing`);
      continue;
    }
    for (const side of ["x", "y", "width", "height"] as const) {
      const off = Math.abs(seen[side] - box[side]);
      if (off > tolerance)
        differences.push(`${name}'s ${side} is ${seen[side].toFixed(1)} px, not ${box[side].toFixed(1)}`);
    }
  }
  return differences;
}

/**
 * The box of what is drawn in a picture of one element: the pixels that differ from its corner (the background
 * behind the drawing), as width and height in pixels.
 */
export async function inkSize(png: Buffer): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => (y * info.width + x) * info.channels;
  const background = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = at(x, y);
      const differs = background.some((channel, c) => Math.abs((data[i + c] ?? 0) - channel) > 48);
      if (!differs) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? { width: 0, height: 0 } : { width: right - left + 1, height: bottom - top + 1 };
}
