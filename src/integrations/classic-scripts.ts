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
                  const result = await build({
                    entryPoints: [id.slice(0, -suffix.length)],
                    bundle: true,
                    format: "iife",
                    minify: true,
                    write: false,
                    metafile: true,
                    target: "es2022",
                    legalComments: "none",
                  });
                  const code = result.outputFiles[0]?.text.trim() ?? "";
                  // Inlined in HTML, the text must not end its own element.
                  if (/<\/script/i.test(code)) throw new Error(`${id} contains "</script" and cannot be inlined`);
                  for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
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
