import { describe, expect, it } from "vitest";
import { describeTopic, messageOpening, topicFromQuery, topicNames } from "./topics.ts";
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
    expect(topicFromQuery("?industry=healthcare&service=telehealth", services, industries)).toEqual({
      service: "Telehealth",
      industry: "Healthcare",
    });
    expect(topicFromQuery("?industry=food-%26-beverage", services, industries)).toEqual({
      industry: "Food & Beverage",
    });
    expect(topicFromQuery("?service=CLOUD-MIGRATION", services, industries)).toEqual({ service: "Cloud Migration" });
  });

  it("ignores unknown, hostile and malformed values", () => {
    expect(topicFromQuery("?service=<script>alert(1)</script>", services, industries)).toEqual({});
    expect(topicFromQuery("?industry=%E0%A4%A&service=", services, industries)).toEqual({});
    expect(topicFromQuery("?service=cloud-migration%00", services, industries)).toEqual({});
    expect(topicFromQuery("?service=constructor&industry=__proto__", services, industries)).toEqual({});
    expect(topicFromQuery("", services, industries)).toEqual({});
  });
});

describe("subject and opening line", () => {
  it("names the site and, when known, the service and industry", () => {
    expect(inquirySubject("Bighorn Software", describeTopic({}))).toBe("New inquiry from Bighorn Software");
    expect(
      inquirySubject("Bighorn Software", describeTopic({ service: "Cloud Migration", industry: "Healthcare" })),
    ).toBe("New inquiry from Bighorn Software: Cloud Migration for Healthcare");
    expect(describeTopic({ industry: "Healthcare" })).toBe("Healthcare");
  });

  it("starts the message with the topic, or leaves it empty", () => {
    expect(messageOpening({ service: "Cloud Migration" })).toBe("I'd like to talk about Cloud Migration.\n\n");
    expect(messageOpening({})).toBe("");
  });
});
