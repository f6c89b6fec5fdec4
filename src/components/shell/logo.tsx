import { site } from "../../config/site.ts";
import { sitePaths } from "../../lib/navigation/urls.ts";

/**
 * The wordmark: a stylized peak (the Bighorn Mountains above Sheridan) and the company name. The mark is drawn by
 * `.logo` in design.css in the palette's colors, so the link is one element with its name as its only content.
 */
export function Logo() {
  return (
    <a href={sitePaths.home} className="logo">
      {site.name}
    </a>
  );
}
