import type { ComponentProps } from "react";
import { Icon } from "../ui/icon.tsx";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";

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
        <Input
          id="blog-search"
          name="q"
          type="search"
          maxLength={100}
          placeholder="Search articles"
          layout="bar-icon"
          {...props}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </div>
  );
}
