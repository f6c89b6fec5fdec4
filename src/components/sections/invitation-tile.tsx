import type { ServicesPageCopy } from "../../schemas/pages/services.ts";
import { LinkCard } from "../ui/link-card.tsx";

/**
 * The tile that completes a card grid's last row: an honest next step for a reader whose case is not listed, one
 * link like the cards beside it. Its look is `.invite` in design.css.
 */
export function InvitationTile({ title, description, link }: ServicesPageCopy["invitation"]) {
  return (
    <LinkCard href={link.href} cue={link.label} className="invite" surface={false}>
      <h3>{title}</h3>
      <p>{description}</p>
    </LinkCard>
  );
}
