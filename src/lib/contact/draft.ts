import { contactFields, type ContactValues } from "../../../forms/contact-form.ts";

/**
 * What the visitor has typed into the contact form, kept in the tab's session storage: restored when they
 * come back to the form (after an error page, a reload), cleared when the thank-you page answers with
 * `Clear-Site-Data`, and gone when the tab closes, since shared computers exist. Never a cookie.
 */
export const DRAFT_KEY = "bighorn:contact-draft";

export type ContactDraft = { values: Partial<ContactValues>; startedAt: number };

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

export function readDraft(storage: Storage): ContactDraft | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(DRAFT_KEY) ?? "null") as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { values, startedAt } = parsed as { values?: unknown; startedAt?: unknown };
    if (typeof values !== "object" || values === null || typeof startedAt !== "number") return undefined;
    const kept: Partial<ContactValues> = {};
    for (const field of contactFields) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === "string" && value) kept[field] = value;
    }
    return { values: kept, startedAt };
  } catch {
    return undefined; // storage blocked or the entry unreadable: no draft
  }
}

export function saveDraft(storage: Storage, draft: ContactDraft): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private modes): the form works without a draft.
  }
}
