import type { IconName } from "../../lib/icons";
import { Icon } from "../ui/icon";

type PhoneLink = { href: string; label: string; icon: IconName };

/**
 * What a phone shows instead of a grid of cards on the home page: every entry as one tappable line (rows)
 * or a chip (chips), so the page stays a few screens tall. The cards return from the `sm` breakpoint up.
 */
export function PhoneLinks({
  links,
  look,
  label,
}: {
  links: readonly PhoneLink[];
  look: "rows" | "chips";
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className={look === "rows" ? "flex flex-col gap-2 sm:hidden" : "flex flex-wrap gap-2 sm:hidden"}
    >
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={
              look === "rows"
                ? "flex min-h-14 items-center gap-3 rounded-lg border border-line bg-surface px-4 font-semibold"
                : "inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium"
            }
          >
            <Icon name={link.icon} className="size-5 shrink-0 text-link" />
            <span className="grow">{link.label}</span>
            {look === "rows" && <Icon name="arrow-right" className="size-4 shrink-0 text-muted" />}
          </a>
        </li>
      ))}
    </ul>
  );
}
