import { Icon } from "../ui/icon.tsx";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useRef, useSyncExternalStore } from "react";
import { clsx } from "clsx";
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type ToastData,
} from "../../lib/contact/toast-store.ts";
// What the page's island loader hydrates this island with, from this file (src/lib/layout/island-hydrator.ts).
export { hydrate } from "../../lib/layout/island-hydrator.ts";

const noToasts: readonly ToastData[] = [];

/**
 * The toast area of a page that raises toasts. Rendered as static HTML it is an
 * empty, labeled notification region; hydrated it shows what the toast store
 * holds.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, () => noToasts);
  const viewportRef = useRef<HTMLOListElement>(null);

  // Radix Toast keeps one "paused" flag for the whole region (radix-ui/primitives#2233). Closing a toast
  // with its button, Escape or a swipe (or a tap, on touch screens) moves focus onto the region, which pauses
  // it; the toast's removal then detaches the listeners that would unpause it, and every later toast waits
  // forever. So as a toast closes, while those listeners are still there, tell the region that focus has
  // left it unless focus is inside another toast: Radix clears the flag, and pauses again on the next hover
  // or focus.
  const resumeUnlessFocused = (closing: string) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const others = [...viewport.querySelectorAll("li")].filter((item) => item.dataset["toastId"] !== closing);
    if (others.some((item) => item.contains(document.activeElement))) return;
    viewport.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: null }));
  };

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notifications"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.duration}
          data-toast-id={t.id}
          onOpenChange={(open) => {
            if (open) return;
            resumeUnlessFocused(t.id);
            dismissToast(t.id);
          }}
          className={clsx(
            "group elevated relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
            t.variant === "destructive" ? "border-danger bg-danger text-on-danger" : "border-line bg-surface text-ink",
          )}
        >
          <div className="flex flex-col gap-1">
            {t.title && <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-medium"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <Icon name="x" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        className="fixed right-0 bottom-0 z-100 m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
