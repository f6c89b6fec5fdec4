import type { UserConfig } from "vite";

/** How Astro picks the packages it bundles, and its `prerender` environment, are its internals: pinned in admin/bundle-keystatic.test.ts. */
export const writtenFor = { astro: "7.3.5" } as const;

/**
 * Keystatic's Astro integration ships `.astro` routes that Vite must compile into the server code rather than
 * leave to Node at run time. Astro finds such packages among the dependencies in the root package.json; Keystatic
 * is the admin's own (admin/package.json, a workspace the site's deploy does not install), so the admin's
 * configurations name it for the environments Astro renders pages in (its `ssr` and `prerender`), through Vite's
 * per-environment `resolve.noExternal`.
 */
export const bundleKeystatic: UserConfig = {
  environments: Object.fromEntries(
    ["ssr", "prerender"].map((name) => [name, { resolve: { noExternal: ["@keystatic/astro"] } }]),
  ),
};
