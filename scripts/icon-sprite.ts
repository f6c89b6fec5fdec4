/**
 * Writes the icon sprites (src/assets/icons.svg and icons-light.svg) from the icon list in src/lib/pictures/icons.ts. Run
 * after adding an icon there; a unit test fails while the files and the list disagree.
 * Usage: npm run icons
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { iconSprite, sprites } from "./lib/icon-sprite.ts";

for (const [name, strokeWidth] of Object.entries(sprites)) {
  const file = join(import.meta.dirname, "..", "src", "assets", name);
  writeFileSync(file, iconSprite(strokeWidth));
  console.log(`Wrote ${file}`);
}
