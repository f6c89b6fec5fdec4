import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:media-idle"?: string;
  }
}

/** Registers the site's own hydration directives (see src/client-directives/). */
export function clientDirectives(): AstroIntegration {
  return {
    name: "bighorn:client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "media-idle", entrypoint: "./src/client-directives/media-idle.ts" });
      },
    },
  };
}
