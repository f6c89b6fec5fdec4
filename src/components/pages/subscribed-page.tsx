import { subscribedCopy as copy } from "../../config/confirmations";
import { site } from "../../config/site";
import { ConfirmationPage } from "./confirmation-page";

/** After the newsletter form: the subscription is confirmed, with a way to take it back. */
export function SubscribedPage() {
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
