import { load } from "js-yaml";
import { collectionFile, collectionFiles, entryFolder, type EntryCollection } from "../content/collections.ts";
import { collectionFolders } from "../content/route-guard.ts";
import { redirectsFileSchema, sitePath, type Redirect } from "../../schemas/index.ts";
import type { AddressOwner, SiteAddresses } from "./settle.ts";

/**
 * The addresses the content gives the site, read from the files an editor changes: each entry's page and former
 * addresses, and the Redirects list. It reads through `files` (project-relative paths), so the build reads the
 * working copy and the admin's save the content as it would be after the save.
 */
export type ContentFiles = {
  /** The file names in a folder, or [] when it does not exist. */
  list(folder: string): string[];
  /** A file's text, or undefined when it does not exist. */
  read(path: string): string | undefined;
};

export const REDIRECTS_FILE = "src/content/redirects.json";

/** How an editor knows each collection's entries, and the field that names one. */
const kinds: Record<EntryCollection | "portfolio", { noun: string; nameField: string }> = {
  blog: { noun: "the post", nameField: "title" },
  caseStudies: { noun: "the success story", nameField: "title" },
  services: { noun: "the service", nameField: "title" },
  industries: { noun: "the industry page", nameField: "name" },
  legal: { noun: "the page", nameField: "title" },
  portfolio: { noun: "the portfolio project", nameField: "title" },
};

type Data = Record<string, unknown>;
const frontMatter = (text: string): Data => {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return (block ? load(block) : {}) as Data;
};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
/** A post's date as the day it goes live (YAML reads `2026-12-05` as a Date, a quoted one as text). */
const dayOf = (value: unknown): string | undefined =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? value.slice(0, 10)
      : undefined;
const named = (noun: string, value: unknown, fallback: string) =>
  `${noun} "${typeof value === "string" && value ? value : fallback}"`;

/** Each address's own shape, before the site's rules across files (settle.ts): zod's words, with file and field. */
function shapeProblems(site: SiteAddresses, redirectsData: unknown): string[] {
  const problems = site.owners.flatMap((owner) =>
    owner.formerAddresses.flatMap((address) => {
      const checked = sitePath.safeParse(address);
      return checked.success ? [] : [`${owner.file}, ${owner.field}: ${address}: ${checked.error.issues[0]?.message}`];
    }),
  );
  const checked = redirectsFileSchema.safeParse(redirectsData);
  for (const issue of checked.error?.issues ?? []) {
    const [, index, key] = issue.path;
    const item = typeof index === "number" ? site.redirects[index]?.from || `redirect ${index + 1}` : "";
    const field = key === "from" ? "Address" : key === "to" ? "Goes to" : key === "kind" ? "What happens" : "";
    problems.push(
      `${site.redirectsFile}, Redirects${item ? ` › ${item}` : ""}${field ? ` › ${field}` : ""}: ${issue.message}`,
    );
  }
  return problems;
}

/** The content's addresses, and what is wrong with the shape of any of them. */
export function contentAddresses(files: ContentFiles): { site: SiteAddresses; problems: string[] } {
  const owners: AddressOwner[] = [];
  for (const collection of Object.keys(collectionFolders) as EntryCollection[]) {
    const { extension } = collectionFiles[collection];
    const { noun, nameField } = kinds[collection];
    for (const fileName of files.list(entryFolder(collection)).filter((name) => name.endsWith(extension))) {
      const id = fileName.slice(0, -extension.length);
      const file = `${entryFolder(collection)}/${fileName}`;
      const text = files.read(file) ?? "";
      const data = extension === ".md" ? frontMatter(text) : (JSON.parse(text) as Data);
      owners.push({
        address: `${collectionFolders[collection]}/${id}`,
        file,
        name: named(noun, data[nameField], id),
        field: "Former addresses",
        formerAddresses: strings(data["formerAddresses"]),
        liveFrom: collection === "blog" ? dayOf(data["date"]) : undefined,
      });
    }
  }
  const portfolioFile = collectionFile("portfolio");
  const projects = (JSON.parse(files.read(portfolioFile) ?? '{"items":[]}') as { items?: Data[] }).items ?? [];
  for (const project of projects) {
    const name = named(kinds.portfolio.noun, project[kinds.portfolio.nameField], String(project["id"]));
    owners.push({
      address: `/portfolio/${String(project["id"])}`,
      file: portfolioFile,
      name,
      field: `Projects › ${name.replace(`${kinds.portfolio.noun} `, "")} › Former addresses`,
      formerAddresses: strings(project["formerAddresses"]),
    });
  }
  const listed = files.read(REDIRECTS_FILE);
  const data = listed ? (JSON.parse(listed) as { redirects?: Partial<Redirect>[] }) : { redirects: [] };
  const site: SiteAddresses = {
    owners,
    redirects: (data.redirects ?? []).map(({ from = "", kind = "permanent", to = "" }) => ({ from, kind, to })),
    redirectsFile: REDIRECTS_FILE,
  };
  return { site, problems: shapeProblems(site, data) };
}
