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
import { readDraft, saveDraft } from "../../lib/contact-draft";
import {
  describeTopic,
  mailSubject,
  messageOpening,
  topicFromQuery,
  type Topic,
  type TopicOption,
} from "../../lib/contact-prefill";
import { controlFields, type FormTarget } from "../../lib/form-targets";
import { toast } from "../../lib/toast-store";
import { HiddenFormFields } from "../shell/hidden-form-fields";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { Button } from "../ui/button";

type ContactFormProps = {
  target: FormTarget;
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

/** What the lead service learns from the page (see src/lib/form-targets.ts); filled in on submit. */
const pageFields = [controlFields.submission, controlFields.elapsed, controlFields.page, controlFields.referrer];

function control(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

function readValues(form: HTMLFormElement): ContactValues {
  return Object.fromEntries(
    contactFields.map((field) => [field, control(form, postedNames[field])?.value ?? ""]),
  ) as ContactValues;
}

/**
 * The contact form. Rendered as plain HTML it posts natively with the browser's own checks; hydrated, it
 * runs the spec's checks on submit, shows errors under each field and blocks the post until they pass.
 * Fields are uncontrolled, so nothing the visitor typed is lost, even when hydration arrives mid-typing;
 * what they type is also kept as a draft for the tab, restored after an error page or a reload.
 */
export function ContactForm({ target, siteName, services, industries }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef<number | undefined>(undefined);
  const submissionId = useRef("");
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [topic, setTopic] = useState<Topic>({});

  useEffect(() => {
    // A render after hydration is what switches the form from the browser's checks to ours;
    // hydration itself keeps the server's attributes, so this state cannot be derived earlier.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    submissionId.current = crypto.randomUUID();
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft(sessionStorage);
    if (draft) {
      startedAt.current = draft.startedAt;
      for (const field of contactFields) {
        const element = control(form, postedNames[field]);
        const kept = draft.values[field];
        if (element && element.value === "" && kept) element.value = kept;
      }
    }
    const fromQuery = topicFromQuery(window.location.search, services, industries);
    setTopic(fromQuery);
    const message = control(form, postedNames.message);
    if (message && message.value === "") message.value = messageOpening(fromQuery);
    // Back from the thank-you page, the browser may show this page as it was left: ready to send again.
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", ready);
    return () => {
      window.removeEventListener("pageshow", ready);
    };
  }, [services, industries]);

  function keepDraft(form: HTMLFormElement) {
    startedAt.current ??= Date.now();
    saveDraft(sessionStorage, { values: readValues(form), startedAt: startedAt.current });
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    const form = event.currentTarget;
    if (sending) {
      // One click already posted this message.
      event.preventDefault();
      return;
    }
    const found = validateContact(readValues(form));
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (!firstInvalid) {
      // Valid: say what the page knows, then let the browser post the form. Without a keystroke (the
      // browser filled every field), the time is counted from when the page was opened.
      const elapsed = startedAt.current === undefined ? performance.now() : Date.now() - startedAt.current;
      const known: Record<string, string> = {
        [controlFields.submission]: submissionId.current,
        [controlFields.elapsed]: String(Math.round(elapsed)),
        [controlFields.page]: `${window.location.pathname}${window.location.search}`,
        [controlFields.referrer]: document.referrer,
      };
      for (const [name, value] of Object.entries(known)) {
        const element = control(form, name);
        if (element) element.value = value;
      }
      setSending(true);
      return;
    }
    event.preventDefault();
    control(form, postedNames[firstInvalid])?.focus();
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
      action={target.action}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={(event) => {
        keepDraft(event.currentTarget);
      }}
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
                {(props) =>
                  spec.multiline ? (
                    <Textarea
                      {...props}
                      name={postedNames[field]}
                      required
                      maxLength={maxLengths[field]}
                      onInput={() => {
                        clearError(field);
                      }}
                    />
                  ) : (
                    <Input
                      {...props}
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
      <HiddenFormFields target={target} subject={mailSubject(siteName, topic)} />
      {/* No value prop: the submit handler writes these, and the re-render it causes must not reset them. */}
      {target.via === "service" && pageFields.map((name) => <input key={name} type="hidden" name={name} />)}
      <Button type="submit" size="lg" className="self-start" disabled={sending}>
        <Icon name="send" className="size-4" />
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
