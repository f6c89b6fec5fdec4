import { site } from "../../config/site.ts";
import { clsx } from "clsx";
import { NEWSLETTER_FIELD } from "../../../forms/contact-form.ts";
import { newsletterSubject } from "../../../forms/mail-subjects.ts";
import type { FormTarget } from "../../../forms/targets.ts";
import { Button } from "../ui/button.tsx";
import { HiddenFormFields } from "./hidden-form-fields.tsx";
import { Input } from "../ui/input.tsx";

type NewsletterFormProps = {
  target: FormTarget;
  /** Distinguishes the footer box from the blog's, so each input has its own id. */
  idPrefix: string;
  className?: string;
};

/**
 * Subscribing sends the address the way the contact form sends a message (to the lead service, or
 * straight to the form service), with its own subject line. The browser checks the address first
 * (`type="email"`, `required`) and the service checks it again. No script: the native post does it all.
 */
export function NewsletterForm({ target, idPrefix, className }: NewsletterFormProps) {
  const inputId = `${idPrefix}-newsletter-email`;
  return (
    <form
      action={target.action}
      method="post"
      className={clsx("grid gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,1fr)_auto]", className)}
    >
      {/* The label, then the address and the button, side by side from a small tablet up. */}
      <label htmlFor={inputId} className="col-span-full text-sm font-medium">
        Email address
      </label>
      <Input
        layout="bar"
        id={inputId}
        name={NEWSLETTER_FIELD}
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@company.com"
      />
      <Button type="submit">Subscribe</Button>
      <HiddenFormFields target={target} subject={newsletterSubject(site.name)} />
    </form>
  );
}
