/** Space kept between the sticky header and the label, as the page's `scroll-padding-top` keeps for anchors. */
const ROOM = 16;

/**
 * Focuses a form control and, if its label or the control is hidden (under the sticky header, or below the
 * window), scrolls so both show whole below the header. A browser's own focus scroll stops as soon as the
 * control is visible, and WebKit's ignores `scroll-padding-top`: either can leave the label under the header,
 * and a visitor reads "Name is required." without the field it belongs to. The scroll is instant when the
 * visitor asks for reduced motion. The target is absolute, measured on a page at rest: a scroll made while another
 * is still gliding (the page scrolled to the Send button a moment ago) lands relative to that one's end in Firefox,
 * and Chromium can let the older glide finish after it; either left the label out of view.
 */
export function revealField(control: HTMLElement, label: Element | null, header: Element | null): void {
  control.focus({ preventScroll: true });
  // Stops a scroll still gliding (the visitor's, or an earlier reveal's), so what is measured is where the page stays.
  window.scrollTo({ top: window.scrollY, behavior: "instant" });
  const covered = header?.getBoundingClientRect().bottom ?? 0;
  const box = control.getBoundingClientRect();
  const top = Math.min(label?.getBoundingClientRect().top ?? box.top, box.top);
  if (top >= covered && box.bottom <= window.innerHeight) return;
  const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: window.scrollY + top - covered - ROOM, behavior: instant ? "instant" : "smooth" });
}
