import { Icon } from "../ui/icon";
import { contactLink } from "../../config/site";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { isCurrentSection } from "../../lib/urls";
import { NavLinks } from "./nav-links";

const menuId = "mobile-menu";

/**
 * Full navigation from the medium breakpoint up; below it, a native popover menu.
 * The popover opens, closes on Escape or an outside tap, and needs no JavaScript;
 * choosing a link loads the next page, where the menu starts closed.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const contactCurrent = isCurrentSection(contactLink.path, currentPath) ? "page" : undefined;
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-page/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks
            currentPath={currentPath}
            className="flex items-center gap-1 lg:gap-2"
            linkClassName="inline-flex min-h-11 items-center px-2.5 text-[0.9375rem]"
          />
        </nav>
        <div className="hidden md:flex">
          <ButtonLink href={contactLink.path} size="sm" aria-current={contactCurrent}>
            {contactLink.name}
          </ButtonLink>
        </div>{" "}
        <button
          type="button"
          popoverTarget={menuId}
          className="inline-flex size-11 items-center justify-center rounded-md border border-line text-ink md:hidden"
        >
          <Icon name="menu" className="size-5" />
          <span className="sr-only">Menu</span>
        </button>
      </Container>

      <div
        id={menuId}
        popover="auto"
        className="mobile-menu inset-x-0 top-16 m-0 w-full max-w-none border-b border-line bg-page p-0 text-ink shadow-lg md:hidden"
      >
        <nav aria-label="Main" className="px-5 pt-2 pb-6">
          <div className="flex justify-end">
            <button
              type="button"
              popoverTarget={menuId}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-md text-ink"
            >
              <Icon name="x" className="size-5" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <NavLinks
            currentPath={currentPath}
            className="flex flex-col"
            linkClassName="flex min-h-12 items-center border-b border-line px-1 text-lg"
          />
          <ButtonLink href={contactLink.path} className="mt-6 w-full" aria-current={contactCurrent}>
            {contactLink.name}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
