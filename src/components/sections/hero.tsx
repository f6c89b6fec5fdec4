import { Fragment } from "react";
import { Icon } from "../ui/icon";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";

type Link = { label: string; href: string };
type Highlight = { metric: string; description: string };
type HeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  primary: Link;
  secondary: readonly Link[];
  proof: readonly string[];
  highlights: readonly Highlight[];
};

export function Hero({ eyebrow, title, lead, primary, secondary, proof, highlights }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="hero-backdrop relative overflow-hidden border-b border-line">
      <Container className="relative grid gap-14 py-20 md:py-28 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-center lg:gap-12">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wider text-link uppercase">{eyebrow}</p>
          <h1 id="hero-title" className="max-w-4xl text-display font-extrabold text-balance">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted md:text-xl">{lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={primary.href} size="lg">
              {primary.label}
            </ButtonLink>
            {/* Spaces between the links: a flex row ignores them, a text browser needs them. */}
            {secondary.map((link) => (
              <Fragment key={link.href}>
                {" "}
                <ButtonLink href={link.href} size="lg" variant="secondary">
                  {link.label}
                </ButtonLink>
              </Fragment>
            ))}
          </div>
          <ul className="mt-10 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            {proof.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-link" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ul aria-label="Recent results" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {highlights.map((h) => (
            <li key={h.metric} className="rounded-lg border border-line bg-surface p-5 shadow-sm">
              <p className="text-4xl font-extrabold tracking-tight text-link">{h.metric}</p>
              <p className="mt-1 text-sm text-muted">{h.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
