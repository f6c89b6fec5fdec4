/**
 * Addresses an entry may not take. Each collection writes pages under its own folder (`/blog/{id}`,
 * `/industries/{id}`, legal pages at `/{id}`), beside the site's fixed pages, the listing pages under
 * the same folders, and the paths servers keep for themselves. An
 * entry whose file name (its URL key) lands on one of those would silently never be published, or
 * replace another page; the build stops instead (src/integrations/content-guard.ts), and the admin
 * refuses the name before saving (the same rule, as the slug field's pattern).
 */
import type { EntryCollection } from "./collections.ts";
import { URL_KEY_MESSAGE, URL_KEY_PATTERN } from "../../schemas/index.ts";

/** Every entry collection: each entry is a page of its own. */
export type GuardedCollection = EntryCollection;

/** Where each collection's pages live, as `folder/{id}` ("" for the site's root). */
export const collectionFolders: Record<GuardedCollection, string> = {
  blog: "/blog",
  caseStudies: "/success-stories",
  services: "/services",
  industries: "/industries",
  legal: "",
};

/** Addresses that are not content pages but belong to the site, the servers or the build. */
const taken: Record<string, string> = {
  "/": "the home page",
  "/index": "the home page",
  "/404": "the not-found page",
  "/410": "the page for addresses that are gone",
  "/about": "the About page",
  "/contact": "the Contact page",
  "/thank-you": "the page after the contact form",
  "/subscribed": "the page after a newsletter sign-up",
  "/blog": "the blog",
  "/services": "the services list",
  "/industries": "the industries list",
  "/portfolio": "the portfolio",
  "/success-stories": "the success stories list",
  "/api": "the lead service",
  "/keystatic": "the content admin",
  "/og": "the share images",
  "/_leads": "the lead service's private pages and data",
  "/blog/search": "the blog search",
  "/blog/category": "the blog's category pages",
  "/blog/page": "the blog's further pages",
  "/blog/index": "the blog",
  "/industries/404": "the industries' not-found page",
  "/industries/index": "the industries list",
  "/services/index": "the services list",
  "/success-stories/index": "the success stories list",
};

/** Folders whose every address the site or a server keeps for itself. */
const takenFolders = ["/api/", "/keystatic/", "/og/", "/_", "/blog/category/", "/blog/page/"];

/** What the site keeps at `path` for itself (a fixed page, a server's folder), or undefined. */
export function fixedAddressOwner(path: string): string | undefined {
  const folder = takenFolders.find((prefix) => path.startsWith(prefix));
  return taken[path] ?? (folder ? (taken[folder.replace(/\/$/, "")] ?? "the site's own addresses") : undefined);
}

/** Why `id` cannot be an entry of `collection`, or undefined when it can. */
export function takenAddress(collection: GuardedCollection, id: string): string | undefined {
  const path = `${collectionFolders[collection]}/${id}`;
  const owner = taken[path];
  return owner ? `${path} is the address of ${owner}` : undefined;
}

/** The URL keys `collection` may not use, for the admin's pattern. */
export function takenIds(collection: GuardedCollection): string[] {
  const folder = `${collectionFolders[collection]}/`;
  return Object.keys(taken)
    .filter((path) => path.startsWith(folder) && !path.slice(folder.length).includes("/"))
    .map((path) => path.slice(folder.length))
    .sort();
}

/**
 * The admin's rule for a new entry's web address name in `collection`: a URL key, and none of the names
 * taken there. The build's message for a taken name ends with the same sentence.
 */
export function webAddressRule(collection: GuardedCollection): { regex: RegExp; message: string } {
  const names = takenIds(collection);
  return {
    regex: new RegExp(`^(?!(?:${names.join("|")})$)${URL_KEY_PATTERN}$`),
    message: `${URL_KEY_MESSAGE} Other pages use these names: ${names.join(", ")}.`,
  };
}
