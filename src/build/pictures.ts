import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import type { Picture } from "../lib/pictures/picture.ts";

/**
 * The shapes the site shows photographs in, cropped around what draws the eye: 16:9 for cards, page headers and
 * article headers (480 px covers a card on a laptop, 1600 px a header on a high-density screen), a square for
 * portraits shown at 96 px, and an article's own figures as uploaded.
 */
const shapes = {
  wide: { widths: [480, 800, 1200, 1600], ratio: 16 / 9, fallback: 800 },
  portrait: { widths: [96, 192, 288], ratio: 1, fallback: 192 },
  /** Figures inside an article keep the proportions they were uploaded with. */
  natural: { widths: [480, 800, 1200, 1600], ratio: undefined, fallback: 800 },
} as const;
export type PictureShape = keyof typeof shapes;

/**
 * The resized versions of an uploaded picture. The metadata is handed to `getImage` untouched: reading any of its
 * fields here would tell Astro the page uses the original, and the uploaded file would be published as it is.
 */
export async function makePicture(
  src: ImageMetadata | undefined,
  alt: string,
  shape: PictureShape,
): Promise<Picture | undefined> {
  if (!src) return undefined;
  const { widths, ratio, fallback } = shapes[shape];
  const crop = (width: number) =>
    ratio ? { width, height: Math.round(width / ratio), fit: "cover", position: "attention" } : { width };
  const widest = crop(Math.max(...widths));
  const [avif, webp, jpeg] = await Promise.all([
    getImage({ src, ...widest, widths: [...widths], format: "avif" }),
    getImage({ src, ...widest, widths: [...widths], format: "webp" }),
    getImage({ src, ...crop(fallback), format: "jpeg" }),
  ]);
  return {
    alt,
    avif: avif.srcSet.attribute,
    webp: webp.srcSet.attribute,
    src: jpeg.src,
    width: Number(jpeg.attributes["width"]),
    height: Number(jpeg.attributes["height"]),
  };
}
