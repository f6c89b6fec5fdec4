import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { urlKey, type EditorMeta } from "../src/schemas/index.ts";
import { pictureField, type PictureFolder } from "./picture-field.tsx";
import { formerAddressesField } from "./former-addresses-field.tsx";

/**
 * Keystatic fields derived from the zod content schemas, so zod stays the one description of each entity: the
 * admin offers exactly the fields the build accepts, with the same lengths, patterns, choices and list sizes,
 * and the labels and help lines written beside each field in `src/schemas/`.
 */

type Field = {
  /** Labels from every wrapper (`.default()`, `.optional()`), the outermost winning. */
  meta: Partial<EditorMeta>;
  optional: boolean;
  defaultValue: unknown;
};

type SlugField = ReturnType<typeof fields.slug>;

type WebAddress = { regex: RegExp; message: string };
/**
 * Where the entry's pictures go (required when its schema has a picture field), and the folder of the entry's
 * address (`/blog`; "" for the site's root), which its former addresses keep themselves by.
 */
type Options = { pictures?: PictureFolder | undefined; addressFolder?: string | undefined };

/** The field named by `slugField` becomes Keystatic's name-and-slug pair: the slug is the file name and URL key. */
export function keystaticSchema<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  options?: Options,
): Record<keyof Shape & string, ComponentSchema>;
export function keystaticSchema<Shape extends z.ZodRawShape, Slug extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  options: Options & { slugField: Slug; webAddress: WebAddress },
): Record<Exclude<keyof Shape & string, Slug>, ComponentSchema> & Record<Slug, SlugField>;
export function keystaticSchema(
  schema: z.ZodObject,
  options: Options & { slugField?: string; webAddress?: WebAddress } = {},
): Record<string, ComponentSchema> {
  const { slugField, webAddress, pictures, addressFolder } = options;
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, value]) => [
      key,
      key === slugField
        ? slugFieldFor(value as z.ZodType, key, webAddress)
        : fieldFor(value as z.ZodType, key, pictures, addressFolder),
    ]),
  );
}

/** Label and help line; Keystatic's options must not hold `description: undefined`. */
function labels(field: Field, key: string) {
  const { title = key, description } = field.meta;
  return { label: title, ...(description === undefined ? {} : { description }) };
}

function fieldFor(
  schema: z.ZodType,
  key: string,
  pictures: PictureFolder | undefined,
  addressFolder?: string,
): ComponentSchema {
  const { inner, field } = unwrap(schema);
  const described = labels(field, key);
  if (field.meta.formerAddresses) return formerAddressesField({ ...described, folder: addressFolder });
  if (field.meta.image) {
    if (!pictures) throw new Error(`"${key}" is a picture; give keystaticSchema the folder its files go to.`);
    return pictureField({ ...described, folder: pictures });
  }
  if (inner instanceof z.ZodString) return fields.text({ ...described, ...textOptions(inner, field, described.label) });
  if (inner instanceof z.ZodNumber) {
    return fields.integer({
      ...described,
      ...(typeof field.defaultValue === "number" ? { defaultValue: field.defaultValue } : {}),
      validation: { isRequired: !field.optional, ...numberBounds(inner) },
    });
  }
  if (inner instanceof z.ZodBoolean)
    return fields.checkbox({ ...described, defaultValue: field.defaultValue === true });
  if (inner instanceof z.ZodDate) return fields.date({ ...described, validation: { isRequired: !field.optional } });
  if (inner instanceof z.ZodEnum) {
    const [first = "", ...rest] = inner.options.map(String);
    const names = field.meta.optionLabels ?? {};
    return fields.select({
      ...described,
      options: [first, ...rest].map((value) => ({ value, label: names[value] ?? value })),
      defaultValue: typeof field.defaultValue === "string" ? field.defaultValue : first,
    });
  }
  if (inner instanceof z.ZodObject) return fields.object(keystaticSchema(inner, { pictures }), described);
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const { meta } = unwrap(element).field;
    return fields.array(fieldFor(element, "item", pictures), {
      ...described,
      validation: { length: arrayBounds(inner) },
      // Each record is listed by its own name (a title, a person), or by the text itself for a list of words.
      itemLabel: (props) => {
        const preview = props as ItemPreview;
        const value = meta.itemLabel ? preview.fields?.[meta.itemLabel]?.value : preview.value;
        return (typeof value === "string" && value) || meta.title || "Item";
      },
    });
  }
  throw new Error(`No Keystatic field for "${key}" (zod type ${inner.type}); extend fields-from-zod.ts.`);
}

/** What Keystatic hands `itemLabel`: a form field's value, or an object's fields. */
type ItemPreview = { value?: unknown; fields?: Record<string, { value?: unknown }> };

function slugFieldFor(schema: z.ZodType, key: string, webAddress = slugPattern()): ComponentSchema {
  const { inner, field } = unwrap(schema);
  if (!(inner instanceof z.ZodString)) throw new Error(`The slug field "${key}" must be a string`);
  const described = labels(field, key);
  return fields.slug({
    name: { ...described, ...textOptions(inner, field, described.label) },
    slug: {
      label: "Web address name",
      validation: { pattern: webAddress },
      description:
        "The last part of the page's address, made from the name above when the entry is created. It stays the same when the name changes, so links keep working.",
    },
  });
}

/** New entries get a file name the site's URL keys accept (`urlKey`). */
function slugPattern() {
  const pattern = regexOf(urlKey);
  if (!pattern) throw new Error("urlKey has lost its pattern");
  return pattern;
}

function textOptions(schema: z.ZodString, field: Field, label: string) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = regexOf(schema) ?? (min > 0 && refusesBlank(schema, min) ? blankCheck(label) : undefined);
  return {
    multiline: field.meta.multiline ?? false,
    defaultValue: (field.defaultValue as string | undefined) ?? "",
    validation: {
      length: { min: field.optional ? 0 : min, ...(Number.isFinite(max) ? { max } : {}) },
      ...(pattern ? { pattern } : {}),
    },
  };
}

/** zod trims before it counts, so spaces alone fail there; Keystatic counts raw characters, so it needs a pattern. */
function blankCheck(label: string) {
  return { regex: /\S/, message: `${label} must not be only spaces` };
}

/**
 * What zod's public JSON Schema says of a schema: lengths, patterns, item counts, bounds and defaults. Parts JSON
 * Schema can't express (a picture, a transform) read as "anything", which only drops what the admin never asks.
 */
function described(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

/** A number JSON Schema states; `.int()` alone states the safe-integer range, which says nothing to an editor. */
const count = (value: unknown) =>
  typeof value === "number" && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

/** Values no site pattern accepts: one of them shows zod's own pattern, flags and message in the issue it raises. */
const PATTERN_PROBES = ["!", "", " ", "A", "a", "0"];

function regexOf(schema: z.ZodString) {
  const pattern = described(schema)["pattern"];
  if (typeof pattern !== "string") return undefined;
  for (const probe of PATTERN_PROBES) {
    if (new RegExp(pattern).test(probe)) continue;
    const issue = schema.safeParse(probe).error?.issues.find((found) => found.code === "invalid_format");
    if (issue?.code !== "invalid_format" || issue.format !== "regex" || !issue.pattern) continue;
    // zod writes the pattern as a literal, "/source/flags"; the flags (an `i`) matter to the admin too.
    const slash = issue.pattern.lastIndexOf("/");
    return { regex: new RegExp(issue.pattern.slice(1, slash), issue.pattern.slice(slash + 1)), message: issue.message };
  }
  throw new Error(`No probe shows the pattern ${pattern}; add a value it refuses to PATTERN_PROBES.`);
}

/** zod refuses a value of spaces alone that is long enough: it trims (or otherwise checks) before it counts. */
function refusesBlank(schema: z.ZodString, min: number) {
  return !schema.safeParse(" ".repeat(Math.max(min, 1))).success;
}

function numberBounds(schema: z.ZodNumber) {
  const json = described(schema);
  // Every number in the content is a whole number, so "> 0" is "at least 1".
  const above = count(json["exclusiveMinimum"]);
  const below = count(json["exclusiveMaximum"]);
  const min = count(json["minimum"]) ?? (above === undefined ? undefined : above + 1);
  const max = count(json["maximum"]) ?? (below === undefined ? undefined : below - 1);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

export function arrayBounds(schema: z.ZodArray) {
  const json = described(schema);
  const min = count(json["minItems"]);
  const max = count(json["maxItems"]);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Peels `.optional()` and `.default()` off a schema, keeping what they say about the field. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; field: Field } {
  const field: Field = { meta: {}, optional: false, defaultValue: undefined };
  let inner = schema;
  for (;;) {
    field.meta = { ...(z.globalRegistry.get(inner) as Partial<EditorMeta> | undefined), ...field.meta };
    if (inner instanceof z.ZodOptional) {
      field.optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      field.defaultValue ??= described(inner)["default"];
      inner = inner.unwrap() as z.ZodType;
    } else {
      return { inner, field };
    }
  }
}
