/**
 * What the site accepts as a photograph, shared by the admin (which refuses an upload at once) and the build
 * (which refuses a file that reached the repository another way). No zod here: the admin runs it in the browser.
 */

/** A stored picture path: beside the entry, as the admin writes it (`./<entry>/image.jpg`). */
export const PICTURE_PATH = /^\.\/(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp|avif)$/i;
export const PICTURE_FORMATS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
/** Large enough for a phone's full-resolution photo, small enough to keep the repository light. */
export const PICTURE_LIMIT = { bytes: 8 * 1024 * 1024, label: "8 MB" } as const;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file cannot be the site's picture, in words for the editor; undefined when it can. */
export function pictureProblem(file: { name: string; bytes: number }): string | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  if (!(PICTURE_FORMATS as readonly string[]).includes(extension)) {
    const kind = extension ? `a ${extension.toUpperCase()} file` : "not a picture file";
    return `${file.name} is ${kind}. Choose a JPEG, PNG, WebP or AVIF picture.`;
  }
  if (file.bytes > PICTURE_LIMIT.bytes) {
    return `${file.name} is ${megabytes(file.bytes)}; the limit is ${PICTURE_LIMIT.label}. Export it smaller (2400 pixels wide as a JPEG is plenty) and choose it again.`;
  }
  return undefined;
}
