import { build } from "esbuild";
import type { AstroIntegration } from "astro";

const suffix = "?classic";

/**
 * `import code from "./file.ts?classic"` gives a page the browser module at that path bundled into one classic
 * script, minified, for the page to inline where it must run as the parser reaches it: a module script (what
 * Astro makes of `<script>`) waits for the whole document, which on a slow phone is after the first paint.
 */
export function classicScripts(): AstroIntegration {
  return {
    name: "bighorn:classic-scripts",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "bighorn:classic-scripts",
                async load(id) {
                  if (!id.endsWith(suffix)) return undefined;
                  const { code, inputs } = await classicScript(id.slice(0, -suffix.length));
                  for (const input of inputs) this.addWatchFile(input);
                  return `export default ${JSON.stringify(code)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}

/**
 * A browser module bundled into one minified classic script, to be inlined in a page; and the files it was made
 * from. Fails when the text would end its own element.
 */
export async function classicScript(entry: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    metafile: true,
    target: "es2022",
    legalComments: "none",
  });
  // An inline script is its own function already: the strict-mode prologue esbuild writes for a module's code
  // changes nothing the site's scripts do, and would cost every page that carries one.
  const code = (result.outputFiles[0]?.text.trim() ?? "").replace(/^"use strict";/, "");
  if (/<\/script/i.test(code)) throw new Error(`${entry} contains "</script" and cannot be inlined`);
  return { code, inputs: Object.keys(result.metafile.inputs) };
}
