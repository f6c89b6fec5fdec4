import { Tile } from "../ui/tile";

/** A headline number and what it measured. */
export function StatTile({ metric, description }: { metric: string; description: string }) {
  return (
    <Tile className="flex h-full flex-col gap-2">
      {/* The space reads "30% increase" with no styles; the flex column ignores it. */}
      <span className="text-4xl font-extrabold tracking-tight text-link">{metric}</span>{" "}
      <span className="text-muted">{description}</span>
    </Tile>
  );
}
