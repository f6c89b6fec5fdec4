import { describe, expect, it } from "vitest";
import { DRAFT_KEY, readDraft, saveDraft } from "./draft.ts";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("contact draft", () => {
  it("keeps what was typed, and when typing began", () => {
    const storage = memory();
    saveDraft(storage, { values: { name: "Dana", message: "Nine hospitals" }, startedAt: 1_700_000_000_000 });
    expect(readDraft(storage)).toEqual({
      values: { name: "Dana", message: "Nine hospitals" },
      startedAt: 1_700_000_000_000,
    });
  });

  it("reads nothing from an empty, foreign or damaged entry, and only the form's fields", () => {
    const storage = memory();
    expect(readDraft(storage)).toBeUndefined();
    storage.setItem(DRAFT_KEY, "{not json");
    expect(readDraft(storage)).toBeUndefined();
    storage.setItem(DRAFT_KEY, JSON.stringify({ values: { name: "Dana", admin: "yes", email: 4 }, startedAt: 1 }));
    expect(readDraft(storage)).toEqual({ values: { name: "Dana" }, startedAt: 1 });
  });

  it("survives storage that refuses to work", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readDraft(broken)).toBeUndefined();
    expect(() => {
      saveDraft(broken, { values: {}, startedAt: 0 });
    }).not.toThrow();
  });
});
