import { leadFiles, problemKinds, type ProblemKind } from "../../forms/lead-site.ts";
import { leadSiteFrom, type LeadSite, type LeadSiteFiles } from "../site.ts";

/** A page with every blank the build's real problem pages have (src/views/lead-problem-page.tsx). */
export const template = (title: string) =>
  `<html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<p class="lead">{{?reason}}{{reason}}{{/reason}}{{!reason}}Standard reason.{{/reason}}</p>` +
  `{{?messages}}<section><ul class="list">{{*messages}}<li>{{.}}</li>{{/messages}}</ul></section>{{/messages}}` +
  `{{?text}}<div><textarea id="t" readOnly="">{{text}}</textarea></div>{{/text}}` +
  `<a class="button" href="{{back}}">Back</a></main></body></html>`;

const titles: Record<ProblemKind, string> = {
  invalid: "Your message needs a few changes",
  unavailable: "Your message was not sent",
  tooMany: "Too many",
  refused: "We could not accept this message",
};

/** The build's private files as a tiny build would hold them (forms/lead-site.ts). */
export const testSiteFiles: LeadSiteFiles = {
  data: JSON.stringify({
    siteName: "Bighorn Software",
    origin: "https://www.bighorn.test",
    paths: { contact: "/contact", thankYou: "/thank-you", subscribed: "/subscribed", blog: "/blog" },
    topics: {
      services: [{ keys: ["cloud-migration"], name: "Cloud Migration" }],
      industries: [{ keys: ["healthcare"], name: "Healthcare" }],
    },
    timeZone: "America/Denver",
    timeZoneName: "Mountain Time",
  }),
  pages: Object.fromEntries(problemKinds.map((kind) => [kind, template(titles[kind])])) as Record<ProblemKind, string>,
};

export const testSite: LeadSite = leadSiteFrom(testSiteFiles);

/** The same files by their route in a build (`/_leads/site.json`, `/_leads/invalid.html`, ...). */
export const testSiteRoutes: Record<string, string> = {
  [leadFiles.data]: testSiteFiles.data,
  ...Object.fromEntries(problemKinds.map((kind) => [leadFiles.page(kind), testSiteFiles.pages[kind]])),
};
