import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { IntentOptions } from "../lib/layout/hydrate-on-intent.ts";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates the island on the visitor's first use of it (src/lib/layout/hydrate-on-intent.ts). */
    "client:intent"?: IntentOptions | boolean;
  }
}

/** Registers `client:intent`, the directive the contact form, its toasts and the blog search load with. */
export function intentDirective(): AstroIntegration {
  return {
    name: "bighorn:intent-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("../lib/layout/hydrate-on-intent.ts", import.meta.url)),
        });
      },
    },
  };
}
