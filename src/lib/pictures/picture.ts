/**
 * A photograph as the page needs it, made at build time by src/build/pictures.ts: AVIF and WebP candidates for
 * the browser to choose from by the slot's `sizes`, and a resized JPEG for the rest. The uploaded file itself is
 * never served.
 */
export type Picture = {
  alt: string;
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
};
