import { spawn } from "node:child_process";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SERVING } from "../testing/serve-dist.ts";
import { sampleVisitor, sendButton } from "./support/contact-form.ts";
import { cspViolations } from "./support/csp.ts";
import { dist } from "../scripts/lib/dist.ts";
import { hashedAsset } from "../src/integrations/built-pages.ts";

// The production server (`npm start`), which every browser test runs against: headers, caching,
// compression, bad requests, logging and shutdown.

const asset = (ext: string) => hashedAsset(dist, ext);

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = Object.fromEntries(
    (headers["content-security-policy"] ?? "").split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[] | undefined>;
  expect(csp["script-src"]).toContain("'self'");
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  // Both forms post to the site's own lead service.
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'none'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(headers["strict-transport-security"]).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  return csp;
}

test.describe("headers", () => {
  test("HTML pages are revalidated, carry every security header, and allow exactly their inline scripts", async ({
    request,
  }) => {
    let checked = 0;
    for (const path of ["/", "/contact", "/success-stories", "/blog", "/blog/search"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(response.headers()["content-type"]).toBe("text/html;charset=utf-8");
      const csp = expectSecurityHeaders(response);
      const html = await response.text();
      const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        // Data blocks (JSON-LD, the contact page's topics) are not run, so they need no hash.
        ([, attributes = ""]) => !attributes.includes("src=") && !/type="application\/(?:ld\+)?json"/.test(attributes),
      );
      checked += inline.length;
      for (const [, , body = ""] of inline) {
        const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
        expect(csp["script-src"], `${path} inline script allowed by hash`).toContain(hash);
      }
    }
    // /contact and /blog/search each carry Astro's island loader.
    expect(checked, "the island pages have inline loader scripts to check").toBeGreaterThanOrEqual(2);
  });

  test("hashed assets are cached for a year as immutable, with the same security headers", async ({ request }) => {
    for (const path of [asset(".css"), asset(".js"), asset(".svg")]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(response);
    }
  });

  test("not-found, redirect and refused answers carry the security headers too", async ({ request }) => {
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()["cache-control"]).toBe("no-store");
    expect(await notFound.text()).toContain(pageCopy.notFoundPage.title);
    expectSecurityHeaders(notFound);

    const redirect = await request.get("/success-stories/retail-ai-platform", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["location"]).toBe("/success-stories/ai-recommendation-ecommerce");
    expectSecurityHeaders(redirect);

    const refused = await request.post("/contact", { data: "x" });
    expect(refused.status()).toBe(405);
    expect(refused.headers()["allow"]).toBe("GET, HEAD");
    expectSecurityHeaders(refused);
  });
});

test.describe("files", () => {
  test("serves the precompressed twin the client accepts, with Vary", async ({ request, site }) => {
    const plain = await (await request.get("/services", { headers: { "accept-encoding": "identity" } })).body();
    for (const [accept, encoding, decode, twin] of [
      ["br, gzip", "br", brotliDecompressSync, "services.html.br"],
      ["gzip", "gzip", gunzipSync, "services.html.gz"],
    ] as const) {
      // Read the raw bytes, so the test sees what travels rather than what the client decoded.
      const response = await rawRequest(
        site.port,
        `GET /services HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${accept}\r\n\r\n`,
      );
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["vary"]).toBe("Accept-Encoding");
      expect(decode(response.body).equals(plain)).toBe(true);
      // The build's own twin (src/integrations/precompress.ts), byte for byte: not compressed again on the way.
      expect(response.body.equals(readFileSync(join(dist, twin)))).toBe(true);
    }
    const identity = await rawRequest(site.port, "GET /services HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  test("answers clean URLs without a redirect, and sends trailing slashes to the canonical URL", async ({
    request,
  }) => {
    const page = await request.get("/services", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const slash = await request.get("/services/?from=menu", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()["location"]).toBe("/services?from=menu");
  });

  test("HEAD sends the headers without a body, and a matching ETag gets 304", async ({ site }) => {
    const head = await rawRequest(site.port, "HEAD /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);

    // Each encoding is its own representation with its own ETag, so both requests ask for the same one.
    const first = await rawRequest(site.port, "GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n");
    const etag = first.headers["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await rawRequest(
      site.port,
      `GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nIf-None-Match: ${etag}\r\n\r\n`,
    );
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(again.body.length).toBe(0);
  });
});

/** One request on a fresh socket, written byte for byte, so nothing normalises the target first. */
function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split < 0 ? all.length : split).toString("latin1");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4),
      });
    });
    // Ask the server to close after answering; ending our side first could cut the answer short.
    socket.write(request.replace(/\r\n\r\n$/, "\r\nConnection: close\r\n\r\n"));
  });
}

test.describe("bad requests get a clean 4xx and never a file", () => {
  const cases: [string, string, number][] = [
    ["dot-dot traversal", "GET /../package.json HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["encoded traversal", "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["mixed-case encoded traversal", "GET /_astro/%2E%2e/%2e%2E/package.json HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["encoded slash traversal", "GET /..%2f..%2fpackage.json HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["malformed percent-encoding", "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["absolute-form target", "GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["overlong URL", `GET /${"a".repeat(4000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
    ["URL beyond the header limit", `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ["huge header", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`, 431],
    ["many headers", `GET / HTTP/1.1\r\nHost: x\r\n${"X-A: 1\r\n".repeat(3000)}\r\n`, 431],
    ["method that does not exist", "BREW / HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["garbage request line", "\u0000\u0001 nonsense\r\n\r\n", 400],
  ];
  for (const [name, request, status] of cases) {
    test(name, async ({ request: api, site }) => {
      const response = await rawRequest(site.port, request);
      expect(response.status).toBe(status);
      expect(response.body.toString()).not.toContain('"name": "bighorn-website"');
      expect(response.body.toString()).not.toContain("root:");
      // The server is still up and serving.
      expect((await api.get("/")).status()).toBe(200);
    });
  }

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]) {
    test(`${method} is refused with 405 and an Allow header`, async ({ site }) => {
      const target = method === "CONNECT" ? "127.0.0.1:443" : "/contact";
      const response = await rawRequest(
        site.port,
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`,
      );
      expect(response.status).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
    });
  }
});

// Every page as it loads is checked by every-page.spec.ts; this is the islands at work.
test("a link to an address no page can have (a doubled slash, a backslash) shows the site's not-found page, answered 400", async ({
  page,
}) => {
  for (const address of ["/services//cloud-migration", "/%5Cevil.example/"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(400);
    await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(pageCopy.notFoundPage.title);
    // The site's own page, so the way on is the site's menu: its first link leads to a page.
    const first = page.getByRole("banner").getByRole("link").first();
    await first.click();
    await expect(page).not.toHaveURL(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect((await page.request.get(page.url())).status()).toBe(200);
  }
});

test("the islands at work raise no Content-Security-Policy violation", async ({ page, contactForm }) => {
  const violations = cspViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  // The islands at work: the blog search, the contact form's toast, and a real form post.
  await page.goto("/blog/search?q=cloud");
  await page.waitForSelector("astro-island:not([ssr])");
  await page.getByRole("searchbox", { name: "Search articles" }).fill("retail");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=retail$/);
  await page.goto("/contact");
  await page.waitForSelector("form[novalidate]");
  await sendButton(page).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem")).toHaveCount(1);
  await contactForm.fill(sampleVisitor("Policy Tester", "Checking that the form may post."));
  await contactForm.send();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(violations).toEqual([]);
});

test("logs one line per request and stops cleanly on SIGTERM", async () => {
  const server = spawn(process.execPath, [join(import.meta.dirname, "..", "hosting", "serve.ts")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0" },
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => SERVING.exec(output)?.[1] ?? "", { timeout: 10_000 })
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const origin = SERVING.exec(output)?.[1] ?? "";

    for (const path of ["/services", "/no-such-page", "/services?x=1"]) await fetch(`${origin}${path}`);
    // After the start-up lines (where leads are kept, whether they are forwarded, where the site is served).
    const requestLines = () => {
      const all = output.trim().split("\n");
      return all.slice(all.findIndex((line) => line.includes("Serving dist/")) + 1);
    };
    await expect.poll(() => requestLines().length).toBe(3);
    const lines = requestLines();
    expect(lines[0]).toMatch(/^\S+Z GET \/services 200 \d+ \S+ [\d.]+ms$/);
    expect(lines[1]).toMatch(/ GET \/no-such-page 404 /);
    expect(lines[2]).toMatch(/ GET \/services\?x=1 200 /);

    const exited = new Promise<number | null>((resolve) =>
      server.on("exit", (code) => {
        resolve(code);
      }),
    );
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM");
  } finally {
    // However the test ends, the server does not outlive it.
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  }
});
