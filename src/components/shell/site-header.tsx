import { iconStyle } from "../ui/icon.tsx";
import { contactLink } from "../../config/site.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";
import { isCurrentSection } from "../../lib/navigation/urls.ts";
import { NavLinks } from "./nav-links.tsx";

const menuId = "mobile-menu";

/**
 * One navigation for every width: from the medium breakpoint up it is a row in the header; below it, the same
 * element is a native popover menu (`.site-nav` in design.css). The popover opens, closes on Escape or an
 * outside tap, and needs no JavaScript; choosing a link loads the next page, where the menu starts closed.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const contactCurrent = isCurrentSection(contactLink.path, currentPath) ? "page" : undefined;
  return (
    <header className="site-header measure box-content flex h-16 items-center justify-between gap-6">
      <Logo />{" "}
      <button
        type="button"
        popoverTarget={menuId}
        aria-label="Menu"
        className="menu-button border border-line"
        style={iconStyle("menu")}
      />
      <nav id={menuId} popover="auto" aria-label="Main" className="site-nav">
        <button
          type="button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="menu-button ml-auto"
          style={iconStyle("x")}
        />
        <NavLinks currentPath={currentPath} />
        <ButtonLink href={contactLink.path} aria-current={contactCurrent} className="site-nav-action">
          {contactLink.name}
        </ButtonLink>
      </nav>
    </header>
  );
}
