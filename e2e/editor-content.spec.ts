import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { runBuild } from "../testing/builds.ts";
import { listFiles } from "../src/integrations/built-pages.ts";
import { editedDist, editedNames } from "./support/edited-project.ts";

// What an editor can do through the admin, tried in a copy of the project (e2e/support/edited-project.ts): one
// entry of each kind with the longest values the schemas allow and a 240-character word, and a post dated in the
// future. The copy's build keeps every page within the screen and the future post out of everything; the
// project's own page tests run against it too (the "edited content" project), counting what it holds.

test("a post dated in the future is not built, listed, linked, searched, in the feed or in the sitemap", ({
  editedCopy,
}) => {
  const dist = editedDist(editedCopy);
  expect(existsSync(join(dist, "blog", `${editedNames.future}.html`))).toBe(false);
  const mentions = listFiles(dist)
    .filter((file) => /\.(html|xml|json|js)$/.test(file))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      return text.includes(editedNames.future) || text.includes("A post from the future");
    });
  expect(mentions).toEqual([]);
  // The long post, dated in the past, is everywhere a post goes.
  expect(readFileSync(join(dist, "rss.xml"), "utf8")).toContain(editedNames.post);
  expect(readFileSync(join(dist, "sitemap.xml"), "utf8")).toContain(`/blog/${editedNames.post}`);
});

const editedPaths = [
  "/",
  "/about",
  "/contact",
  "/portfolio",
  "/portfolio/1",
  "/thank-you",
  "/subscribed",
  "/404",
  "/blog/search",
  "/blog",
  `/blog/${editedNames.post}`,
  "/industries",
  `/industries/${editedNames.industry}`,
  "/services",
  `/services/${editedNames.service}`,
  "/success-stories",
  `/success-stories/${editedNames.story}`,
];
// One test per page, at a phone's and a laptop's width (the width switched in place, which re-applies the media
// queries as a fresh load at that size would): a page a test, so the pages share the run's workers.
for (const path of editedPaths) {
  test(`${path} is no wider than the screen at 390 and 1280 px with the longest values an editor can type`, async ({
    page,
    editedSite,
  }) => {
    await page.goto(`${editedSite.origin}${path}`);
    const wide: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) {
        // Name what sticks out, so a failure says where to look.
        const culprits = await page.evaluate((limit) => {
          return [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > limit + 1 || el.scrollWidth > el.clientWidth + 1)
            .slice(-3)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
        }, width);
        wide.push(`${width} px: ${scrollWidth} px wide (${culprits.join(", ")})`);
      }
    }
    expect(wide).toEqual([]);
  });
}

// Which addresses an entry may not take is unit-tested where it is decided (src/integrations/content-guard.test.ts);
// this proves the guard stops a real build, before it writes anything.
test("an entry whose web address another page owns stops the build, which names the file and why", async ({
  projectCopy,
}) => {
  const file = "src/content/legal/about.md";
  projectCopy.write(file, projectCopy.read("src/content/legal/privacy-policy.md"));
  try {
    const build = await runBuild({
      label: "refused (an entry on another page's address)",
      cwd: projectCopy.root,
      args: ["build", "--outDir", "dist-refused"],
    });
    expect(build.ok).toBe(false);
    expect(build.output).toContain(`${file}, web address name "about": /about is the address of the About page`);
    expect(existsSync(join(projectCopy.root, "dist-refused"))).toBe(false);
  } finally {
    projectCopy.erase(file);
  }
});
