import { site } from "../config/site.ts";
import type { ConfirmationCopy } from "../schemas/pages/confirmation.ts";
import { ConfirmationPage } from "./confirmation-page.tsx";

/** After the contact form: the message is sent, a reply follows, and the phone for anything urgent. */
export function ThankYouPage({ copy }: { copy: ConfirmationCopy }) {
  // The first line of the office hours is when someone answers (the schema requires at least one).
  const [open] = site.officeHours;
  return (
    <ConfirmationPage copy={copy}>
      <p className="mt-4">
        {copy.note}{" "}
        <a href={site.phone.href} className="font-medium text-link hover:underline">
          {site.phone.display}
        </a>
        {open && ` (${open.days} ${open.hours})`}
      </p>
    </ConfirmationPage>
  );
}
