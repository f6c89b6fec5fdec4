import type { ServicesPageCopy } from "../../schemas/pages/services";
import { ArrowLink } from "../ui/arrow-link";
import { Tile } from "../ui/tile";

/** The tile that completes a card grid's last row: an honest next step for a reader whose case is not listed. */
export function InvitationTile({ title, description, link }: ServicesPageCopy["invitation"]) {
  return (
    <Tile className="flex h-full flex-col gap-3 border-dashed bg-tint">
      <h3 className="text-lg font-semibold text-balance">{title}</h3>
      <p className="text-muted max-sm:hidden">{description}</p>
      <ArrowLink href={link.href} className="mt-auto">
        {link.label}
      </ArrowLink>
    </Tile>
  );
}
