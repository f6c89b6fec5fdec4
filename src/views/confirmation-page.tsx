import type { ReactNode } from "react";
import { ArrowLink } from "../components/ui/arrow-link.tsx";
import { Container } from "../components/ui/container.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Tile } from "../components/ui/tile.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import type { ConfirmationCopy } from "../schemas/pages/confirmation.ts";

/** What a visitor lands on after a form is sent: what happened, what happens next, and where to go now. */
export function ConfirmationPage({ copy, children }: { copy: ConfirmationCopy; children?: ReactNode }) {
  return (
    <Container size="narrow" className="py-16 md:py-24">
      <Icon name="circle-check" className="size-14 text-link" weight="light" />
      <PageTitle className="mt-6">{copy.title}</PageTitle>
      <p className="mt-5 text-xl text-pretty text-muted">{copy.lead}</p>
      {children}
      <section aria-labelledby="next-title" className="mt-14">
        <h2 id="next-title" className="text-2xl font-bold tracking-tight">
          {copy.next.title}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {copy.next.links.map((item) => (
            <Tile as="li" key={item.href} padding="sm">
              <ArrowLink href={item.href}>{item.label}</ArrowLink>
              <p className="text-sm text-muted">{item.description}</p>
            </Tile>
          ))}
        </ul>
      </section>
    </Container>
  );
}
