import { mainNav } from "../../config/site.ts";
import { isCurrentSection } from "../../lib/navigation/urls.ts";

/** The main menu's links, the current section marked; `.site-nav` in design.css lays them out at each width. */
export function NavLinks({ currentPath }: { currentPath: string }) {
  return (
    <ul>
      {mainNav.map((item) => (
        <li key={item.path}>
          <a href={item.path} aria-current={isCurrentSection(item.path, currentPath) ? "page" : undefined}>
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
