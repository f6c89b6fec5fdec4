import type { LeadSite } from "../site.ts";

/** A page with every blank the build's real error pages have (src/views/lead-problem-page.tsx). */
export const template = (title: string) =>
  `<html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<p class="lead" data-fill="reason">Standard reason.</p>` +
  `<section hidden="" data-block="messages"><ul class="list" data-fill="messages"></ul></section>` +
  `<div hidden="" data-block="text"><textarea id="t" readOnly="" data-fill="text"></textarea></div>` +
  `<a class="button" href="/contact" data-fill="back">Back</a></main></body></html>`;

export const testSite: LeadSite = {
  siteName: "Bighorn Software",
  paths: { contact: "/contact", thankYou: "/thank-you", subscribed: "/subscribed", blog: "/blog" },
  topics: {
    services: [{ keys: ["cloud-migration"], name: "Cloud Migration" }],
    industries: [{ keys: ["healthcare"], name: "Healthcare" }],
  },
  pages: {
    invalid: template("Your message needs a few changes"),
    unavailable: template("Your message was not sent"),
    tooMany: template("Too many"),
    refused: template("We could not accept this message"),
  },
};
