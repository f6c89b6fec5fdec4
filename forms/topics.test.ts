import { describe, expect, it } from "vitest";
import { messageOpening, topicFromQuery, topicNames } from "./topics.ts";
import { inquirySubject } from "./mail-subjects.ts";

const services = topicNames([
  { keys: ["cloud-migration"], name: "Cloud Migration" },
  { keys: ["telehealth"], name: "Telehealth" },
]);
const industries = topicNames([
  { keys: ["healthcare", "healthcare"], name: "Healthcare" },
  { keys: ["food-beverage", "food-&-beverage"], name: "Food & Beverage" },
]);

describe("topicFromQuery", () => {
  it("maps known service and industry keys to their names", () => {
    expect(topicFromQuery("?industry=healthcare&service=telehealth", services, industries)).toBe(
      "Telehealth for Healthcare",
    );
    expect(topicFromQuery("?industry=food-%26-beverage", services, industries)).toBe("Food & Beverage");
    expect(topicFromQuery("?service=CLOUD-MIGRATION", services, industries)).toBe("Cloud Migration");
  });

  it("ignores unknown, hostile and malformed values", () => {
    expect(topicFromQuery("?service=<script>alert(1)</script>", services, industries)).toBe("");
    expect(topicFromQuery("?industry=%E0%A4%A&service=", services, industries)).toBe("");
    expect(topicFromQuery("?service=cloud-migration%00", services, industries)).toBe("");
    expect(topicFromQuery("?service=constructor&industry=__proto__", services, industries)).toBe("");
    expect(topicFromQuery("", services, industries)).toBe("");
  });
});

describe("subject and opening line", () => {
  it("names the site and, when known, the service and industry", () => {
    expect(inquirySubject("Bighorn Software", topicFromQuery("", services, industries))).toBe(
      "New inquiry from Bighorn Software",
    );
    expect(
      inquirySubject(
        "Bighorn Software",
        topicFromQuery("?service=cloud-migration&industry=healthcare", services, industries),
      ),
    ).toBe("New inquiry from Bighorn Software: Cloud Migration for Healthcare");
  });

  it("starts the message with the topic, or leaves it empty", () => {
    expect(messageOpening("Cloud Migration")).toBe("I'd like to talk about Cloud Migration.\n\n");
    expect(messageOpening("")).toBe("");
  });
});
