/**
 * An SVG document as a `data:` URL, percent-encoding only what a URL inside an attribute or `url()` must: the
 * result stays readable and smaller than base64.
 */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s*\n\s*/g, " ")
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml,${encoded}`;
}
