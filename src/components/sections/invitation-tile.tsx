import type { ServicesPageCopy } from "../../schemas/pages/services.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";

/**
 * The tile that completes a card grid's last row: an honest next step for a reader whose case is not listed.
 * Its look is `.invite` in design.css.
 */
export function InvitationTile({ title, description, link }: ServicesPageCopy["invitation"]) {
  return (
    <div className="invite">
      <h3>{title}</h3>
      <p>{description}</p>
      <ArrowLink href={link.href}>{link.label}</ArrowLink>
    </div>
  );
}
