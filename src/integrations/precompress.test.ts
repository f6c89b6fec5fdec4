import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, onTestFinished } from "vitest";
import { compressible, precompressFile } from "./precompress.ts";

describe("precompressFile", () => {
  it("writes brotli and gzip twins that decode to the original", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const page = join(dir, "page.html");
    const html = `<!doctype html><title>x</title>${"<p>Custom software for hospitals.</p>".repeat(50)}`;
    await writeFile(page, html);
    const sizes = await precompressFile(page);
    expect(sizes?.br).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(html);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(html);
  });

  it("leaves tiny files alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, "robots.txt");
    await writeFile(file, "User-agent: *\n");
    expect(await precompressFile(file)).toBeUndefined();
    expect(existsSync(`${file}.br`)).toBe(false);
  });

  it("compresses text formats only", () => {
    expect(["a.html", "a.css", "a.js", "sitemap.xml", "favicon.svg"].every((f) => compressible.test(f))).toBe(true);
    expect(["a.png", "a.woff2", "a.html.br"].some((f) => compressible.test(f))).toBe(false);
  });
});
