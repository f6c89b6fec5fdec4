/**
 * What hydrates a built page's island, carried by the island's own file: every island component re-exports
 * `hydrate`, so the page's inline loader (src/lib/layout/island-loader.ts) holds only what must run before the
 * visitor's first use, and imports the island's file and Astro's React renderer together when it comes. It reads
 * the island's props as Astro wrote them, hydrates the component with them and marks the island hydrated as Astro
 * does (no `ssr`).
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

type Renderer = {
  default: (island: HTMLElement) => (component: unknown, props: unknown, slots: object, how: object) => unknown;
};

/** The step that hydrates `island` with its component (exported by `module`) through Astro's `renderer`. */
export function hydrate(island: HTMLElement, module: Record<string, unknown>, renderer: Renderer) {
  const read = (name: string) => island.getAttribute(name) ?? "";
  return async () => {
    await renderer.default(island)(
      module[read("component-export")],
      revive([0, JSON.parse(read("props"))]),
      {},
      { client: "intent" },
    );
    island.removeAttribute("ssr");
  };
}
