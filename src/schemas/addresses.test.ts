import { describe, expect, it } from "vitest";
import { redirectSchema, TARGET_MESSAGE } from "./addresses.ts";

const acceptedTargets = [
  "/",
  "/services/cloud-migration",
  "https://partner.example",
  "https://partner.example/landing?a=1&b=two#section",
  "https://events.example.com:8443/webinar/@speaker?utm_source=bighorn",
  "https://sub.partner.example/path/with(parens)/and~tilde%20encoded",
];

const redirect = (to: string) => redirectSchema.safeParse({ from: "/go/partner", kind: "permanent", to });

describe("where a redirect may go: what every host can carry as it was written", () => {
  it.each(acceptedTargets)("takes %s", (to) => {
    expect(redirect(to).success, to).toBe(true);
  });

  it.each([
    "https://partner.example/a;b",
    "https://a.b$arg_u",
    "https://partner.example/${uri}",
    "https://partner.example/{x}",
    'https://partner.example/"x',
    "https://partner.example/'x",
    "https://partner.example/a b",
    "https://partner.example/a\\b",
    "https://partner.example@evil.example/",
    "https://user:pass@evil.example/",
    "https://partner.example/\r\nSet-Cookie:x",
    "http://partner.example/",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("refuses %j with the field's message", (to) => {
    const parsed = redirect(to);
    expect(parsed.success, to).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(TARGET_MESSAGE);
  });
});
