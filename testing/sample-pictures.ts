import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { entryFiles } from "../src/integrations/content-entries.ts";
import { collectionFiles } from "../src/lib/content/collections.ts";

/**
 * Stand-in photographs for measuring pages as they will be once editors upload pictures: one for every entity
 * that can have one, and one inside an article's body, written into a copy of the project exactly where the
 * admin would put them. Each is a 2400 x 1600 JPEG of about 1 MB with photo-like noise, generated from a seed,
 * so every run makes the same bytes (and Astro's image cache stays warm). No stock photos ship with the project.
 */

const WIDTH = 2400;
const HEIGHT = 1600;

/** A small deterministic generator (mulberry32), so the same seed always draws the same picture. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Texture at every scale, made once and shared by every sample: random values at 1/16, 1/4 and full resolution,
 * each scaled up and laid over the others, so a resized copy keeps detail the way a photograph does (fine grain
 * alone averages away when the picture is made smaller, which would flatter every budget).
 */
let texture: Promise<Buffer> | undefined;
function photoTexture(): Promise<Buffer> {
  const next = random(0);
  const layer = (divisor: number) => {
    const [width, height] = [Math.ceil(WIDTH / divisor), Math.ceil(HEIGHT / divisor)];
    const pixels = Buffer.alloc(width * height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(next() * 256);
    return sharp(pixels, { raw: { width, height, channels: 1 } })
      .resize(WIDTH, HEIGHT, { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  };
  return (texture ??= Promise.all([layer(16), layer(4), layer(1)]).then(([coarse, middle, fine]) =>
    sharp(coarse)
      .composite([
        { input: middle, blend: "overlay" },
        { input: fine, blend: "soft-light" },
      ])
      // Around middle grey, which an overlay leaves unchanged: at a third of its strength, it reads as texture.
      .linear(0.35, 128 * 0.65)
      .png({ compressionLevel: 1 })
      .toBuffer(),
  ));
}

/** A picture with broad shapes and grain, which compresses the way photographs do (not the way flat art does). */
export async function samplePicture(seed: number): Promise<Buffer> {
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y, r] = [next() * WIDTH, next() * HEIGHT, 80 + next() * 420];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + next() * 90) % 360} 55% ${30 + next() * 40}%)" fill-opacity="0.7"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 50% 70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 45% 25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await photoTexture(), blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;
const writeJson = (file: string, data: unknown) => {
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

/**
 * Gives every picture field of the project at `root` a sample picture, stored the way the admin stores it.
 * Returns the files written, relative to the root.
 */
export async function addSamplePictures(root: string): Promise<string[]> {
  const content = join(root, "src", "content");
  const written: string[] = [];
  let seed = 1;
  const save = async (file: string) => {
    const path = join(content, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await samplePicture(seed++));
    written.push(`src/content/${file}`);
  };

  // One entry per file: the picture sits in a folder named after the entry, beside it.
  for (const name of ["services", "industries", "caseStudies"] as const) {
    const { folder } = collectionFiles[name];
    for (const { id, file } of entryFiles(content, name)) {
      await save(`${folder}/${id}/image.jpg`);
      writeJson(file, { ...readJson(file), image: `./${id}/image.jpg` });
    }
  }
  const blog = collectionFiles.blog.folder;
  for (const [index, { id, file: path }] of entryFiles(content, "blog").entries()) {
    await save(`${blog}/${id}/image.jpg`);
    let text = readFileSync(path, "utf8").replace(/^imageAlt:/m, `image: ./${id}/image.jpg\nimageAlt:`);
    // The first article also carries a picture in its body, after its first section's opening paragraph.
    if (index === 0) {
      await save(`${blog}/${id}/figure-sample.jpg`);
      text = text.replace(
        /(\n## [^\n]+\n\n[^\n]+\n)/,
        `$1\n![A sample figure inside the article](./${id}/figure-sample.jpg)\n`,
      );
    }
    writeFileSync(path, text);
  }
  // Lists kept in one file: pictures in a folder named after the file, one per item.
  for (const [name, field] of [
    ["portfolio", "image"],
    ["leaders", "portrait"],
  ] as const) {
    const path = join(content, `${name}.json`);
    const data = readJson(path) as { items: Json[] };
    for (const [index, item] of data.items.entries()) {
      await save(`${name}/items/${index}/${field}.jpg`);
      item[field] = `./${name}/items/${index}/${field}.jpg`;
    }
    writeJson(path, data);
  }
  return written;
}
