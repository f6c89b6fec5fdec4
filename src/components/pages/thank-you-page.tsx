import { thankYouCopy as copy } from "../../config/confirmations";
import { site } from "../../config/site";
import { ConfirmationPage } from "./confirmation-page";

/** After the contact form: the message is sent, a reply follows, and the phone for anything urgent. */
export function ThankYouPage() {
  return (
    <ConfirmationPage copy={copy}>
      <p className="mt-4">
        Phone:{" "}
        <a href={site.phone.href} className="font-medium text-link hover:underline">
          {site.phone.display}
        </a>{" "}
        ({site.officeHours[0].days} {site.officeHours[0].hours})
      </p>
    </ConfirmationPage>
  );
}
