import type { AddressSite, Moved } from "./address-rules.ts";
import { isRedirect, type RedirectRule } from "./rules.ts";

/**
 * The build's addresses as the Cloudflare Worker reads them (ADDRESS_LIST, in the private folder): its pages, its
 * moved and its gone addresses, in a JSON file, so the Worker answers what reaches it as every host does.
 */
export type AddressList = { pages: string[]; moved: [string, Moved][]; gone: string[] };

export function addressListText(pages: readonly string[], rules: readonly RedirectRule[]): string {
  const list: AddressList = {
    pages: [...pages],
    moved: rules
      .filter(isRedirect)
      .map((rule) => [rule.from, { to: rule.to, status: rule.status === 302 ? 302 : 301 }]),
    gone: rules.filter((rule) => rule.status === 410).map((rule) => rule.from),
  };
  return JSON.stringify(list);
}

const isPath = (value: unknown): value is string => typeof value === "string" && value.startsWith("/");

/** The list read back, or undefined where it is not one (the Worker then answers as if it held nothing). */
export function readAddressList(value: unknown): AddressSite | undefined {
  const list = value as Partial<AddressList> | null;
  if (!list || !Array.isArray(list.pages) || !Array.isArray(list.moved) || !Array.isArray(list.gone)) return undefined;
  if (!list.pages.every(isPath) || !list.gone.every(isPath)) return undefined;
  const moved = new Map<string, Moved>();
  for (const entry of list.moved as unknown[]) {
    const [from, to] = Array.isArray(entry) ? (entry as unknown[]) : [];
    const target = to as Partial<Moved> | undefined;
    if (!isPath(from) || typeof target?.to !== "string" || (target.status !== 301 && target.status !== 302))
      return undefined;
    moved.set(from, { to: target.to, status: target.status });
  }
  const pages = new Set(list.pages);
  return { isPage: (path) => pages.has(path), moved, gone: new Set(list.gone) };
}
