/**
 * The WCAG contrast of each filter control's border (a select, a date box, a button) against the page behind it,
 * in the theme shown, rounded to hundredths. Run in the page (Playwright's `evaluate`, or an engine page's `run`):
 * it uses nothing from outside itself. WCAG 2.2 asks 3:1 of a control's parts (1.4.11).
 */
export function controlBorderContrasts(): { control: string; ratio: number }[] {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const behind = luminance(getComputedStyle(document.body).backgroundColor);
  return [...document.querySelectorAll("form.filters select, form.filters input, form.filters button")].map(
    (control) => {
      const border = luminance(getComputedStyle(control).borderTopColor);
      const ratio = (Math.max(border, behind) + 0.05) / (Math.min(border, behind) + 0.05);
      return {
        control: `${control.tagName.toLowerCase()} ${control.getAttribute("name") ?? control.textContent.trim()}`,
        ratio: Math.round(ratio * 100) / 100,
      };
    },
  );
}
