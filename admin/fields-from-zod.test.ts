import type { ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { keystaticSchema } from "./fields-from-zod.ts";

/**
 * The admin's fields say what zod says, read through zod's public API only: each rule below is one the content
 * schemas rely on, checked through the field Keystatic runs when an editor saves.
 */

const EMAIL_MESSAGE = "Use an email address such as hello@example.com.";
const admin = keystaticSchema(
  z.object({
    email: z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, EMAIL_MESSAGE),
    name: z.string().trim().min(1).max(5).meta({ title: "Name" }),
    nickname: z.string().min(1),
    count: z.number().int().positive().max(9),
    tags: z.array(z.string()).min(1).max(3),
    note: z.string().default("Hello"),
  }),
);

/** What Keystatic says when an editor saves `value`, or undefined when it takes it. */
function refusal(field: ComponentSchema, value: unknown): string | undefined {
  if (field.kind !== "form") throw new Error("not a form field");
  try {
    field.validate(value, undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("fields from zod", () => {
  it("keeps a pattern's flags and its message", () => {
    expect(refusal(admin.email, "Pat@Example.COM")).toBeUndefined();
    expect(refusal(admin.email, "pat")).toBe(EMAIL_MESSAGE);
  });

  it("refuses spaces alone where zod trims before counting, and only there", () => {
    expect(refusal(admin.name, "   ")).toBe("Name must not be only spaces");
    expect(refusal(admin.nickname, "   ")).toBeUndefined();
    expect(refusal(admin.name, "Robin")).toBeUndefined();
    expect(refusal(admin.name, "Robinson")).toBeDefined();
  });

  it("turns a positive whole number's bounds into the admin's", () => {
    expect([0, 1, 9, 10].map((value) => refusal(admin.count, value) === undefined)).toEqual([false, true, true, false]);
  });

  it("keeps a list's item counts and a text's default", () => {
    expect(admin.tags.kind === "array" && admin.tags.validation?.length).toEqual({ min: 1, max: 3 });
    expect(admin.note.kind === "form" && admin.note.defaultValue()).toBe("Hello");
  });

  it("stops the admin's build when it cannot read a pattern, rather than dropping it", () => {
    expect(() => keystaticSchema(z.object({ code: z.string().regex(/^(?:!|A|a|0| )?$/) }))).toThrow(/PATTERN_PROBES/);
  });
});
