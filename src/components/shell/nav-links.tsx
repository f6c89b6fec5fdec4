import { mainNav } from "../../config/site";
import { cn } from "../../lib/cn";
import { isCurrentSection } from "../../lib/urls";

type NavLinksProps = { currentPath: string; className?: string; linkClassName?: string };

export function NavLinks({ currentPath, className, linkClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const current = isCurrentSection(item.path, currentPath);
        return (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={current ? "page" : undefined}
              className={cn(
                "rounded-md font-medium text-muted hover:text-ink aria-[current=page]:text-link",
                linkClassName,
              )}
            >
              {item.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
