/**
 * Writes src/assets/icons.svg from the icon list in src/lib/icons.ts. Run after adding an icon there;
 * a unit test fails while the file and the list disagree.
 * Usage: npm run icons
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { iconSprite } from "./lib/icon-sprite.ts";

const file = join(import.meta.dirname, "..", "src", "assets", "icons.svg");
writeFileSync(file, iconSprite());
console.log(`Wrote ${file}`);
