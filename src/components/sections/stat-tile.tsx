import type { Proof } from "../../lib/proof/proof.ts";
import { Tile } from "../ui/tile.tsx";

/** A headline number and what it measured; a result from a case study names it and links to it. */
export function StatTile({ metric, description, source }: Proof) {
  return (
    <Tile className="flex h-full flex-col gap-2">
      {/* The spaces read "30% increase" with no styles; the flex column ignores them. */}
      {metric && <span className="text-4xl font-extrabold tracking-tight text-link">{metric}</span>}{" "}
      <span className="text-muted">{description}</span>{" "}
      {source && (
        <a href={source.href} className="mt-auto pt-2 text-sm font-medium text-link hover:underline">
          <span className="sr-only">Case study: </span>
          {source.title}
        </a>
      )}
    </Tile>
  );
}
