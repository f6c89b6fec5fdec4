import { site } from "../../config/site";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { HiddenFormFields } from "./hidden-form-fields";
import { Input } from "../ui/input";
import { sitePaths, siteUrl } from "../../lib/urls";

type NewsletterFormProps = {
  endpoint: string;
  /** Distinguishes the footer box from the blog's, so each input has its own id. */
  idPrefix: string;
  className?: string;
};

/**
 * Subscribing sends the address to the company mailbox through the same
 * form-forwarding service as the contact form, with its own subject line.
 * The browser checks the address first (`type="email"`, `required`).
 */
export function NewsletterForm({ endpoint, idPrefix, className }: NewsletterFormProps) {
  const inputId = `${idPrefix}-newsletter-email`;
  return (
    <form action={endpoint} method="post" className={cn("flex flex-col gap-3", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          layout="bar"
          id={inputId}
          name="Email Address"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
        />
        <Button type="submit" className="shrink-0">
          Subscribe
        </Button>
      </div>
      <HiddenFormFields
        subject={`Newsletter subscription | ${site.name}`}
        thankYouUrl={siteUrl(sitePaths.subscribed)}
      />
    </form>
  );
}
