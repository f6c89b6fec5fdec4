import { expect, type APIRequestContext } from "@playwright/test";
import { decodeEntities } from "../src/integrations/built-pages.ts";
import type { CrossLink } from "../src/schemas/index.ts";

/** Where a cross-link must point, checked to answer 200 itself, and the heading of the page it reaches. */
export async function crossLinkTarget(request: APIRequestContext, { type, id }: CrossLink) {
  const href = type === "blog" ? `/blog/${id}` : `/success-stories/${id}`;
  const response = await request.get(href, { maxRedirects: 0 });
  expect(response.status(), href).toBe(200);
  const heading = decodeEntities(/<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1] ?? "");
  return { href, heading };
}
