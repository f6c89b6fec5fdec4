import Markdoc from "@markdoc/markdoc";
import type { ComponentSchema } from "@keystatic/core";
import { dump, load } from "js-yaml";

/**
 * Keystatic's fields' own `parse` and `serialize` are not its documented API. What guards this is
 * admin/content-files.test.ts: every content file must read back as the bytes these give, so a Keystatic that
 * writes otherwise (or whose fields changed shape) fails it, and the admin's saves in a browser
 * (e2e/admin.spec.ts) check the same against Keystatic itself.
 */

/**
 * The bytes Keystatic writes when an editor saves an entry, worked out with Keystatic's own fields: each value
 * goes through its field's `parse` and `serialize`, empty values are left out, JSON is indented by two spaces
 * and front matter is dumped by js-yaml, as `serializeEntryToFiles` in `@keystatic/core` does. Markdown bodies
 * go through Markdoc's formatter, which the admin's editor ends with. Comparing a file with this shows whether
 * saving it untouched in the admin would change it.
 */

type EntryFormat = { data: "json" } | { data: "yaml"; contentField: string };
type Schema = Record<string, ComponentSchema>;

export function savedEntryText(schema: Schema, fileText: string, format: EntryFormat, slugField?: string): string {
  if (format.data === "json") {
    return `${JSON.stringify(serialized(schema, JSON.parse(fileText), slugField), null, 2)}\n`;
  }
  const { frontMatter, body } = splitFrontMatter(fileText);
  const data = serialized(withoutKey(schema, format.contentField), load(frontMatter), slugField);
  return `---\n${dump(data)}---\n${formattedMarkdown(body)}`;
}

function formattedMarkdown(body: string): string {
  return Markdoc.format(Markdoc.parse(body));
}

export function splitFrontMatter(fileText: string): { frontMatter: string; body: string } {
  const [, frontMatter, body] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(fileText) ?? [];
  if (frontMatter === undefined || body === undefined) throw new Error("Expected front matter between --- lines");
  return { frontMatter, body };
}

function serialized(schema: Schema, data: unknown, slugField?: string): unknown {
  const record = asRecord(data);
  return withoutUndefined(
    Object.fromEntries(
      Object.entries(schema).map(([key, field]) => {
        if (key !== slugField) return [key, serializedValue(field, record[key])];
        // The slug is the file name; only the name (the title) is stored in the file.
        const name = parseForm(field as FormField, record[key], { slug: "entry" }) as { name: string };
        return [key, name.name];
      }),
    ),
  );
}

function serializedValue(field: ComponentSchema, raw: unknown): unknown {
  switch (field.kind) {
    case "form":
      // A picture's file is written by the admin beside the entry; its stored path stays as it is.
      if ("formKind" in field && field.formKind === "asset") return raw;
      return (field as FormField).serialize(parseForm(field as FormField, raw)).value;
    case "object":
      return serialized(field.fields, raw);
    case "array":
      return ((raw ?? []) as unknown[]).map((item) => serializedValue(field.element, item) ?? null);
    default:
      throw new Error(`Keystatic field kind "${field.kind}" is not used by the content schemas`);
  }
}

/** The part of a Keystatic form field (text, number, date, choice, slug) that reads and writes a stored value. */
type FormField = {
  parse(value: unknown, args?: { slug: string }): unknown;
  validate(value: unknown): unknown;
  serialize(value: unknown): { value: unknown };
};

function parseForm(field: FormField, raw: unknown, args?: { slug: string }): unknown {
  const value = field.parse(raw, args);
  field.validate(value);
  return value;
}

function withoutKey(schema: Schema, key: string): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([name]) => name !== key));
}

function withoutUndefined(record: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function asRecord(data: unknown): Record<string, unknown> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("Expected an object");
  return data as Record<string, unknown>;
}
