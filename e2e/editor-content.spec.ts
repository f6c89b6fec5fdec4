import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createSiteHandler } from "../hosting/server/site-handler";
import { bin, quietEnv } from "../scripts/lib/processes";
import { listFiles } from "../src/integrations/built-pages";
import { copyProject, type ProjectCopy } from "../scripts/lib/project-copy";
import { z } from "astro/zod";
import { unwrap } from "../admin/fields-from-zod";
import { pageEntries } from "../src/schemas/pages";

// What an editor can do through the admin, tried in a copy of the project: add one entry of each kind
// with the longest values the schemas allow and a 240-character word, and a post dated in the future.
// The copy's build keeps every page within the screen, keeps the future post out of everything, and the
// project's own browser tests still pass against it, reading their counts from its content.

const word = (length: number) => "Interoperability".repeat(Math.ceil(length / 16)).slice(0, length);
const longWord = word(240);

/**
 * A page's words with every heading (`title`) as long as its field allows, written as one unbroken word: the
 * longest an editor can type where a long word hurts most. Other fields keep their text. Each heading ends in
 * its own two letters, so headings stay apart (a page's sections are found by them).
 */
let headings = 0;
const uniqueWord = (length: number) => {
  const n = headings++;
  return `${word(length - 2)}${String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26))}`;
};
function longestTitles(schema: z.ZodType, value: unknown, key = ""): unknown {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject && value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([name, item]) => {
        const field = inner.shape[name] as z.ZodType | undefined;
        return [name, field ? longestTitles(field, item, name) : item];
      }),
    );
  }
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => longestTitles(inner.element as z.ZodType, item, key));
  if (inner instanceof z.ZodString && key === "title" && inner.maxLength !== null && inner.format !== "regex")
    return uniqueWord(inner.maxLength);
  return value;
}
const names = {
  post: "editor-long-post",
  future: "a-post-from-the-future",
  industry: "editor-new-industry",
  service: "editor-new-service",
  story: "editor-new-story",
};

let copy: ProjectCopy | undefined;
let server: Server | undefined;
let origin = "";

const project = () => {
  if (!copy) throw new Error("the project copy was not made");
  return copy;
};
const json = (path: string) => JSON.parse(project().read(path)) as Record<string, unknown>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const made = (copy = copyProject({ withTests: true }));
  const post = made.read("src/content/blog/ai-in-healthcare.md");
  made.write(
    `src/content/blog/${names.post}.md`,
    post
      .replace(/^title: .*$/m, `title: ${word(90)}`)
      .replace(/^date: .*$/m, "date: 2025-06-01")
      .replace(/\n\nEvery hospital leader/, `\n\n${longWord} Every hospital leader`)
      .replace(/^summary: >-\n/m, `summary: >-\n  ${longWord}\n`),
  );
  made.write(
    `src/content/blog/${names.future}.md`,
    post.replace(/^title: .*$/m, "title: A post from the future").replace(/^date: .*$/m, "date: 2099-01-01"),
  );
  made.write(
    `src/content/industries/${names.industry}.json`,
    JSON.stringify({
      ...json("src/content/industries/healthcare.json"),
      name: word(40),
      heroTitle: word(90),
      introParagraph: `${longWord} ${String(json("src/content/industries/healthcare.json")["introParagraph"])}`,
    }),
  );
  made.write(
    `src/content/services/${names.service}.json`,
    JSON.stringify({ ...json("src/content/services/cloud-migration.json"), title: word(40), order: 99 }),
  );
  made.write(
    `src/content/case-studies/${names.story}.json`,
    JSON.stringify({
      ...json("src/content/case-studies/rfid-inventory-management.json"),
      title: word(90),
      order: 99,
      featuredOnHome: false,
      challenge: `${longWord} A distributor counted stock by hand.`,
    }),
  );
  // Every page's headings at their longest; the home page's headline only, as its height on a phone is measured
  // by the home page's own test, which has room for more cards, not for every heading tripled.
  for (const { file, schema } of Object.values(pageEntries)) {
    const path = `src/content/pages/${file}.json`;
    const copy = json(path);
    const long =
      file === "home"
        ? { ...copy, hero: { ...(copy["hero"] as object), title: uniqueWord(90) } }
        : longestTitles(schema, copy);
    made.write(path, JSON.stringify(long, null, 2));
  }
  const build = spawnSync(bin("astro"), ["build"], { cwd: made.root, env: quietEnv, encoding: "utf8" });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const handle = createSiteHandler(join(made.root, "dist"));
  const started = createServer(handle);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (server)
      server.close(() => {
        resolve();
      });
    else resolve();
  });
  copy?.remove();
});

test("a post dated in the future is not built, listed, linked, searched, in the feed or in the sitemap", () => {
  const dist = join(project().root, "dist");
  expect(existsSync(join(dist, "blog", `${names.future}.html`))).toBe(false);
  const mentions = listFiles(dist)
    .filter((file) => /\.(html|xml|json|js)$/.test(file))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      return text.includes(names.future) || text.includes("A post from the future");
    });
  expect(mentions).toEqual([]);
  // The long post, dated in the past, is everywhere a post goes.
  expect(readFileSync(join(dist, "rss.xml"), "utf8")).toContain(names.post);
  expect(readFileSync(join(dist, "sitemap.xml"), "utf8")).toContain(`/blog/${names.post}`);
});

for (const width of [390, 1280]) {
  test(`no page is wider than the screen at ${width} px with the longest values an editor can type`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const paths = [
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
      `/blog/${names.post}`,
      "/industries",
      `/industries/${names.industry}`,
      "/services",
      `/services/${names.service}`,
      "/success-stories",
      `/success-stories/${names.story}`,
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) {
        // Name what sticks out, so a failure says where to look.
        const culprits = await page.evaluate((limit) => {
          return [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > limit + 1 || el.scrollWidth > el.clientWidth + 1)
            .slice(-3)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
        }, width);
        wide.push(`${path}: ${scrollWidth} px (${culprits.join(", ")})`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test("the project's browser tests pass against the copy, counting what it holds", () => {
  test.setTimeout(600_000);
  // The copy's run names its own database: E2E_LEADS_DB is left out.
  const env = Object.fromEntries(Object.entries(quietEnv).filter(([name]) => name !== "E2E_LEADS_DB"));
  Object.assign(env, { E2E_PORT: "4390", FORM_SERVICE_PORT: "4391", CI: "true", FORCE_COLOR: "0" });
  const run = spawnSync(
    bin("playwright"),
    [
      "test",
      "e2e/home.spec.ts",
      "e2e/industries.spec.ts",
      "e2e/services.spec.ts",
      "e2e/success-stories.spec.ts",
      "e2e/blog.spec.ts",
      "--workers=1",
      "--reporter=line",
    ],
    { cwd: project().root, env, encoding: "utf8", timeout: 580_000 },
  );
  // Each failure's title and first lines of its error, wherever it falls in the output.
  const failures = run.stdout
    .split(/\n(?=\s+\d+\) \[chromium\])/)
    .slice(1)
    .map((block) => block.split("\n").slice(0, 8).join("\n"));
  expect(run.status, `${failures.join("\n\n").slice(0, 12_000)}\n${run.stderr.slice(-2000)}`).toBe(0);
  expect(run.stdout).toMatch(/\d+ passed/);
});

test("an entry whose web address another page owns stops the build, which names the file, the field and why", () => {
  const made = project();
  const legal = made.read("src/content/legal/privacy-policy.md");
  const post = made.read("src/content/blog/ai-in-healthcare.md");
  const industry = made.read("src/content/industries/healthcare.json");
  const story = made.read("src/content/case-studies/rfid-inventory-management.json");
  const files: Record<string, string> = {
    ...Object.fromEntries(
      ["about", "contact", "blog", "thank-you", "404", "index"].map((id) => [`src/content/legal/${id}.md`, legal]),
    ),
    "src/content/blog/search.md": post,
    "src/content/industries/404.json": industry,
    "src/content/case-studies/retail-ai-platform.json": story,
  };
  for (const [file, text] of Object.entries(files)) made.write(file, text);
  try {
    const build = spawnSync(bin("astro"), ["build", "--outDir", "dist-refused"], {
      cwd: made.root,
      env: quietEnv,
      encoding: "utf8",
    });
    const output = build.stdout + build.stderr;
    expect(build.status).not.toBe(0);
    for (const file of Object.keys(files)) {
      const id = file.replace(/^.*\/|\.(md|json)$/g, "");
      expect(output, file).toContain(`${file}, web address name "${id}": `);
    }
    expect(output).toContain("/blog/search is the address of the blog search");
    expect(output).toContain("/success-stories/retail-ai-platform is an old address that now leads to");
    expect(existsSync(join(made.root, "dist-refused"))).toBe(false);
  } finally {
    for (const file of Object.keys(files)) made.erase(file);
  }
});
