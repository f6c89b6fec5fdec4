import { Icon } from "./icon.tsx";

/** The "back to the list" link at the top of every detail page. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className="inline-flex min-h-11 items-center gap-2 font-medium text-link hover:underline">
      <Icon name="arrow-left" className="size-4" />
      {children}
    </a>
  );
}
