import hydrateOnIntent from "./hydrate-on-intent.ts";
import type { hydrate } from "./island-hydrator.ts";

/**
 * What wakes a built page's islands, in place of Astro's own island runtime (4.4 KB, about three times this with
 * the directive): src/integrations/island-loader.ts inlines this once before the page's end, where every island is
 * already parsed. Every island of the site hydrates on intent, so this knows that one way: it waits for the
 * visitor's first use (hydrate-on-intent.ts), then imports the island's file and Astro's React renderer together,
 * and hydrates it with what the island's file carries for that (island-hydrator.ts).
 */
for (const island of document.querySelectorAll<HTMLElement>("astro-island[ssr]")) {
  // Every island has those it reads: src/integrations/island-loader.ts fails the build otherwise.
  const read = (name: string) => island.getAttribute(name) as string;
  hydrateOnIntent(
    () =>
      Promise.all([import(read("component-url")), import(read("renderer-url"))]).then(
        ([module, renderer]: [{ hydrate: typeof hydrate }, Parameters<typeof hydrate>[2]]) =>
          module.hydrate(island, module, renderer),
      ),
    // The directive's options as Astro wrote them: `{ name, value }`, the value what the page gave `client:intent`.
    JSON.parse(read("opts")) as Parameters<typeof hydrateOnIntent>[1],
    island,
  );
}
