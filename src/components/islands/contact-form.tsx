import { Icon } from "../ui/icon";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import {
  contactFields,
  contactMessages,
  maxLengths,
  PHONE_PATTERN,
  postedNames,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../../lib/contact-form";
import {
  describeTopic,
  mailSubject,
  messageOpening,
  topicFromQuery,
  type Topic,
  type TopicOption,
} from "../../lib/contact-prefill";
import { toast } from "../../lib/toast-store";
import { HiddenFormFields } from "../shell/hidden-form-fields";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { Button } from "../ui/button";

type ContactFormProps = {
  endpoint: string;
  thankYouUrl: string;
  siteName: string;
  services: TopicOption[];
  industries: TopicOption[];
};

const inputs: Record<
  ContactField,
  { label: string; type?: string; autoComplete: string; multiline?: boolean; hint?: string }
> = {
  name: { label: "Full name", autoComplete: "name" },
  email: { label: "Work email", type: "email", autoComplete: "email" },
  phone: {
    label: "Phone number",
    type: "tel",
    autoComplete: "tel",
    hint: "Digits, spaces, hyphens and parentheses; a leading + for international numbers.",
  },
  company: { label: "Company", autoComplete: "organization" },
  message: { label: "How can we help?", autoComplete: "off", multiline: true },
};

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const text = (field: ContactField) => {
    const value = data.get(postedNames[field]);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(contactFields.map((field) => [field, text(field)])) as ContactValues;
}

/**
 * The contact form. Rendered as plain HTML it posts natively with the browser's
 * own checks; hydrated, it runs the spec's checks on submit, shows errors under
 * each field and blocks the post until they pass. Fields are uncontrolled, so
 * nothing the visitor typed is lost, even when hydration arrives mid-typing.
 */
export function ContactForm({ endpoint, thankYouUrl, siteName, services, industries }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [topic, setTopic] = useState<Topic>({});

  useEffect(() => {
    // A render after hydration is what switches the form from the browser's checks to ours;
    // hydration itself keeps the server's attributes, so this state cannot be derived earlier.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    const fromQuery = topicFromQuery(window.location.search, services, industries);
    setTopic(fromQuery);
    const message = formRef.current?.elements.namedItem(postedNames.message);
    if (message instanceof HTMLTextAreaElement && message.value === "") message.value = messageOpening(fromQuery);
  }, [services, industries]);

  function onSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    const form = event.currentTarget;
    const honeypot = form.elements.namedItem("_honey");
    if (honeypot instanceof HTMLInputElement && honeypot.value !== "") {
      // A filled honeypot is a bot: send nothing.
      event.preventDefault();
      return;
    }
    const found = validateContact(readValues(form));
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (!firstInvalid) return; // Valid: let the browser post the form.
    event.preventDefault();
    const control = form.elements.namedItem(postedNames[firstInvalid]);
    if (control instanceof HTMLElement) control.focus();
    toast({ variant: "destructive", title: contactMessages.toastTitle, description: contactMessages.toastDescription });
  }

  function clearError(field: ContactField) {
    if (!errors[field]) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  }

  const about = describeTopic(topic);
  return (
    <form
      ref={formRef}
      action={endpoint}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      {about && (
        <p className="rounded-md bg-accent-soft px-4 py-3 text-sm" data-testid="contact-topic">
          You are asking about <strong>{about}</strong>.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {contactFields.map((field) => {
          const spec = inputs[field];
          return (
            <div key={field} className={spec.multiline ? "sm:col-span-2" : undefined}>
              <Field id={`contact-${field}`} label={spec.label} error={errors[field]} hint={spec.hint}>
                {(control) =>
                  spec.multiline ? (
                    <Textarea
                      {...control}
                      name={postedNames[field]}
                      required
                      maxLength={maxLengths[field]}
                      onInput={() => {
                        clearError(field);
                      }}
                    />
                  ) : (
                    <Input
                      {...control}
                      name={postedNames[field]}
                      type={spec.type ?? "text"}
                      autoComplete={spec.autoComplete}
                      required
                      maxLength={maxLengths[field]}
                      pattern={field === "phone" ? PHONE_PATTERN : undefined}
                      onInput={() => {
                        clearError(field);
                      }}
                    />
                  )
                }
              </Field>
            </div>
          );
        })}
      </div>
      <HiddenFormFields subject={mailSubject(siteName, topic)} thankYouUrl={thankYouUrl} />
      <Button type="submit" size="lg" className="self-start">
        <Icon name="send" className="size-4" />
        Send Message
      </Button>
    </form>
  );
}
