import type { Picture } from "../../lib/pictures/picture.ts";

export type Priority = boolean | "high when near";

type ResponsivePictureProps = {
  picture: Picture;
  /** The slot's width at each breakpoint, so the browser downloads the smallest candidate that fills it. */
  sizes: string;
  /**
   * The page's largest picture, in the first screen: fetched at once and first. "high when near" is for one that
   * leads a page on some screens only (a list's first card, a story's photograph under its results): fetched
   * first once it nears the screen, and never where a layout hides it. Everything else waits for the scroll.
   */
  priority?: Priority;
  className?: string;
};

/** An uploaded photograph in AVIF or WebP at the size the slot needs; a resized JPEG for any other browser. */
export function ResponsivePicture({ picture, sizes, priority = false, className }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority === true ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
        className={className}
      />
    </picture>
  );
}
