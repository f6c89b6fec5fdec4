import { withArticle } from "../text/grammar.ts";
import { iconWords, type IconName } from "./icons.ts";

/** FNV-1a: a small, stable string hash, so a name always draws the same picture. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const visualPatterns = ["dots", "grid", "diagonals", "rings", "waves"] as const;
export type VisualPattern = (typeof visualPatterns)[number];

export type VisualRecipe = {
  from: string;
  to: string;
  angle: number;
  pattern: VisualPattern;
};

/** Cool hues around the brand teal, so every picture belongs to the same family. */
const hues = [150, 165, 178, 190, 200, 212, 224, 236, 250, 264];

/**
 * The colors and pattern of an entity's code-made picture, derived from its
 * name. Lightness stays low enough that white icons on top keep strong contrast.
 */
export function visualRecipe(name: string): VisualRecipe {
  const hash = hashString(name);
  const hue = hues[hash % hues.length] ?? 178;
  const shift = 20 + ((hash >>> 9) % 40);
  return {
    from: `hsl(${hue} 55% 28%)`,
    to: `hsl(${(hue + shift) % 360} 60% 18%)`,
    angle: (hash >>> 3) % 180,
    pattern: visualPatterns[(hash >>> 17) % visualPatterns.length] ?? "dots",
  };
}

/**
 * The CSS background of a 16:9 visual whose gradient runs at `angle` degrees across the box's own
 * proportions (as an SVG gradient in bounding-box units would): on a wide box a 45-degree recipe runs
 * flatter than 45 degrees. CSS angles are drawn in pixels, so the direction and stop positions are
 * worked out here; the result is the same picture at any size.
 */
export function visualGradient({ from, to, angle }: Pick<VisualRecipe, "from" | "to" | "angle">): string {
  const [width, height] = [16, 9];
  const radians = (angle * Math.PI) / 180;
  // Color changes by (gx, gy) per pixel: one full from-to run per box width or height along each axis.
  const gx = Math.cos(radians) / width;
  const gy = Math.sin(radians) / height;
  const cssAngle = Math.atan2(gx, -gy);
  // CSS stretches its gradient line from corner to corner; place the stops where the colors end.
  const lineLength = Math.abs(width * Math.sin(cssAngle)) + Math.abs(height * Math.cos(cssAngle));
  const half = 50 / (Math.hypot(gx, gy) * lineLength);
  // Whole degrees and percents: on a 1,280 px picture, rounding moves a stop less than 7 px and the angle less
  // than half a degree, and each card's markup is shorter for it.
  const round = Math.round;
  return `linear-gradient(${round((cssAngle * 180) / Math.PI)}deg, ${from} ${round(50 - half)}%, ${to} ${round(50 + half)}%)`;
}

/**
 * What a drawn banner shows, in words, for its alt text: built from the entity's name and icon, so it still
 * says what is drawn after an editor picks another icon. "Abstract banner for Cloud Migration: a cloud upload
 * icon on a patterned gradient".
 */
export function drawingAlt(subject: string, icon: IconName): string {
  return `Abstract banner for ${subject}: ${withArticle(iconWords(icon))} icon on a patterned gradient`;
}
