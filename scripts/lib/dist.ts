import { join } from "node:path";
import { builtRoutes } from "../../src/integrations/built-pages.ts";

/** The production build the scripts measure. */
export const dist = join(import.meta.dirname, "..", "..", "dist");

/** Every page route of dist/ (`/`, `/services`, ...). */
export function distRoutes(): string[] {
  return builtRoutes(dist);
}
