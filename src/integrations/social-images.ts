import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import sharp from "sharp";
import { site } from "../config/site.ts";
import { sectionOf } from "../lib/navigation/sections.ts";
import { fullBleedLogo, icoFromPng, renderSocialCard, renderSquarePng } from "./card-renderer.ts";
import { FAVICON_ICO_PATH, LOGO_PATH, socialImagePath, TOUCH_ICON_PATH } from "../lib/navigation/urls.ts";
import { metaContent, readBuiltPages } from "./built-pages.ts";
import { pagePictures } from "./page-pictures.ts";
import { SOCIAL_IMAGE } from "../lib/pictures/social-image-size.ts";

/** A page's photograph cropped to the card, around what draws the eye, as satori takes it. */
async function cardPhoto(file: string): Promise<string> {
  const jpeg = await sharp(file)
    .rotate()
    .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: "cover", position: "attention" })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * After the pages are written, renders each page's Open Graph image from its own `og:title` to the path
 * the layout already points at (`socialImagePath`), on the page's own photograph when an editor uploaded one
 * (src/integrations/page-pictures.ts), plus the PNG logo, `/favicon.ico` and the iOS home-screen icon.
 * Adding a page needs no change here.
 */
export function socialImages(): AstroIntegration {
  let siteUrl: string | undefined;
  let publicDir: URL | undefined;
  let srcDir: URL | undefined;
  return {
    name: "bighorn:social-images",
    hooks: {
      "astro:config:done": ({ config }) => {
        siteUrl = config.site;
        publicDir = config.publicDir;
        srcDir = config.srcDir;
      },
      "astro:build:done": async ({ dir, pages, logger }) => {
        const started = performance.now();
        const logoSvg = await readFile(new URL("favicon.svg", publicDir), "utf8");
        const host = new URL(siteUrl ?? site.defaultUrl).host;
        const built = await readBuiltPages(dir, pages);
        const photos = pagePictures(fileURLToPath(new URL("content", srcDir)));

        const write = async (path: string, png: Buffer) => {
          const file = fileURLToPath(new URL(`.${path}`, dir));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, png);
        };
        await write(LOGO_PATH, renderSquarePng(logoSvg, 512));
        await write(FAVICON_ICO_PATH, icoFromPng(renderSquarePng(logoSvg, 32), 32));
        await write(TOUCH_ICON_PATH, renderSquarePng(fullBleedLogo(logoSvg), 180));
        for (const page of built) {
          const title = metaContent(page.html, "og:title");
          if (!title) throw new Error(`social-images: ${page.path} has no og:title`);
          const photo = photos.get(page.path);
          const png = await renderSocialCard({
            title,
            section: sectionOf(page.path)?.name,
            brand: site.name,
            host,
            logoSvg,
            photo: photo && (await cardPhoto(photo)),
          });
          // A photograph in full color would make a 1.5 MB PNG; 256 colors keep it near a tenth of that.
          await write(socialImagePath(page.path), photo ? await sharp(png).png({ palette: true }).toBuffer() : png);
        }
        logger.info(`${built.length} social images in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
