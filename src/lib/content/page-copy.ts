import about from "../../content/pages/about.json" with { type: "json" };
import blog from "../../content/pages/blog.json" with { type: "json" };
import contact from "../../content/pages/contact.json" with { type: "json" };
import home from "../../content/pages/home.json" with { type: "json" };
import industries from "../../content/pages/industries.json" with { type: "json" };
import leadProblems from "../../content/pages/lead-problems.json" with { type: "json" };
import notFound from "../../content/pages/not-found.json" with { type: "json" };
import portfolio from "../../content/pages/portfolio.json" with { type: "json" };
import services from "../../content/pages/services.json" with { type: "json" };
import shared from "../../content/pages/shared.json" with { type: "json" };
import subscribed from "../../content/pages/subscribed.json" with { type: "json" };
import successStories from "../../content/pages/success-stories.json" with { type: "json" };
import thankYou from "../../content/pages/thank-you.json" with { type: "json" };
import { pageEntries, parsePageCopy, type PageEntryName } from "../../schemas/pages/index.ts";

/**
 * The words of every page, read from src/content/pages/ and checked when the site is built. Routes read them
 * here and hand each view its page's words; nothing that runs in the browser imports this module.
 */
const files = {
  homePage: home,
  servicesPage: services,
  industriesPage: industries,
  successStoriesPage: successStories,
  portfolioPage: portfolio,
  aboutPage: about,
  blogPage: blog,
  contactPage: contact,
  thankYouPage: thankYou,
  subscribedPage: subscribed,
  leadProblemPages: leadProblems,
  notFoundPage: notFound,
  sharedCopy: shared,
} satisfies Record<PageEntryName, unknown>;

type PageCopy = { [Name in PageEntryName]: ReturnType<(typeof pageEntries)[Name]["schema"]["parse"]> };

const parse = <Name extends PageEntryName>(name: Name): PageCopy[Name] =>
  parsePageCopy(pageEntries[name].file, pageEntries[name].schema, files[name]) as PageCopy[Name];

export const pageCopy = Object.fromEntries(
  (Object.keys(files) as PageEntryName[]).map((name) => [name, parse(name)]),
) as PageCopy;
