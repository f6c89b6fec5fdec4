import type { Leader } from "../../lib/content-schemas";
import { visualRecipe } from "../../lib/visual";
import { Tile } from "../ui/tile";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("");
}

/** A leader with a portrait drawn in code: initials on the gradient their name produces. */
export function LeaderCard({ leader }: { leader: Leader }) {
  const recipe = visualRecipe(leader.name);
  return (
    <Tile as="article" className="flex h-full flex-col gap-4">
      <div
        role="img"
        aria-label={`Portrait monogram for ${leader.name}`}
        className="flex size-24 items-center justify-center rounded-full text-3xl font-bold text-white"
        style={{ backgroundImage: `linear-gradient(${recipe.angle}deg, ${recipe.from}, ${recipe.to})` }}
      >
        <span aria-hidden="true">{initials(leader.name)}</span>
      </div>
      <div>
        <h3 className="text-xl font-semibold">{leader.name}</h3>
        <p className="font-medium text-link">{leader.role}</p>
      </div>
      <p className="text-muted">{leader.bio}</p>
    </Tile>
  );
}
