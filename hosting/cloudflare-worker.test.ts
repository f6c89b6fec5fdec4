import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import worker from "./cloudflare-worker.ts";
import { ADDRESS_LIST, IMMUTABLE, NOT_FOUND_CACHE, PRIVATE_FOLDERS, REVALIDATE } from "./served-paths.ts";

vi.mock("../leads/cloudflare/service.ts", () => ({
  onLeadRequest: () => Promise.resolve(new Response("the lead service", { status: 200 })),
  onLeadSchedule: () => undefined,
}));

/** The asset layer as the Worker's binding sees it (`not_found_handling: "none"`): these files, and a bare 404. */
const files: Record<string, string> = {
  "/_astro/site.abc123.css": "body{}",
  "/404": "<h1>Page not found</h1>",
  "/industries/404": "<h1>Industry not found</h1>",
  "/410": "<h1>This page has been retired</h1>",
  [ADDRESS_LIST]: JSON.stringify({
    pages: ["/", "/about", "/case-studies"],
    moved: [
      ["/team", { to: "/about", status: 301 }],
      ["/podcast", { to: "https://podcast.example/show?from=site#latest", status: 302 }],
    ],
    gone: ["/events/retired-workshop"],
  }),
};
const assets = {
  fetch: (request: Request | string) => {
    const { pathname } = new URL(typeof request === "string" ? request : request.url);
    const body = files[pathname];
    return Promise.resolve(
      new Response(body ?? null, {
        status: body === undefined ? 404 : 200,
        headers: { "Cache-Control": IMMUTABLE, "X-Frame-Options": "DENY" },
      }),
    );
  },
};
const env = { LEADS_D1: {} as never, ASSETS: assets };
const context = { waitUntil: () => undefined, passThroughOnException: () => undefined };
const get = (path: string) => worker.fetch(new Request(`https://www.bighorn.test${path}`), env, context);

describe("the site's Worker on Cloudflare", () => {
  it("answers the private folder with the site's 404 page, never its files", async () => {
    const answer = await get("/_leads/site.json");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Page not found");
  });

  it("passes a hashed file on as the asset layer sends it, and tells a browser never to store a missing one", async () => {
    const found = await get("/_astro/site.abc123.css");
    expect(found.headers.get("cache-control")).toBe(IMMUTABLE);
    const missing = await get("/_astro/site.gone00.css");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe(NOT_FOUND_CACHE);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers an address with no file with the nearest not-found page, never to be stored", async () => {
    for (const [path, words] of [
      ["/no-such-page", "Page not found"],
      ["/industries/no-such-industry", "Industry not found"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain(words);
      expect(answer.headers.get("cache-control"), path).toBe(NOT_FOUND_CACHE);
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("answers a gone address, trailing slash or not, with 410 and the site's gone page", async () => {
    for (const path of ["/events/retired-workshop", "/events/retired-workshop/"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(410);
      expect(await answer.text(), path).toContain("This page has been retired");
      expect(answer.headers.get("cache-control"), path).toBe(REVALIDATE);
    }
  });

  it("moves what the asset layer passes on in one hop, as every host does: a moved page, a spelling of one", async () => {
    for (const [path, location] of [
      ["/team?ref=mail", "/about?ref=mail"],
      ["/team/", "/about"],
      ["/about.html/", "/about"],
      ["/case%2Dstudies/", "/case-studies"],
      ["/podcast?utm_source=x", "https://podcast.example/show?from=site&utm_source=x#latest"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(path === "/podcast?utm_source=x" ? 302 : 301);
      expect(answer.headers.get("location"), path).toBe(location);
      expect(answer.headers.get("cache-control"), path).toBe(REVALIDATE);
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
      expect(await answer.text(), path).toBe("");
    }
  });

  it("refuses an encoded backslash, an empty segment or an encoded slash with 400 and the site's not-found page (the runtime resolves dot segments)", async () => {
    for (const path of ["/%5Cevil.example", "//evil.example", "/about%2Fteam"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("location"), path).toBeNull();
      expect(await answer.text(), path).toBe("<h1>Page not found</h1>");
    }
  });

  it("hands /api/ to the lead service", async () => {
    expect(await (await get("/api/contact")).text()).toBe("the lead service");
  });

  it("is woken by its configuration for exactly the paths it handles", () => {
    // JSON with comments, as wrangler reads it.
    const text = readFileSync(join(import.meta.dirname, "..", "wrangler.jsonc"), "utf8");
    const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1")) as {
      assets: { run_worker_first: string[]; not_found_handling: string };
    };
    expect(config.assets.not_found_handling).toBe("none");
    expect(config.assets.run_worker_first.sort()).toEqual(
      ["/api/*", "/_astro/*", ...PRIVATE_FOLDERS.map((folder) => `${folder}*`)].sort(),
    );
  });
});

/** The Worker as a new isolate has it, nothing read yet; its address list is answered by `answerList(n)` on read n. */
async function isolate(answerList: (read: number) => Promise<Response>) {
  vi.resetModules();
  const { default: fresh } = await import("./cloudflare-worker.ts");
  let reads = 0;
  const binding = {
    fetch: (request: Request | string) => {
      const { pathname } = new URL(typeof request === "string" ? request : request.url);
      return pathname === ADDRESS_LIST ? answerList(++reads) : assets.fetch(request);
    },
  };
  return {
    get: (path: string) =>
      fresh.fetch(new Request(`https://www.bighorn.test${path}`), { ...env, ASSETS: binding }, context),
    reads: () => reads,
  };
}

describe("the Worker's address list", () => {
  const retired = "/events/retired-workshop";
  const listed = () => Promise.resolve(new Response(files[ADDRESS_LIST]));
  const failedReads: Record<string, () => Promise<Response>> = {
    "the binding throws": () => Promise.reject(new Error("internal error")),
    "the file answers 500": () => Promise.resolve(new Response("error", { status: 500 })),
    "the file is not JSON": () => Promise.resolve(new Response("<html>an error page</html>")),
    "the JSON is the former list of gone paths": () => Promise.resolve(new Response(JSON.stringify([retired]))),
    "a moved address has no status": () =>
      Promise.resolve(new Response(JSON.stringify({ pages: [], moved: [["/a", { to: "/b" }]], gone: [retired] }))),
    "the file is over 2 MB": () =>
      Promise.resolve(
        new Response(JSON.stringify({ pages: [`/${"x".repeat(2_000_000)}`], moved: [], gone: [retired] })),
      ),
  };

  it.each(Object.entries(failedReads))(
    "answers 404, never stored, when %s, logs it once without the address, and reads again on the next request",
    async (_, failedRead) => {
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      try {
        const worker = await isolate((read) => (read <= 2 ? failedRead() : listed()));
        for (let request = 1; request <= 2; request++) {
          const answer = await worker.get(retired);
          expect(answer.status).toBe(404);
          expect(answer.headers.get("cache-control")).toBe(NOT_FOUND_CACHE);
        }
        expect(log).toHaveBeenCalledOnce();
        expect(String(log.mock.calls[0]?.[0])).not.toContain(retired);
        expect((await worker.get(retired)).status).toBe(410);
        expect(worker.reads()).toBe(3);
      } finally {
        log.mockRestore();
      }
    },
  );

  it("does not hold a request on another request's read that never ends", async () => {
    const worker = await isolate((read) => (read === 1 ? new Promise<Response>(() => undefined) : listed()));
    const stuck = worker.get(retired);
    expect((await worker.get(retired)).status).toBe(410);
    expect(worker.reads()).toBe(2);
    void stuck;
  });

  it("once read, keeps the list: no further read for gone or unknown addresses", async () => {
    const worker = await isolate(listed);
    expect((await worker.get(retired)).status).toBe(410);
    expect((await worker.get("/no-such-page")).status).toBe(404);
    expect((await worker.get(`${retired}/`)).status).toBe(410);
    expect(worker.reads()).toBe(1);
  });
});
