import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container } from "./container";

type SectionProps = ComponentProps<"section"> & { tone?: "plain" | "tint" };

/** A full-width page band with the shared vertical rhythm; `tint` alternates the background. */
export function Section({ tone = "plain", className, children, ...props }: SectionProps) {
  return (
    <section className={cn("py-16 md:py-24", tone === "tint" && "bg-tint", className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

type SectionHeaderProps = {
  /** Id of the heading, so the section can be labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "start" | "center";
  className?: string;
};

export function SectionHeader({ id, eyebrow, title, lead, align = "center", className }: SectionHeaderProps) {
  return (
    <header className={cn("mb-10 max-w-3xl md:mb-14", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wider text-link uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted">{lead}</p>}
    </header>
  );
}
