import { fields } from "@keystatic/core";
import { sitePath } from "../src/schemas/addresses.ts";
import { FieldProblem } from "./field-problem.tsx";

/**
 * An entry's "Former addresses", one per line, which keep themselves: when the web address name changes, the
 * address the entry had when it was opened is added at save, and its address now is dropped (renamed back, it is
 * a page again, not a redirect). Keystatic tells only asset fields the entry's name (its slug) as it loads and as
 * it saves, so this is one, with no file of its own; what it writes is a plain list of paths.
 */

type Value = { lines: string; openedAs: string | undefined };

const listOf = (lines: string) => [
  ...new Set(
    lines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];
/** The stored list, refused as zod refuses it when it is not a list of text. */
function strings(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error("Former addresses must be a list of addresses");
  }
  return value;
}

/** The first address of the list the site cannot use, in the words the build uses. */
function problemOf(lines: string): string | undefined {
  for (const address of listOf(lines)) {
    const checked = sitePath.safeParse(address);
    if (!checked.success) return `${address}: ${checked.error.issues[0]?.message ?? "not a path of this site"}`;
  }
  return undefined;
}

export function formerAddressesField({
  label,
  description,
  folder,
}: {
  label: string;
  description?: string;
  /** The entry's folder of addresses (`/blog`, "" for the site's root), or undefined where its name is no slug. */
  folder: string | undefined;
}) {
  const text = fields.text({
    label,
    description: `${description ?? ""} One address per line.`.trim(),
    multiline: true,
  });
  const addressOf = (slug: string | undefined) => (folder === undefined || !slug ? undefined : `${folder}/${slug}`);
  return {
    kind: "form" as const,
    formKind: "asset" as const,
    label,
    Input(props: { value: Value; onChange(value: Value): void; autoFocus: boolean; forceValidation: boolean }) {
      const problem = problemOf(props.value.lines);
      return (
        <div>
          {text.Input({
            ...props,
            value: props.value.lines,
            onChange: (lines: string) => {
              props.onChange({ ...props.value, lines });
            },
          })}
          {problem && <FieldProblem>{problem}</FieldProblem>}
        </div>
      );
    },
    defaultValue: (): Value => ({ lines: "", openedAs: undefined }),
    filename: () => undefined,
    parse(value: unknown, extra: { slug: string | undefined }): Value {
      return { lines: strings(value).join("\n"), openedAs: extra.slug };
    },
    validate(value: Value): Value {
      const problem = problemOf(value.lines);
      if (problem) throw new Error(problem);
      return value;
    },
    serialize(value: Value, extra: { slug: string | undefined }) {
      const before = addressOf(value.openedAs);
      const now = addressOf(extra.slug);
      const list = [...listOf(value.lines), ...(before && before !== now ? [before] : [])].filter(
        (address) => address !== now,
      );
      return { value: list.length ? [...new Set(list)] : undefined, asset: undefined };
    },
    reader: { parse: strings },
  };
}
