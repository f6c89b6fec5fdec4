import { join } from "node:path";
import { builtRoutes as routesOf } from "../src/integrations/built-pages.ts";

/** Every page route of the build the browser tests run against (dist/). */
export function builtRoutes(): string[] {
  return routesOf(join(import.meta.dirname, "..", "dist"));
}
