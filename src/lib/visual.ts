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
  /** Unique per name; used to namespace SVG ids when several visuals share a page. */
  id: string;
  from: string;
  to: string;
  angle: number;
  pattern: VisualPattern;
};

/** Cool hues around the brand teal, so every picture belongs to the same family. */
const hues = [150, 165, 178, 190, 200, 212, 224, 236, 250, 264];

/**
 * The colours and pattern of an entity's code-made picture, derived from its
 * name. Lightness stays low enough that white icons on top keep strong contrast.
 */
export function visualRecipe(name: string): VisualRecipe {
  const hash = hashString(name);
  const hue = hues[hash % hues.length] ?? 178;
  const shift = 20 + ((hash >>> 9) % 40);
  return {
    id: `v${hash.toString(36)}`,
    from: `hsl(${hue} 55% 28%)`,
    to: `hsl(${(hue + shift) % 360} 60% 18%)`,
    angle: (hash >>> 3) % 180,
    pattern: visualPatterns[(hash >>> 17) % visualPatterns.length] ?? "dots",
  };
}
