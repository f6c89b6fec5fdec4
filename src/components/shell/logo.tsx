import { site } from "../../config/site";
import { sitePaths } from "../../lib/urls";

/** The wordmark: a stylised peak (the Bighorn Mountains above Sheridan) and the company name. */
export function Logo() {
  return (
    <a
      href={sitePaths.home}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-md font-bold tracking-tight text-ink"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path d="M5 24 13 11l4.5 7 3-4.5L27 24Z" className="fill-on-accent" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </a>
  );
}
