import type { ComponentProps } from "react";
import { buttonVariants } from "../ui/button-variants";
import { Icon } from "../ui/icon";

/**
 * The blog's search box and its submit button (WCAG 3.2.2: searching is something the visitor asks for).
 * The enclosing form posts `q` to the results page; input props pass through.
 */
export function SearchField(props: ComponentProps<"input">) {
  return (
    <div className="flex gap-2">
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id="blog-search"
          name="q"
          type="search"
          maxLength={100}
          placeholder="Search articles"
          className="min-h-11 w-full rounded-md border border-line bg-surface pr-3 pl-9 text-ink placeholder:text-muted"
          {...props}
        />
      </div>
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        Search
      </button>
    </div>
  );
}
