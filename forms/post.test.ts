import { describe, expect, it } from "vitest";
import { contactMessages, postedNames } from "./contact-form.ts";
import { readPost, visitorText } from "./post.ts";

const context = {
  siteName: "Bighorn Software",
  topics: {
    services: { "cloud-migration": "Cloud Migration" },
    industries: { healthcare: "Healthcare" },
  },
};
const contact = {
  [postedNames.name]: "Pat Quinn",
  [postedNames.email]: "pat@example.com",
  [postedNames.phone]: "+1 (307) 555-0199",
  [postedNames.company]: "Big Horn Clinics",
  [postedNames.message]: "We need one scheduling system.",
  _page: "/contact",
};

describe("reading a post with the form's contract", () => {
  it("gives the visitor's fields by posted name, the page's topic and the mail's subject", () => {
    expect(
      readPost("contact", contact, { ...context, pageQuery: "service=cloud-migration&industry=healthcare" }),
    ).toEqual({
      ok: true,
      fields: {
        [postedNames.name]: "Pat Quinn",
        [postedNames.email]: "pat@example.com",
        [postedNames.phone]: "+1 (307) 555-0199",
        [postedNames.company]: "Big Horn Clinics",
        [postedNames.message]: "We need one scheduling system.",
      },
      topic: "Cloud Migration for Healthcare",
      subject: "New inquiry from Bighorn Software: Cloud Migration for Healthcare",
    });
    expect(readPost("contact", contact, context)).toMatchObject({
      topic: undefined,
      subject: "New inquiry from Bighorn Software",
    });
    expect(readPost("subscription", { [postedNames.email]: "pat@example.com" }, context)).toEqual({
      ok: true,
      fields: { [postedNames.email]: "pat@example.com" },
      topic: undefined,
      subject: "Newsletter subscription | Bighorn Software",
    });
  });

  it("gives one message per failing field, in the form's order, with the spec's words", () => {
    const read = readPost(
      "contact",
      { [postedNames.message]: " ", [postedNames.email]: "nope", [postedNames.phone]: "12" },
      context,
    );
    expect(read).toEqual({
      ok: false,
      messages: [
        contactMessages.nameRequired,
        contactMessages.emailInvalid,
        contactMessages.phoneInvalid,
        contactMessages.companyRequired,
        contactMessages.messageRequired,
      ],
    });
  });

  it("refuses a field posted twice, and keeps the visitor's words to give back", () => {
    const form = { ...contact, [postedNames.name]: ["Pat", "Quinn"] };
    expect(readPost("contact", form, context).ok).toBe(false);
    expect(visitorText("contact", form)).toBe("We need one scheduling system.");
    expect(visitorText("subscription", { [postedNames.email]: "pat@example.com" })).toBe("pat@example.com");
  });
});
