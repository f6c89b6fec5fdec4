/**
 * The class names a stylesheet's selectors name, unescaped as the DOM spells them (`md\:grid` is `md:grid`,
 * `\32 xl` is `2xl`). Declarations are skipped, so `top:.5rem` names no class `5rem`.
 */
export function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, prelude = ""] of css.replaceAll(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{};]*)\{/g)) {
    if (prelude.trim().startsWith("@")) continue;
    for (const [, escaped = ""] of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)) {
      classes.add(
        escaped
          .replaceAll(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
          .replaceAll(/\\(.)/g, "$1"),
      );
    }
  }
  return classes;
}
