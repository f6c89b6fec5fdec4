import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, getToasts, subscribeToToasts, toast, TOAST_DURATION_MS } from "./toast-store.ts";

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe("toast store", () => {
  it("shows a default toast for 5000 ms", () => {
    toast({ title: "Saved" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: "Saved", variant: "default", duration: TOAST_DURATION_MS });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("keeps at most one toast: a new one replaces the old", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts().map((t) => t.title)).toEqual(["Second"]);
  });

  it("dismisses by id and tells subscribers", () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToToasts((list) => seen.push(list.length));
    const id = toast({ title: "Bye" });
    dismissToast(id);
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    expect(getToasts()).toHaveLength(0);
  });
});
