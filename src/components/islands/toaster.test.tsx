// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast } from "../../lib/contact/toast-store.ts";
import { Toaster } from "./toaster.tsx";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(<Toaster />);
  });
});

afterEach(() => {
  act(() => {
    for (const t of getToasts()) dismissToast(t.id);
    root.unmount();
  });
  container.remove();
  vi.restoreAllMocks();
});

const region = () => document.querySelector('[role="region"][aria-label="Notifications (F8)"]');

describe("Toaster", () => {
  it("renders the labeled notification region", () => {
    expect(region()).not.toBeNull();
  });

  it("shows a destructive toast's title and description", () => {
    act(() => {
      toast({
        variant: "destructive",
        title: "Uh oh! Something went wrong.",
        description: "Please fill in all required fields correctly.",
      });
    });
    const items = region()?.querySelectorAll("li") ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("Uh oh! Something went wrong.");
    expect(items[0]?.textContent).toContain("Please fill in all required fields correctly.");
  });

  it("renders an action that has alternative text", () => {
    act(() => {
      toast({ title: "Saved", action: { label: "Undo", altText: "Undo the last change", onClick: () => undefined } });
    });
    expect(region()?.querySelector("li button")?.textContent).toContain("Undo");
  });

  it("drops an action without alternative text and logs an error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    act(() => {
      toast({ title: "Saved", action: { label: "Undo", altText: " ", onClick: () => undefined } });
    });
    const buttons = [...(region()?.querySelectorAll("li button") ?? [])].map((b) => b.textContent);
    expect(buttons.some((text) => text.includes("Undo"))).toBe(false);
    expect(error).toHaveBeenCalled();
  });
});
