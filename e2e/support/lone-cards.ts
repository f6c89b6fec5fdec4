/**
 * Runs in the page: every visible grid whose first row holds two or more items and whose last row holds a
 * single item narrower than 60% of the grid, described by its nearest heading and its item count. An item
 * that spans the row (a form's message field, a footer block) is a layout choice, not a lone card; so is a grid
 * with headings among its items (the footer menu's columns, the hero's text beside its results): it lays out
 * text, not cards.
 */
export function loneCards(): string[] {
  const grids = [...document.querySelectorAll<HTMLElement>("body *")].filter(
    (element) => getComputedStyle(element).display === "grid" && element.getClientRects().length > 0,
  );
  return grids.flatMap((grid) => {
    const items = [...grid.children].filter((item) => item.getBoundingClientRect().width > 0);
    if (items.length < 3 || items.some((item) => /^H[1-6]$/.test(item.tagName))) return [];
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    const firstRow = tops.filter((top) => top === tops[0]).length;
    const lastTop = Math.max(...tops);
    const lastRow = items.filter((_, i) => tops[i] === lastTop);
    const [last] = lastRow;
    if (firstRow < 2 || lastRow.length !== 1 || !last) return [];
    if (last.getBoundingClientRect().width > grid.getBoundingClientRect().width * 0.6) return [];
    const section = grid.closest("section, nav, footer, main");
    const heading = section?.querySelector("h1, h2, h3")?.textContent.trim() ?? grid.className;
    return [`"${heading}": ${items.length} items, ${firstRow} a row, one alone in the last`];
  });
}
