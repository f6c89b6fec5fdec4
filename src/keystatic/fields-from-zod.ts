import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { urlKey, type EditorMeta } from "../lib/content-schemas";
import { pictureField, type PictureFolder } from "./picture-field";

/**
 * Keystatic fields derived from the zod content schemas, so zod stays the one description of each entity: the
 * admin offers exactly the fields the build accepts, with the same lengths, patterns, choices and list sizes,
 * and the labels and help lines written beside each field in `lib/content-schemas.ts`.
 */

type Field = {
  /** Labels from every wrapper (`.default()`, `.optional()`), the outermost winning. */
  meta: Partial<EditorMeta>;
  optional: boolean;
  defaultValue: unknown;
};

type SlugField = ReturnType<typeof fields.slug>;

type WebAddress = { regex: RegExp; message: string };
/** Where the entry's pictures go; required when its schema has a picture field. */
type Options = { pictures?: PictureFolder | undefined };

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
  const { slugField, webAddress, pictures } = options;
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, value]) => [
      key,
      key === slugField
        ? slugFieldFor(value as z.ZodType, key, webAddress)
        : fieldFor(value as z.ZodType, key, pictures),
    ]),
  );
}

/** Label and help line; Keystatic's options must not hold `description: undefined`. */
function labels(field: Field, key: string) {
  const { title = key, description } = field.meta;
  return { label: title, ...(description === undefined ? {} : { description }) };
}

function fieldFor(schema: z.ZodType, key: string, pictures: PictureFolder | undefined): ComponentSchema {
  const { inner, field } = unwrap(schema);
  const described = labels(field, key);
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
  throw new Error(`No Keystatic field for "${key}" (zod type ${inner._zod.def.type}); extend fields-from-zod.ts.`);
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
  const pattern = regexOf(schema) ?? (trims(schema) && min > 0 ? blankCheck(label) : undefined);
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

function regexOf(schema: z.ZodString) {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; pattern?: RegExp; error?: (issue: unknown) => unknown };
    if (def.check === "string_format" && def.pattern) {
      const message = def.error?.({});
      return { regex: def.pattern, ...(typeof message === "string" ? { message } : {}) };
    }
  }
  return undefined;
}

function trims(schema: z.ZodString) {
  return (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === "overwrite");
}

function numberBounds(schema: z.ZodNumber) {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: number; inclusive?: boolean };
    // Every number in the content is a whole number, so "> 0" is "at least 1".
    if (def.check === "greater_than" && def.value !== undefined) bounds.min = def.value + (def.inclusive ? 0 : 1);
    if (def.check === "less_than" && def.value !== undefined) bounds.max = def.value - (def.inclusive ? 0 : 1);
  }
  return bounds;
}

export function arrayBounds(schema: z.ZodArray) {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === "min_length" && def.minimum !== undefined) bounds.min = def.minimum;
    if (def.check === "max_length" && def.maximum !== undefined) bounds.max = def.maximum;
    if (def.check === "length_equals" && def.length !== undefined) bounds.min = bounds.max = def.length;
  }
  return bounds;
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
      field.defaultValue ??= inner._zod.def.defaultValue;
      inner = inner.unwrap() as z.ZodType;
    } else {
      return { inner, field };
    }
  }
}
