import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";
import sharp from "sharp";
import { PICTURE_LIMIT, pictureProblem } from "../src/lib/pictures/rules.ts";
import { socialImagePath } from "../src/lib/navigation/urls.ts";
import { offlineAdmin } from "../testing/admin-build.ts";
import { bin, quietEnv, startServer } from "../testing/processes.ts";
import { runBuild } from "../testing/builds.ts";
import { webAddressRule } from "../src/lib/content/route-guard.ts";
import { SITE_PATH_MESSAGE } from "../src/schemas/addresses.ts";
import { LEDGER_FILE } from "../src/lib/addresses/ledger.ts";
import { createSiteHandler } from "../hosting/server/site-handler.ts";
import type { ProjectCopy } from "../testing/project-copy.ts";

// The Keystatic admin as an editor uses it: `npm run dev`, then /keystatic in the browser. It runs in a copy of
// the project, so its saves never touch the content the other tests build from; the copy is deleted at the end.

/** The dev server over a copy of the project, started once per worker: where it answers, and the copy. */
type DevAdmin = { origin: string; project: ProjectCopy };

const test = base.extend<
  { project: ProjectCopy; pictureFile: (name: string, bytes: Buffer) => string },
  { devAdmin: DevAdmin }
>({
  devAdmin: [
    async ({ browser, projectCopy }, use) => {
      const dev = await startServer(bin("astro"), ["dev", "--port", "0", "--host", "127.0.0.1"], {
        announces: /Local\s+(http:\/\/[\d.]+:\d+)/,
        cwd: projectCopy.root,
        env: quietEnv,
        group: true,
      });
      try {
        // The dev server bundles the admin's dependencies on its first visit (and reloads once they are ready),
        // which on a busy two-core machine takes longer than a test; pay for it here, once.
        const page = await browser.newPage({ baseURL: dev.origin });
        await openAdmin(page, "", 180_000);
        await page.close();
        await use({ origin: dev.origin, project: projectCopy });
      } finally {
        await dev.stop();
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ devAdmin }, use) => {
    await use(devAdmin.origin);
  },
  project: async ({ devAdmin }, use) => {
    await use(devAdmin.project);
  },
  /** Pictures made for the uploads, in a folder of the test's own until it ends. */
  pictureFile: async ({}, use) => {
    const folder = mkdtempSync(join(tmpdir(), "bighorn-admin-pictures-"));
    try {
      await use((name, bytes) => {
        const file = join(folder, name);
        writeFileSync(file, bytes);
        return file;
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
});

// The dev server compiles the admin on its first visit (11 s on a quiet 2-core machine, several times that
// while other suites run), so each test gets two minutes and each first load ninety seconds.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Opens an admin page and waits until the admin has read the content tree. */
async function openAdmin(page: Page, path: string, timeout = 90_000) {
  await offlineAdmin(page);
  await page.goto(`/keystatic${path}`);
  await expect(page.getByRole("list", { name: "Publishing" }).getByRole("link", { name: "Blog posts" })).toBeVisible({
    timeout,
  });
}

/**
 * The file once the admin's save has written it. The admin truncates the file before it writes, so an empty
 * read is a save in progress, not a result.
 */
async function savedText(project: ProjectCopy, file: string, before = ""): Promise<string> {
  let text = "";
  const saved = () => {
    text = existsSync(join(project.root, file)) ? project.read(file) : "";
    return text !== "" && text !== before;
  };
  // A save is a request to the dev server, which a busy machine may answer after several seconds.
  await expect.poll(saved, { message: `${file} saved`, timeout: 30_000 }).toBe(true);
  return text;
}

/** The lines `after` has that `before` has not, where everything else is the same. */
function addedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  const added = b.filter((line, i) => line !== a[i - (b.length - a.length)] && !a.includes(line));
  expect(b.filter((line) => !added.includes(line))).toEqual(a);
  return added;
}

/** Chooses a file in the picture field named `field`, as an editor does through the browser's file dialog. */
async function choosePicture(scope: ReturnType<Page["getByRole"]> | Page, page: Page, field: string, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    scope.getByRole("group", { name: field }).getByRole("button", { name: "Choose file" }).click(),
  ]);
  await chooser.setFiles(file);
}

/** A photograph of one strong color, so the share card that carries it can be told from the drawn one. */
async function photo(
  pictureFile: (name: string, bytes: Buffer) => string,
  name: string,
  color: string,
  width: number,
  height: number,
) {
  return pictureFile(
    name,
    await sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  );
}

/** The lines of `after` that differ from `before`, as pairs. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]));
}

const post = {
  title: "Choosing an EHR Integration Partner",
  slug: "choosing-an-ehr-integration-partner",
  summary:
    "Six questions that separate an integration partner who has shipped HL7 and FHIR interfaces from one who has read about them.",
  metaDescription:
    "Six questions to ask an EHR integration partner before you sign, from interface testing to who answers the pager.",
};
/** Yesterday (UTC): published by any build from today on, whatever the machine's clock says. */
const postDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const headline = "Software your clinicians and customers actually use";
const subtitle = "Move to AWS, Azure or Google Cloud with a rehearsed cutover and no lost weekend";

test("an editor creates a blog post with a category and tags", async ({ page, project }) => {
  await openAdmin(page, "/collection/blog/create");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(post.title);
  await expect(page.getByRole("textbox", { name: "Web address name" })).toHaveValue(post.slug);
  await page.getByRole("button", { name: /Category/ }).click();
  await page.getByRole("option", { name: "AI & Automation" }).click();
  await page.getByRole("textbox", { name: "Summary" }).fill(post.summary);
  await page.getByRole("textbox", { name: "Publication date" }).fill(postDate);
  for (const tag of ["EHR", "Vendor selection"]) {
    await page.getByRole("group", { name: /Tags/ }).getByRole("button", { name: "Add" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Tag" }).fill(tag);
    await page.getByRole("dialog").getByRole("button", { name: "Add" }).click();
    // The dialog closes with an animation; the next click or keystroke must not land in it.
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  await page.getByRole("textbox", { name: "Image description" }).fill("A plug icon on a patterned gradient");
  await page.getByRole("textbox", { name: "Search result title" }).fill(post.title);
  await page.getByRole("textbox", { name: "Search result description" }).fill(post.metaDescription);
  await page.getByRole("textbox", { name: "Article" }).click();
  await page.keyboard.type("Ask who will answer the pager when an interface stops at 2 a.m.");
  await page.getByRole("button", { name: "Create" }).click();

  const file = `src/content/blog/${post.slug}.md`;
  expect(await savedText(project, file)).toBe(
    [
      "---",
      `title: ${post.title}`,
      "category: ai-automation",
      "summary: >-",
      "  Six questions that separate an integration partner who has shipped HL7 and",
      "  FHIR interfaces from one who has read about them.",
      `date: ${postDate}`,
      "tags:",
      "  - EHR",
      "  - Vendor selection",
      "imageAlt: A plug icon on a patterned gradient",
      `metaTitle: ${post.title}`,
      "metaDescription: >-",
      "  Six questions to ask an EHR integration partner before you sign, from",
      "  interface testing to who answers the pager.",
      "---",
      "Ask who will answer the pager when an interface stops at 2 a.m.",
      "",
    ].join("\n"),
  );
});

test("an editor gives the new post a header image: one line in its file, the picture beside it", async ({
  page,
  project,
  pictureFile,
}) => {
  const file = `src/content/blog/${post.slug}.md`;
  const before = project.read(file);
  await openAdmin(page, `/collection/blog/item/${post.slug}`);
  await choosePicture(page, page, "Header image", await photo(pictureFile, "header.jpg", "#d02020", 2400, 1350));
  await page.getByRole("button", { name: "Save" }).click();
  expect(addedLines(before, await savedText(project, file, before))).toEqual([`image: ./${post.slug}/image.jpg`]);
  await expect.poll(() => existsSync(join(project.root, `src/content/blog/${post.slug}/image.jpg`))).toBe(true);
});

const leadersFile = "src/content/leaders.json";
/** A leader as the list's file holds them now. */
function leader(project: ProjectCopy, index: number) {
  const items = (JSON.parse(project.read(leadersFile)) as { items: { name: string; role: string }[] }).items;
  const found = items[index];
  if (!found) throw new Error(`The leaders list has no item ${index}`);
  return found;
}
/** Opens a leader in the list's edit dialog, by the name the list shows. */
async function openLeader(page: Page, name: string) {
  await openAdmin(page, "/singleton/leaders");
  await page.getByRole("row", { name }).getByText(name, { exact: true }).click();
  return page.getByRole("dialog");
}

test("an editor uploads a leader's portrait: one line in the list's file, the picture beside it", async ({
  page,
  project,
  pictureFile,
}) => {
  const before = project.read(leadersFile);
  const dialog = await openLeader(page, leader(project, 0).name);
  await choosePicture(dialog, page, "Portrait", await photo(pictureFile, "portrait.jpg", "#2050d0", 900, 900));
  await expect(dialog.getByRole("button", { name: "Remove" })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  const [line] = addedLines(before, await savedText(project, leadersFile, before));
  const path = /^ {6}"portrait": "\.\/(leaders\/[\w/-]+\.jpg)",$/.exec(line ?? "")?.[1];
  expect(path, line).toBeTruthy();
  // The admin writes the picture and the list's file one after the other.
  await expect.poll(() => existsSync(join(project.root, "src/content", path ?? ""))).toBe(true);
});

test("a picture over the limit, or in another format, is refused when chosen, with the reason", async ({
  page,
  project,
  pictureFile,
}) => {
  const before = project.read(leadersFile);
  const tooBig = pictureFile("team-photo.jpg", Buffer.alloc(PICTURE_LIMIT.bytes + 1024 * 1024));
  const heic = pictureFile("IMG_0042.heic", Buffer.alloc(2048));
  const dialog = await openLeader(page, leader(project, 1).name);
  for (const file of [tooBig, heic]) {
    await choosePicture(dialog, page, "Portrait", file);
    const name = file.split("/").at(-1) ?? "";
    const reason = pictureProblem({ name, bytes: readFileSync(file).length });
    await expect(dialog.getByRole("alert")).toHaveText(reason ?? "a reason");
    // Nothing was taken: the field offers no picture to remove.
    await expect(dialog.getByRole("button", { name: "Remove" })).toHaveCount(0);
  }
  expect(project.read(leadersFile)).toBe(before);
});

test("saving the list with a portrait in it changes only the edited line, and keeps the picture", async ({
  page,
  project,
}) => {
  const before = project.read(leadersFile);
  const pictures = () =>
    readdirSync(join(project.root, "src/content/leaders"), { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile())
      .map((item) => [item.name, readFileSync(join(item.parentPath, item.name)).length]);
  const picturesBefore = pictures();
  const { name, role } = leader(project, 1);
  const dialog = await openLeader(page, name);
  await dialog.getByRole("textbox", { name: "Role" }).fill("Chief Operating Officer");
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  expect(changedLines(before, await savedText(project, leadersFile, before))).toEqual([
    [`      "role": ${JSON.stringify(role)},`, `      "role": "Chief Operating Officer",`],
  ]);
  expect(pictures()).toEqual(picturesBefore);
});

test("an editor changes a service's subtitle, and only that line of its file changes", async ({ page, project }) => {
  const file = "src/content/services/cloud-migration.json";
  const before = project.read(file);
  await openAdmin(page, "/collection/services/item/cloud-migration");
  await page.getByRole("textbox", { name: "Subtitle" }).fill(subtitle);
  await page.getByRole("button", { name: "Save" }).click();
  expect(changedLines(before, await savedText(project, file, before))).toEqual([
    [
      '  "subtitle": "Move to AWS, Azure or Google Cloud without a weekend of downtime",',
      `  "subtitle": "${subtitle}",`,
    ],
  ]);
});

test("an editor changes the home page's headline, and only that line of its file changes", async ({
  page,
  project,
}) => {
  const file = "src/content/pages/home.json";
  const before = project.read(file);
  const old = (JSON.parse(before) as { hero: { title: string } }).hero.title;
  await openAdmin(page, "/singleton/homePage");
  await page.getByRole("textbox", { name: "Headline" }).fill(headline);
  await page.getByRole("button", { name: "Save" }).click();
  expect(changedLines(before, await savedText(project, file, before))).toEqual([
    [`    "title": ${JSON.stringify(old)},`, `    "title": "${headline}",`],
  ]);
});

test("an invalid edit is refused with a message that names the field, and nothing is written", async ({
  page,
  project,
}) => {
  const service = "src/content/services/qa-testing.json";
  const company = "src/content/company.json";
  const [serviceBefore, companyBefore] = [project.read(service), project.read(company)];

  await openAdmin(page, "/collection/services/item/qa-testing");
  await page.getByRole("textbox", { name: "Subtitle" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Subtitle must not be empty")).toBeVisible();

  await openAdmin(page, "/singleton/company");
  await page.getByRole("textbox", { name: "Phone number" }).fill("307-555-0142");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Use the form +1 (307) 555-0142.")).toBeVisible();

  expect(project.read(service)).toBe(serviceBefore);
  expect(project.read(company)).toBe(companyBefore);
});

test("a new entry may not take an address another page uses: the admin says so, with the build's words", async ({
  page,
  project,
}) => {
  for (const [collection, title, file] of [
    ["blog", "Search", "src/content/blog/search.md"],
    ["legal", "About", "src/content/legal/about.md"],
    ["industries", "404", "src/content/industries/404.json"],
  ] as const) {
    await openAdmin(page, `/collection/${collection}/create`);
    await page.getByRole("textbox", { name: /^(Title|Industry name)$/ }).fill(title);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(webAddressRule(collection).message)).toBeVisible();
    expect(existsSync(join(project.root, file)), file).toBe(false);
  }
});

test("saving a Markdown entry rewrites only the edited line: its body and front matter keep their format", async ({
  page,
  project,
}) => {
  // One entry of every collection opened, edited and saved in turn: two minutes on a quiet machine.
  test.setTimeout(420_000);
  // A short field on one line, so the edit is one line however long the entry's other values are.
  const collections = [
    { name: "blog", label: "Blog posts", dir: "blog", field: "Search result title", key: "metaTitle" },
    { name: "legal", label: "Legal pages", dir: "legal", field: "Title", key: "title" },
  ];
  for (const { name, label, dir, field, key } of collections) {
    await openAdmin(page, `/collection/${name}`);
    const slugs = readdirSync(join(project.root, "src/content", dir))
      .map((file) => file.replace(/\.md$/, ""))
      .filter((slug) => slug !== post.slug);
    for (const slug of slugs) {
      const file = `src/content/${dir}/${slug}.md`;
      const before = project.read(file);
      // The list re-renders when the admin rereads the files after a save, and a click that lands during
      // that re-render opens nothing; an editor would click again, and so does the test. A click that did open
      // the entry may take many seconds to return on a busy machine (the page is drawing the editor), so the
      // test clicks again only while the address is still the list's.
      const row = page.getByRole("grid", { name: label }).getByRole("row", { name: new RegExp(`^${slug} `) });
      const entryUrl = new RegExp(`/item/${slug}$`);
      await expect(async () => {
        if (!entryUrl.test(page.url())) await row.click({ timeout: 30_000 });
        await expect(page).toHaveURL(entryUrl, { timeout: 5_000 });
      }).toPass({ timeout: 120_000 });
      await page.getByRole("textbox", { name: field, exact: true }).fill("Edited in the admin");
      await page.getByRole("button", { name: "Save" }).click();
      expect(changedLines(before, await savedText(project, file, before)), file).toEqual([
        [expect.stringMatching(new RegExp(`^${key}: `)), `${key}: Edited in the admin`],
      ]);
      // A changed title keeps the entry's file name, and with it the page's address.
      expect(existsSync(join(project.root, file))).toBe(true);
      await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: label }).click();
    }
  }
});

/** A service no other test here edits, read from the copy: the one renamed below. */
function renamedService(project: ProjectCopy) {
  const ids = readdirSync(join(project.root, "src/content/services"))
    .map((file) => file.replace(/\.json$/, ""))
    .filter((id) => !["cloud-migration", "qa-testing"].includes(id))
    .sort();
  return ids.at(-1) ?? "";
}

test("an editor renames a page twice and back: the admin keeps each former address, records each, and no loop", async ({
  page,
  project,
}) => {
  test.setTimeout(300_000);
  const id = renamedService(project);
  const file = (name: string) => `src/content/services/${name}.json`;
  const rename = async (from: string, to: string) => {
    await openAdmin(page, `/collection/services/item/${from}`);
    await page.getByRole("textbox", { name: "Web address name" }).fill(to);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => existsSync(join(project.root, file(to))), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => existsSync(join(project.root, file(from)))).toBe(false);
    // The save is where the ledger of published addresses is written: the new address is in it at once.
    const ledger = () => JSON.parse(project.read(LEDGER_FILE)) as { addresses: Record<string, unknown> };
    await expect.poll(() => Object.keys(ledger().addresses), { timeout: 10_000 }).toContain(`/services/${to}`);
    return (JSON.parse(await savedText(project, file(to))) as { formerAddresses?: string[] }).formerAddresses;
  };
  expect(await rename(id, `${id}-renamed`)).toEqual([`/services/${id}`]);
  expect(await rename(`${id}-renamed`, `${id}-twice`)).toEqual([`/services/${id}`, `/services/${id}-renamed`]);
  // Back to its first name: that address is the page's again, not a redirect to itself.
  expect(await rename(`${id}-twice`, id)).toEqual([`/services/${id}-renamed`, `/services/${id}-twice`]);
});

test("a former address that is no path of the site is refused at save, with the reason", async ({ page, project }) => {
  const before = project.read("src/content/services/qa-testing.json");
  await openAdmin(page, "/collection/services/item/qa-testing");
  await page.getByRole("textbox", { name: "Former addresses" }).fill("/old services/qa");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: SITE_PATH_MESSAGE })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(project.read("src/content/services/qa-testing.json")).toBe(before);
});

test("a save that would break an address is refused in the admin, with the build's words", async ({
  page,
  project,
}) => {
  const service = "src/content/services/qa-testing.json";
  const before = project.read(service);
  await openAdmin(page, "/collection/services/item/qa-testing");
  await page.getByRole("textbox", { name: "Former addresses" }).fill("/about");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("/about is the address of the About page, so it cannot lead here.")).toBeVisible();
  expect(project.read(service)).toBe(before);
});

test("deleting a published page is refused until Redirects says where its address goes", async ({ page, project }) => {
  const [id = ""] = readdirSync(join(project.root, "src/content/services")).map((f) => f.replace(/\.json$/, ""));
  await openAdmin(page, `/collection/services/item/${id}`);
  await page.getByRole("button", { name: "Delete entry…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText(`/services/${id} was published by the service`)).toBeVisible();
  await expect(page.getByText('add it to Redirects as "Gone for good (410)"')).toBeVisible();
  expect(existsSync(join(project.root, `src/content/services/${id}.json`))).toBe(true);
});

test("an editor adds a campaign address in Redirects", async ({ page, project }) => {
  const file = "src/content/redirects.json";
  const before = project.read(file);
  await openAdmin(page, "/singleton/redirects");
  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Address" }).fill("/go/proposal");
  await dialog.getByRole("textbox", { name: "Goes to" }).fill(`/services/${renamedService(project)}`);
  await dialog.getByRole("button", { name: "Add" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  const saved = JSON.parse(await savedText(project, file, before)) as { redirects: unknown[] };
  expect(saved.redirects.at(-1)).toEqual({
    from: "/go/proposal",
    kind: "permanent",
    to: `/services/${renamedService(project)}`,
  });
});

test("a production build of the edited content shows the new post, the new subtitle and the new headline", async ({
  project,
}) => {
  test.setTimeout(180_000);
  const build = await runBuild({ label: "site as the admin saved it", cwd: project.root });
  expect(build.ok, build.output).toBe(true);
  const built = (path: string) => readFileSync(join(project.root, "dist", path), "utf8");

  expect(built("blog.html")).toContain(post.title);
  expect(built(`blog/${post.slug}.html`)).toContain("Ask who will answer the pager");
  expect(built("rss.xml")).toContain(`/blog/${post.slug}</link>`);
  expect(built("sitemap.xml")).toContain(`/blog/${post.slug}</loc>`);
  expect(built("services/cloud-migration.html")).toContain(subtitle);
  expect(built("index.html")).toContain(headline);

  // The renamed service's former addresses, as npm start answers them: one hop to the page, query kept.
  const id = renamedService(project);
  const server = createServer(createSiteHandler(join(project.root, "dist")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    for (const former of [`/services/${id}-renamed`, `/services/${id}-twice`, "/go/proposal"]) {
      const response = await fetch(`http://127.0.0.1:${port}${former}?utm_source=proposal`, { redirect: "manual" });
      expect(response.status, former).toBe(301);
      expect(response.headers.get("location"), former).toBe(`/services/${id}?utm_source=proposal`);
    }
    expect((await fetch(`http://127.0.0.1:${port}/services/${id}`, { redirect: "manual" })).status).toBe(200);
  } finally {
    server.close();
  }
  expect(built("sitemap.xml")).not.toContain(`/services/${id}-renamed<`);
});

test("the built site shows the portrait and the header image resized, and shares the header image", async ({
  project,
}) => {
  const dist = join(project.root, "dist");
  const html = (path: string) => readFileSync(join(dist, path), "utf8");
  const attribute = (text: string) => text.replace(/&/g, "&amp;");
  const isPicture = (path: string, alt: string) =>
    new RegExp(
      `<picture><source type="image/avif" srcSet="/_astro/[^"]+ \\d+w, [^"]+" sizes="[^"]+"/>` +
        `<source type="image/webp" srcSet="/_astro/[^"]+ \\d+w, [^"]+" sizes="[^"]+"/>` +
        `<img src="/_astro/[^"]+\\.jpeg" alt="${alt}" width="\\d+" height="\\d+"`,
    ).test(html(path));
  const { portraitAlt } = leader(project, 0) as { portraitAlt?: string };
  expect(isPicture("about.html", attribute(portraitAlt ?? "no description"))).toBe(true);
  expect(isPicture(`blog/${post.slug}.html`, "A plug icon on a patterned gradient")).toBe(true);
  // The share card carries the red header image; without it, the card is the brand's dark teal.
  const [red = 0, green = 0, blue = 0] = (
    await sharp(join(dist, socialImagePath(`/blog/${post.slug}`))).stats()
  ).channels.map((channel) => channel.mean);
  expect(red - Math.max(green, blue)).toBeGreaterThan(30);
});
