/** Space kept between the sticky header and the label, as the page's `scroll-padding-top` keeps for anchors. */
const ROOM = 16;
/** How long a glide may take before the field is placed at once, in case the browser dropped it. */
const GLIDE_MS = 1_000;

/**
 * How far the page must move for the control and its label to show whole below the header (0: they do). Measured
 * on the page as it is now.
 */
function distanceToShow(control: HTMLElement, label: Element | null, header: Element | null): number {
  const covered = header?.getBoundingClientRect().bottom ?? 0;
  const box = control.getBoundingClientRect();
  const top = Math.min(label?.getBoundingClientRect().top ?? box.top, box.top);
  return top >= covered && box.bottom <= window.innerHeight ? 0 : top - covered - ROOM;
}

/**
 * Focuses a form control and, if its label or the control is hidden (under the sticky header, or below the
 * window), scrolls so both show whole below the header. A browser's own focus scroll stops as soon as the
 * control is visible, and WebKit's ignores `scroll-padding-top`: either can leave the label under the header,
 * and a visitor reads "Name is required." without the field it belongs to. The scroll is instant when the
 * visitor asks for reduced motion. The target is absolute, measured on a page at rest: a scroll made while another
 * is still gliding (the page scrolled to the Send button a moment ago) lands relative to that one's end in Firefox,
 * and Chromium can let the older glide finish after it; either left the label out of view. A glide the browser cut
 * short or dropped (seen on a busy machine) is finished at once when the page comes to rest, or after a second.
 */
export function revealField(control: HTMLElement, label: Element | null, header: Element | null): void {
  control.focus({ preventScroll: true });
  // Stops a scroll still gliding (the visitor's, or an earlier reveal's), so what is measured is where the page stays.
  window.scrollTo({ top: window.scrollY, behavior: "instant" });
  const distance = distanceToShow(control, label, header);
  if (!distance) return;
  const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: window.scrollY + distance, behavior: instant ? "instant" : "smooth" });
  if (instant) return;
  const settle = () => {
    window.removeEventListener("scrollend", settle);
    clearTimeout(timer);
    const left = distanceToShow(control, label, header);
    if (left) window.scrollTo({ top: window.scrollY + left, behavior: "instant" });
  };
  const timer = setTimeout(settle, GLIDE_MS);
  window.addEventListener("scrollend", settle);
}
