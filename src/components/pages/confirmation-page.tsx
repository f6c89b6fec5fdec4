import type { ReactNode } from "react";
import { ArrowLink } from "../ui/arrow-link";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";

type ConfirmationCopy = {
  title: string;
  lead: string;
  nextTitle: string;
  next: readonly { label: string; href: string; description: string }[];
};

/** What a visitor lands on after a form is sent: what happened, what happens next, and where to go now. */
export function ConfirmationPage({ copy, children }: { copy: ConfirmationCopy; children?: ReactNode }) {
  return (
    <Container className="max-w-4xl py-16 md:py-24">
      <Icon name="circle-check" className="size-14 stroke-[1.5] text-link" />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{copy.title}</h1>
      <p className="mt-5 text-xl text-pretty text-muted">{copy.lead}</p>
      {children}
      <section aria-labelledby="next-title" className="mt-14">
        <h2 id="next-title" className="text-2xl font-bold tracking-tight">
          {copy.nextTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {copy.next.map((item) => (
            <li key={item.href} className="rounded-lg border border-line bg-surface p-5">
              <ArrowLink href={item.href}>{item.label}</ArrowLink>
              <p className="text-sm text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
