/**
 * The lead service's problem pages are rendered by the build in the site's look (src/views/lead-problem-page.tsx)
 * with blanks, and filled by the service per request. The blanks are a small template language of their own,
 * read token by token (never by matching HTML), so the page's markup is the components' alone:
 *
 * - `{{name}}`: the value, escaped for text or an attribute;
 * - `{{?name}}…{{/name}}`: what is between, when the value is given (not empty);
 * - `{{!name}}…{{/name}}`: what is between, when it is not (the page's standard wording);
 * - `{{*name}}…{{.}}…{{/name}}`: what is between once per item of a list, `{{.}}` being the item.
 */
export type ProblemFill = {
  /** Replaces the page's standard explanation. */
  reason?: string | undefined;
  messages?: readonly string[] | undefined;
  /** The visitor's own words, to copy. */
  text?: string | undefined;
  /** Where "back to the form" goes: the page the form was on. */
  back: string;
};
export type BlankName = keyof ProblemFill;

/** The blanks every problem page has; the service refuses a page that lacks one. */
export const blankNames = ["reason", "messages", "text", "back"] as const satisfies readonly BlankName[];

/** What the view writes for each blank. */
export const blank = {
  value: (name: BlankName | ".") => `{{${name}}}`,
  ifGiven: (name: BlankName) => [`{{?${name}}}`, `{{/${name}}}`] as const,
  ifNotGiven: (name: BlankName) => [`{{!${name}}}`, `{{/${name}}}`] as const,
  each: (name: BlankName) => [`{{*${name}}}`, `{{/${name}}}`] as const,
};

type Node =
  | { type: "text"; text: string }
  | { type: "value"; name: string }
  | { type: "block"; mode: "?" | "!" | "*"; name: string; children: Node[] };

export type ProblemTemplate = { nodes: Node[]; blanks: ReadonlySet<string> };

const TAG = /\{\{([?!*/]?)([a-z]+|\.)\}\}/g;

/** Reads a page's blanks once; throws on a block left open or closed twice, naming it. */
export function compileTemplate(page: string): ProblemTemplate {
  const root: Node[] = [];
  const open: { name: string; children: Node[] }[] = [{ name: "", children: root }];
  const blanks = new Set<string>();
  let last = 0;
  for (const match of page.matchAll(TAG)) {
    const [tag, mode = "", name = ""] = match;
    const children = open.at(-1)?.children ?? root;
    if (match.index > last) children.push({ type: "text", text: page.slice(last, match.index) });
    last = match.index + tag.length;
    if (name !== ".") blanks.add(name);
    if (mode === "") children.push({ type: "value", name });
    else if (mode === "/") {
      if (open.length < 2 || open.at(-1)?.name !== name) throw new Error(`problem page: {{/${name}}} closes nothing`);
      open.pop();
    } else {
      const block: Node = { type: "block", mode: mode as "?" | "!" | "*", name, children: [] };
      children.push(block);
      open.push({ name, children: block.children });
    }
  }
  if (open.length > 1) throw new Error(`problem page: {{${open.at(-1)?.name ?? ""}}} is never closed`);
  if (last < page.length) root.push({ type: "text", text: page.slice(last) });
  return { nodes: root, blanks };
}

/** The blanks a page lacks. */
export const missingBlanks = (template: ProblemTemplate): string[] =>
  blankNames.filter((name) => !template.blanks.has(name));

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Value = string | readonly string[] | undefined;
const given = (value: Value) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

function render(nodes: readonly Node[], lookup: (name: string) => Value): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.text;
      const value = lookup(node.name);
      if (node.type === "value") return escapeHtml(typeof value === "string" ? value : (value ?? []).join(" "));
      if (node.mode === "*") {
        const items: readonly string[] = typeof value === "string" ? [value] : (value ?? []);
        return items.map((item) => render(node.children, (name) => (name === "." ? item : lookup(name)))).join("");
      }
      return given(value) === (node.mode === "?") ? render(node.children, lookup) : "";
    })
    .join("");
}

export function fillTemplate(template: ProblemTemplate, fill: ProblemFill): string {
  const values: Record<string, Value> = { ...fill };
  return render(template.nodes, (name) => values[name]);
}
