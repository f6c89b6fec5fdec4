import hydrateOnIntent, { ISLAND_READY } from "./hydrate-on-intent.ts";

/**
 * What wakes a built page's islands, in place of Astro's own island runtime (4.4 KB, about three times this with
 * the directive): src/integrations/island-loader.ts inlines this once before the page's end, where every island is
 * already parsed. Every island of the site hydrates on intent, so this knows that one way: it reads the island's
 * attributes as Astro wrote them, and when the visitor first means to use it (hydrate-on-intent.ts), imports its
 * component and Astro's React renderer, hydrates it with its props, and marks it hydrated as Astro does (no `ssr`).
 */

/**
 * A prop as Astro writes it: `[0, value]` (an object's values written the same way), `[1, [items]]` or
 * `[3, "an ISO date"]`.
 */
type Written = [number, unknown];
const revive = ([type, value]: Written): unknown =>
  type === 1
    ? (value as Written[]).map(revive)
    : type === 3
      ? new Date(value as string)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, revive(item as Written)]))
        : value;

type Renderer = (island: HTMLElement) => (component: unknown, props: unknown, slots: object, how: object) => unknown;

for (const island of document.querySelectorAll<HTMLElement>("astro-island[ssr]")) {
  const read = (name: string) => island.getAttribute(name) ?? "";
  const load = () =>
    Promise.all([import(read("component-url")), import(read("renderer-url"))]).then(
      ([module, renderer]: [Record<string, unknown>, { default: Renderer }]) =>
        async () => {
          await renderer.default(island)(
            module[read("component-export")],
            revive([0, JSON.parse(read("props"))]),
            {},
            {
              client: "intent",
            },
          );
          island.removeAttribute("ssr");
        },
      // A file that will not load (the network dropped, a deploy replaced it): the island stays as the page drew it,
      // and a send held for it goes as the browser sends it, checked by the service.
      () => () => {
        for (const form of island.querySelectorAll("form")) form.noValidate = false;
        island.dispatchEvent(new Event(ISLAND_READY));
        return Promise.resolve();
      },
    );
  // The directive's options as Astro wrote them: `{ name, value }`, the value what the page gave `client:intent`.
  hydrateOnIntent(load, JSON.parse(read("opts")) as Parameters<typeof hydrateOnIntent>[1], island);
}
