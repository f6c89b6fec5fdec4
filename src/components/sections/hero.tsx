import { Fragment } from "react";
import { clsx } from "clsx";
import { oneLine } from "../../lib/text/truncate.ts";

import { ButtonLink } from "../ui/button.tsx";
import { Eyebrow } from "../ui/eyebrow.tsx";
import { GridList } from "../ui/grid-list.tsx";
import { Tile } from "../ui/tile.tsx";
import { CheckList } from "../ui/check-list.tsx";

type Link = { label: string; href: string };
import type { Proof } from "../../lib/proof/proof.ts";
type HeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  primary: Link;
  secondary: readonly Link[];
  proof: readonly string[];
  highlights: readonly Proof[];
};

export function Hero({ eyebrow, title, lead, primary, secondary, proof, highlights }: HeroProps) {
  return (
    // The section is the grid: its text down the first column, its results beside them on a wide screen.
    <section
      aria-labelledby="hero-title"
      className="hero-backdrop measure relative grid overflow-hidden border-b border-line py-12 md:py-28 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-center lg:gap-x-12"
    >
      <Eyebrow className="mb-4">{eyebrow}</Eyebrow>
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
      <CheckList items={proof} className="mt-10 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6" />
      <GridList
        items={highlights}
        getKey={(h) => h.description}
        columns={{ sm: 3, lg: 1 }}
        label="Recent results"
        className="mt-10 gap-4 md:mt-14 lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:mt-0"
        swipeOnPhone="cards with links"
      >
        {(h) => (
          <Tile
            as={h.source ? "a" : "div"}
            href={h.source?.href}
            // A result links to its story, which the link's name adds to what it shows.
            aria-label={h.source ? `${oneLine(`${h.metric ?? ""} ${h.description}`)}: ${h.source.title}` : undefined}
            padding="sm"
            raised
            interactive={h.source !== undefined}
            // Its figure, if it has one, on a line of its own: the only line break is this one.
            className={clsx(h.metric && "result", "block h-full text-sm whitespace-pre-line text-muted")}
          >
            {h.metric ? `${oneLine(h.metric)}\n${oneLine(h.description)}` : oneLine(h.description)}
          </Tile>
        )}
      </GridList>
    </section>
  );
}
