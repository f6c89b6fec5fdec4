/** Constants from the spec: one toast at a time, shown for five seconds unless said otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastAction = {
  label: string;
  /** What a screen reader user is told to do instead; a toast action without it is not rendered. */
  altText: string;
  onClick: () => void;
};

export type ToastData = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before the toast closes itself; `Infinity` keeps it until closed. */
  duration: number;
  action?: ToastAction;
};

export type ToastInput = Omit<ToastData, "id" | "variant" | "duration"> &
  Partial<Pick<ToastData, "variant" | "duration">>;

type Listener = (toasts: readonly ToastData[]) => void;

let toasts: readonly ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast; with the limit of one, it replaces whatever toast is showing. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const data: ToastData = { variant: "default", duration: TOAST_DURATION_MS, ...input, id };
  publish([data, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string): void {
  publish(toasts.filter((t) => t.id !== id));
}

export function getToasts(): readonly ToastData[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
