import { describe, expect, it } from "vitest";
import {
  contactMessages as m,
  PHONE_PATTERN,
  postedContactSchema,
  postedNewsletterSchema,
  validateContact,
  type ContactValues,
} from "./contact-form.ts";

const valid: ContactValues = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "+1 (307) 555-0142",
  company: "High Plains Regional Health",
  message: "We need a telehealth platform.",
};

const errorsFor = (changes: Partial<ContactValues>) => validateContact({ ...valid, ...changes });

describe("contact form rules", () => {
  it("accepts a complete, well-formed message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each([
    ["name", "", m.nameRequired],
    ["name", "   ", m.nameRequired],
    ["email", "", m.emailRequired],
    ["email", "  ", m.emailRequired],
    ["email", "dana", m.emailInvalid],
    ["email", "dana@example", m.emailInvalid],
    ["email", "dana @example.com", m.emailInvalid],
    ["phone", "", m.phoneRequired],
    ["phone", "123456", m.phoneInvalid],
    ["phone", "1".repeat(21), m.phoneInvalid],
    ["phone", "+1-307-CALL-NOW", m.phoneInvalid],
    ["phone", "++13075550142", m.phoneInvalid],
    ["phone", "307.555.0142", m.phoneInvalid],
    ["company", "", m.companyRequired],
    ["message", "", m.messageRequired],
    ["message", "\n\t ", m.messageRequired],
  ] as const)("rejects %s = %j with '%s'", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  // U+200B, U+200C, U+200D (zero-width space, non-joiner, joiner), U+2060 (word joiner), U+FEFF (byte-order mark).
  const invisible = "\u200B\u200C\u200D\u2060\uFEFF";
  it.each([
    ["name", m.nameRequired],
    ["email", m.emailRequired],
    ["phone", m.phoneRequired],
    ["company", m.companyRequired],
    ["message", m.messageRequired],
  ] as const)("counts a field (%s) of only invisible characters and whitespace as empty: '%s'", (field, message) => {
    expect(errorsFor({ [field]: `${invisible} \n${invisible}` })).toEqual({ [field]: message });
    expect(errorsFor({ [field]: "\u200B" })).toEqual({ [field]: message });
  });

  it("gives the service the same message for an invisible-only field as the browser", () => {
    const result = postedContactSchema.safeParse({
      "Full Name": invisible,
      "Email Address": "dana@example.com",
      "Phone Number": "+1 (307) 555-0142",
      "Company Name": "High Plains Regional Health",
      Message: "We need a telehealth platform.",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([m.nameRequired]);
  });

  it.each(["\r\n", "\n", "\r", " \r\n"])("keeps no line break %j at the end of a posted email", (end) => {
    const contact = postedContactSchema.parse({
      "Full Name": "Dana Whitfield",
      "Email Address": `dana@example.com${end}`,
      "Phone Number": "+1 (307) 555-0142",
      "Company Name": "High Plains Regional Health",
      Message: "We need a telehealth platform.",
    });
    expect(contact["Email Address"]).toBe("dana@example.com");
    expect(postedNewsletterSchema.parse({ "Email Address": `\r\ndana@example.com${end}` })).toEqual({
      "Email Address": "dana@example.com",
    });
  });

  it.each([
    ["7 characters", "1234567"],
    ["20 characters", "1".repeat(20)],
    ["a leading plus and 20 characters", `+${"1".repeat(20)}`],
    ["spaces, hyphens and parentheses", "(307) 555-0142"],
  ])("accepts a phone number of %s", (_, phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it("reports every failing field once, in the form's order", () => {
    const errors = validateContact({ name: "", email: "x", phone: "", company: "", message: "" });
    expect(Object.entries(errors)).toEqual([
      ["name", m.nameRequired],
      ["email", m.emailInvalid],
      ["phone", m.phoneRequired],
      ["company", m.companyRequired],
      ["message", m.messageRequired],
    ]);
  });

  it("uses a phone pattern the browser accepts as an HTML pattern attribute", () => {
    const html = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    expect(html.test("+1 (307) 555-0142")).toBe(true);
    expect(html.test("123456")).toBe(false);
  });

  it("has the spec's toast text", () => {
    expect(m.toastTitle).toBe("Uh oh! Something went wrong.");
    expect(m.toastDescription).toBe("Please fill in all required fields correctly.");
  });
});
