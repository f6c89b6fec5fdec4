import type { UserConfig } from "vite";

/**
 * How Astro picks the packages it bundles, and its `prerender` environment, are its internals. What guards this
 * is the admin's build and its pages in a browser (e2e/admin-deploy.spec.ts, e2e/admin.spec.ts): an Astro that
 * handles either differently fails them.
 */
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
