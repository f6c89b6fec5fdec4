import { LEDGER_FILE } from "../src/lib/addresses/ledger.ts";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { z } from "astro/zod";
import { dump, load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import config, { contentSchemas } from "../keystatic.config.ts";
import { savedEntryText, splitFrontMatter } from "./entry-file.ts";
import { arrayBounds, keystaticSchema, unwrap } from "./fields-from-zod.ts";

const unwrapped = (schema: z.ZodType) => unwrap(schema).inner;

/**
 * The admin and the build must agree on every content file: Keystatic reads each one, zod accepts what
 * Keystatic reads, both refuse the same broken values, both know the same fields, and saving an untouched entry
 * writes the file back byte for byte.
 */

type Name = keyof typeof contentSchemas;
/** A collection folder or a singleton file, as the admin stores it. */
type Store = { name: Name; path: string; schema: Record<string, ComponentSchema>; slugField?: string };
type Entry = { store: Store; file: string; slug?: string };

const stored = (name: string, { path = "", schema }: { path?: string; schema: Record<string, ComponentSchema> }) => ({
  name: name as Name,
  path,
  schema,
});
const collections: Store[] = Object.entries(config.collections).map(([name, collection]) => ({
  ...stored(name, collection),
  slugField: collection.slugField,
}));
const singletons: Store[] = Object.entries(config.singletons).map(([name, singleton]) => stored(name, singleton));

const all: Entry[] = [
  ...collections.flatMap((store) =>
    entryFiles(readdirSync(store.path.replace("/*", ""))).map((fileName) => ({
      store,
      file: store.path.replace("*", fileName),
      slug: fileName.replace(/\.(json|md)$/, ""),
    })),
  ),
  ...singletons.map((store) => ({ store, file: `${store.path}.json` })),
];
/** Entry files: pictures live in folders beside them, and are checked by the build (src/integrations/content-guard.ts). */
function entryFiles(names: string[]) {
  return names.filter((name) => /\.(json|md)$/.test(name));
}
const cases = (entries: Entry[]) => entries.map((entry) => [entry.file, entry] as const);

const isMarkdown = (entry: Entry) => entry.file.endsWith(".md");
/** The admin's fields for the entry's data: a Markdown body is stored below the front matter, not in it. */
const dataFields = (store: Store) =>
  Object.fromEntries(Object.entries(store.schema).filter(([key]) => key !== "content"));

/** The entry's data as the build reads it: JSON, or YAML front matter. */
function dataOf(entry: Entry, text = readFileSync(entry.file, "utf8")): Record<string, unknown> {
  return (isMarkdown(entry) ? load(splitFrontMatter(text).frontMatter) : JSON.parse(text)) as Record<string, unknown>;
}

function fileWith(entry: Entry, data: unknown): string {
  if (!isMarkdown(entry)) return JSON.stringify(data, null, 2);
  return `---\n${dump(data)}---\n${splitFrontMatter(readFileSync(entry.file, "utf8")).body}`;
}

async function readWithKeystatic(root: string, entry: Entry): Promise<unknown> {
  const reader = createReader(root, config);
  const singletonReaders: Partial<Record<string, { read(): Promise<unknown> }>> = reader.singletons;
  const collectionReaders: Partial<Record<string, { read(slug: string): Promise<unknown> }>> = reader.collections;
  const read =
    entry.slug === undefined
      ? singletonReaders[entry.store.name]?.read()
      : collectionReaders[entry.store.name]?.read(entry.slug);
  if (!read) throw new Error(`Keystatic has no reader for ${entry.store.name}`);
  return read;
}

describe("every content file, through Keystatic", () => {
  it("covers every file the build loads", () => {
    // Every file in the content folder is an entry the admin edits; counted from the folder, since editors add them.
    const files = readdirSync("src/content", { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile() && entryFiles([item.name]).length > 0)
      .map((item) => join(item.parentPath, item.name))
      // The ledger of published addresses is the build's, never an editor's (src/lib/addresses/ledger.ts).
      .filter((file) => file !== LEDGER_FILE);
    expect(all.map((entry) => entry.file).sort()).toEqual(files.sort());
    expect(new Set(all.map((entry) => entry.store.name))).toEqual(new Set(Object.keys(contentSchemas)));
  });

  it.each(cases(all))("%s is read by Keystatic and accepted by zod", async (_, entry) => {
    await expect(readWithKeystatic(process.cwd(), entry)).resolves.not.toBeNull();
    expect(contentSchemas[entry.store.name].safeParse(dataOf(entry)).error).toBeUndefined();
  });

  it.each(cases(all))("%s is unchanged by saving it untouched", (_, entry) => {
    const text = readFileSync(entry.file, "utf8");
    const format = isMarkdown(entry)
      ? ({ data: "yaml", contentField: "content" } as const)
      : ({ data: "json" } as const);
    expect(savedEntryText(entry.store.schema, text, format, entry.store.slugField)).toBe(text);
  });
});

describe("one schema", () => {
  it.each([...collections, ...singletons].map((store) => [store.name, store] as const))(
    "%s: the admin has exactly zod's fields, each with a label",
    (name, store) => {
      expect(keystaticPaths(dataFields(store))).toEqual(fieldPaths(contentSchemas[name]));
      expect(unlabeled(dataFields(store))).toEqual([]);
    },
  );

  it("tells a field missing from the admin apart", () => {
    const withoutSubtitle = contentSchemas.services.omit({ subtitle: true });
    expect(
      keystaticPaths(keystaticSchema(withoutSubtitle, { pictures: { directory: "x", publicPath: "./" } })),
    ).not.toEqual(fieldPaths(contentSchemas.services));
  });

  it.each(cases(all))("%s has no field the admin would drop on save", (_, entry) => {
    const known = new Set(fieldPaths(contentSchemas[entry.store.name]));
    expect(dataPaths(dataOf(entry)).filter((path) => !known.has(path))).toEqual([]);
  });
});

describe("zod and Keystatic refuse the same broken values", () => {
  const root = mkdtempSync(join(tmpdir(), "bighorn-content-"));
  cpSync("src/content", join(root, "src/content"), { recursive: true });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  // The first entry of each collection and every singleton, broken one field at a time.
  const samples = [...collections, ...singletons].flatMap((store) => all.find((entry) => entry.store === store) ?? []);
  const broken = samples.flatMap((entry) =>
    violations(contentSchemas[entry.store.name], dataOf(entry)).map(
      (v) => [`${entry.store.name}: ${v.path} = ${JSON.stringify(v.value)}`, entry, v] as const,
    ),
  );

  it("breaks every field at least once", () => {
    expect(samples).toHaveLength(Object.keys(contentSchemas).length);
    for (const entry of samples) {
      const schema = contentSchemas[entry.store.name];
      const paths = new Set(violations(schema, dataOf(entry)).map((v) => v.path.replace(/\.\d+/g, "")));
      expect([...paths].sort()).toEqual(fieldPaths(schema).sort());
    }
  });

  it.each(broken)("%s", async (_, entry, violation) => {
    const data = structuredClone(dataOf(entry));
    setAt(data, violation.path, violation.value);
    expect(contentSchemas[entry.store.name].safeParse(data).success, "zod accepts it").toBe(false);
    const file = join(root, entry.file);
    const original = readFileSync(file, "utf8");
    writeFileSync(file, fileWith(entry, data));
    try {
      await expect(readWithKeystatic(root, entry)).rejects.toThrow();
    } finally {
      writeFileSync(file, original);
    }
  });
});

type Violation = { path: string; value: unknown };

/** Values zod refuses for each field of `schema`, following the shape of `data` (its first list item). */
function violations(schema: z.ZodType, data: unknown, path = ""): Violation[] {
  const { inner, field } = unwrap(schema);
  const at = (value: unknown) => ({ path, value });
  // A picture's path is the admin's to write; both refuse anything but text, and the build refuses a missing file.
  if (field.meta.image) return [at(42)];
  if (inner instanceof z.ZodObject) {
    return [
      ...(path ? [at("not a group of fields")] : []),
      ...Object.entries(inner.shape).flatMap(([key, field]) =>
        violations(field as z.ZodType, (data as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
      ),
    ];
  }
  if (inner instanceof z.ZodArray) {
    const list = (data ?? []) as unknown[];
    const out: Violation[] = [at("not a list")];
    const { min = 0, max } = arrayBounds(inner);
    if (min > 0) out.push(at(list.slice(0, min - 1)));
    if (max !== undefined && list.length > 0)
      out.push(at([...list, ...Array.from({ length: max + 1 - list.length }, () => list[0])]));
    return list.length > 0 ? [...out, ...violations(inner.element as z.ZodType, list[0], `${path}.0`)] : out;
  }
  if (inner instanceof z.ZodString) {
    const out = [at(42)];
    if ((inner.minLength ?? 0) > 0) out.push(at(""), at("   "));
    if (inner.maxLength !== null) out.push(at("x".repeat(inner.maxLength + 1)));
    // Breaks every pattern: spaces and capitals (addresses, keys), no @ (email), an unknown {blank} (sentences).
    if (inner.format === "regex") out.push(at("Not Valid At All! {nothing}"));
    return out;
  }
  if (inner instanceof z.ZodNumber) return [at("seven"), at(1.5), ...(inner.minValue === 0 ? [at(0)] : [])];
  if (inner instanceof z.ZodBoolean) return [at("yes")];
  if (inner instanceof z.ZodDate) return [at("next Tuesday")];
  if (inner instanceof z.ZodEnum) return [at("not-an-option")];
  throw new Error(`No violations for ${path}`);
}

/** Dotted paths of every field, in schema order; a list's fields are written as its element's. */
function fieldPaths(schema: z.ZodType, path = ""): string[] {
  let inner = unwrapped(schema);
  while (inner instanceof z.ZodArray) inner = unwrapped(inner.element as z.ZodType);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([key, field]) => {
    const here = path ? `${path}.${key}` : key;
    return [here, ...fieldPaths(field as z.ZodType, here)];
  });
}

function keystaticPaths(fields: Record<string, ComponentSchema>, path = ""): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const here = path ? `${path}.${key}` : key;
    let element: ComponentSchema = field;
    while (element.kind === "array") element = element.element;
    return [here, ...(element.kind === "object" ? keystaticPaths(element.fields, here) : [])];
  });
}

function dataPaths(data: unknown, path = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => dataPaths(item, path));
  if (typeof data !== "object" || data === null || data instanceof Date) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const here = path ? `${path}.${key}` : key;
    return [here, ...dataPaths(value, here)];
  });
}

/** Fields still labeled with their key: the generator found no label written for them in the zod schema. */
function unlabeled(fields: Record<string, ComponentSchema>, path = ""): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const here = path ? `${path}.${key}` : key;
    let inner: ComponentSchema = field;
    const own = "label" in inner && inner.label === key ? [here] : [];
    while (inner.kind === "array") inner = inner.element;
    return [...own, ...(inner.kind === "object" ? unlabeled(inner.fields, here) : [])];
  });
}

function setAt(data: unknown, path: string, value: unknown) {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let node = data as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}
