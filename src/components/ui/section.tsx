import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";
import { Eyebrow } from "./eyebrow.tsx";

type HeaderCopy = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "start" | "center";
  /** Keep the heading for screen-reader navigation but not on screen (the page title already says it). */
  visuallyHidden?: boolean;
};

type SectionProps = ComponentProps<"section"> & {
  /** Anchor of the section; its heading gets `{id}-title` and labels the section. */
  id: string;
  tone?: "plain" | "tint";
  header?: HeaderCopy;
};

/** A full-width page band with the shared vertical rhythm and the page's measure; `tint` alternates the background. */
export function Section({ id, tone = "plain", header, className, children, ...props }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={header ? titleId : undefined}
      className={clsx("measure band", tone === "tint" && "bg-tint", className)}
      {...props}
    >
      {header && <SectionHeader id={titleId} {...header} />}
      {children}
    </section>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  visuallyHidden = false,
}: HeaderCopy & { id: string }) {
  if (visuallyHidden) {
    return (
      <h2 id={id} className="sr-only">
        {title}
      </h2>
    );
  }
  const piece = (last: boolean) => clsx("section-head", align === "start" && "start", last && "last");
  return (
    <>
      {eyebrow && <Eyebrow className={clsx("mb-3", piece(false))}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={clsx("section-title", piece(!lead))}>
        {title}
      </h2>
      {lead && <p className={clsx("mt-4 text-lg text-pretty text-muted", piece(true))}>{lead}</p>}
    </>
  );
}
