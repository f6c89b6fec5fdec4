import type { Leader } from "../../schemas/index.ts";
import { visualRecipe } from "../../lib/pictures/visual.ts";
import { ResponsivePicture } from "../ui/responsive-picture.tsx";
import { Tile } from "../ui/tile.tsx";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("");
}

/** Initials on the gradient the leader's name produces: the stand-in until a portrait is uploaded. */
function Monogram({ name }: { name: string }) {
  const recipe = visualRecipe(name);
  return (
    <div
      role="img"
      aria-label={`Portrait monogram for ${name}`}
      className="flex size-24 items-center justify-center rounded-full text-3xl font-bold text-white"
      style={{ backgroundImage: `linear-gradient(${recipe.angle}deg, ${recipe.from}, ${recipe.to})` }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </div>
  );
}

/** A leader: their portrait, or their initials until there is one, name, role and a short biography. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <Tile as="article" className="flex h-full flex-col gap-4">
      {leader.picture ? (
        <ResponsivePicture picture={leader.picture} sizes="96px" className="size-24 rounded-full object-cover" />
      ) : (
        <Monogram name={leader.name} />
      )}
      <div>
        <h3 className="text-xl font-semibold">{leader.name}</h3>
        <p className="font-medium text-link">{leader.role}</p>
      </div>
      <p className="text-muted">{leader.bio}</p>
    </Tile>
  );
}
