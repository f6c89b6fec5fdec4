import type { ComponentProps, ReactNode } from "react";
import { EntityVisual } from "../ui/entity-visual.tsx";
import { Container } from "../ui/container.tsx";
import { Eyebrow } from "../ui/eyebrow.tsx";
import { PageTitle } from "../ui/page-title.tsx";

type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Rendered above the eyebrow, e.g. a back link. */
  before?: ReactNode;
  /** Rendered beside the text on wide screens, e.g. the entity's visual. */
  aside?: ReactNode;
  children?: ReactNode;
};

/**
 * The entity's picture beside its page's heading: its photograph, fetched first and at the aside's width (its
 * 26rem column from lg up, the screen's below), or its drawing.
 */
export function HeaderVisual(props: Omit<ComponentProps<typeof EntityVisual>, "sizes" | "priority" | "className">) {
  return <EntityVisual {...props} sizes="(min-width: 1024px) 416px, 100vw" priority className="elevated rounded-xl" />;
}

/** The top band of an inner page: its one h1, a lead and optional visual. */
export function PageHeader({ eyebrow, title, lead, before, aside, children }: PageHeaderProps) {
  return (
    <div className="hero-backdrop border-b border-line">
      <Container
        className={
          aside ? "grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center" : "py-12 md:py-20"
        }
      >
        <div className="max-w-3xl">
          {before && <div className="mb-6">{before}</div>}
          {eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
          <PageTitle>{title}</PageTitle>
          {lead && <div className="mt-5 text-lg text-pretty text-muted md:text-xl">{lead}</div>}
          {children}
        </div>
        {aside}
      </Container>
    </div>
  );
}
