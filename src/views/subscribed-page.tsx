import { site } from "../config/site.ts";
import type { ConfirmationCopy } from "../schemas/pages/confirmation.ts";
import { ConfirmationPage } from "./confirmation-page.tsx";

/** After the newsletter form: the subscription is confirmed, with a way to take it back. */
export function SubscribedPage({ copy }: { copy: ConfirmationCopy }) {
  return (
    <ConfirmationPage copy={copy}>
      <p className="mt-4 text-muted">
        {copy.note}{" "}
        <a href={`mailto:${site.email}`} className="font-medium text-link hover:underline">
          {site.email}
        </a>
      </p>
    </ConfirmationPage>
  );
}
