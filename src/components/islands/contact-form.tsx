import { Icon } from "../ui/icon.tsx";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { flushSync } from "react-dom";
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
} from "../../../forms/contact-form.ts";
import { readDraft, saveDraft } from "../../lib/contact/draft.ts";
import { readLanding } from "../../lib/visit/landing.ts";
import { inquirySubject } from "../../../forms/mail-subjects.ts";
import { controlFields, type FormTarget } from "../../../forms/targets.ts";
import { ISLAND_READY } from "../../lib/layout/hydrate-on-intent.ts";
import { toast } from "../../lib/contact/toast-store.ts";
import { HiddenFormFields } from "../shell/hidden-form-fields.tsx";
import { Field } from "../ui/field.tsx";
import { revealField } from "../../lib/contact/reveal-field.ts";
import { Input, Textarea } from "../ui/input.tsx";
import { Button } from "../ui/button.tsx";
// What the page's island loader hydrates this island with, from this file (src/lib/layout/island-hydrator.ts).
export { hydrate } from "../../lib/layout/island-hydrator.ts";

type ContactFormProps = {
  target: FormTarget;
  siteName: string;
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

/** What the lead service learns from the page (see forms/targets.ts); filled in on submit. */
const pageFields = [
  controlFields.submission,
  controlFields.elapsed,
  controlFields.page,
  controlFields.referrer,
  controlFields.landing,
  controlFields.landingReferrer,
];

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
 * The contact form. Rendered as plain HTML it posts natively with the browser's own checks; hydrated (on the
 * visitor's first use of it, `client:intent`), it runs the spec's checks on submit, shows errors under each field
 * and blocks the post until they pass. Fields are uncontrolled, so what the visitor typed while React loaded stays,
 * with the caret where it was; what they type is also kept as a draft for the tab, restored after an error page or
 * a reload into fields still empty.
 */
export function ContactForm({ target, siteName }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef<number | undefined>(undefined);
  const submissionId = useRef("");
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  // The topic the page read from its address at first paint (src/lib/contact/topic-at-paint.ts, which writes it
  // on the form as `data-about`), for the email's subject.
  const [about, setAbout] = useState<string>();

  useEffect(() => {
    // A render after hydration is what switches the form from the browser's checks to ours;
    // hydration itself keeps the server's attributes, so this state cannot be derived earlier.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    submissionId.current = crypto.randomUUID();
    const form = formRef.current;
    if (!form) return;
    setAbout(form.dataset["about"]);
    const draft = readDraft(sessionStorage);
    if (draft) {
      startedAt.current = draft.startedAt;
      for (const field of contactFields) {
        const element = control(form, postedNames[field]);
        const kept = draft.values[field];
        // A field still as the page left it (empty, or the message's opening line) takes the draft.
        const untouched = element?.value === "" || element?.value === element?.dataset["prefilled"];
        if (element && untouched && kept) element.value = kept;
      }
    }
    // Back from the thank-you page, the browser may show this page as it was left: ready to send again.
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", ready);
    // A send made while the form was loading is sent again now (src/lib/layout/hydrate-on-intent.ts).
    form.dispatchEvent(new CustomEvent(ISLAND_READY, { bubbles: true }));
    return () => {
      window.removeEventListener("pageshow", ready);
    };
  }, []);

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
    // The messages are on the page before the first invalid field is measured and scrolled to: rendered during
    // the scroll, they changed the page under it, and Firefox (keeping what was in view where it was) could end
    // the scroll past the field, its label above the window.
    flushSync(() => {
      setErrors(found);
    });
    const firstInvalid = contactFields.find((field) => found[field]);
    if (!firstInvalid) {
      // Valid: say what the page knows, then let the browser post the form. Without a keystroke (the
      // browser filled every field), the time is counted from when the page was opened.
      const elapsed = startedAt.current === undefined ? performance.now() : Date.now() - startedAt.current;
      // The visit's first page, as the tab remembered it (src/layouts/Document.astro): empty when it holds none.
      const landing = readLanding();
      const known: Record<string, string> = {
        [controlFields.submission]: submissionId.current,
        [controlFields.elapsed]: String(Math.round(elapsed)),
        [controlFields.page]: `${window.location.pathname}${window.location.search}`,
        [controlFields.referrer]: document.referrer,
        [controlFields.landing]: landing?.page ?? "",
        [controlFields.landingReferrer]: landing?.referrer ?? "",
      };
      for (const [name, value] of Object.entries(known)) {
        const element = control(form, name);
        if (element) element.value = value;
      }
      // Kept as sent, whatever was typed before the form's script ran (no input event saved it then): an error
      // page's way back finds every word.
      startedAt.current ??= Date.now() - elapsed;
      keepDraft(form);
      setSending(true);
      return;
    }
    event.preventDefault();
    const input = control(form, postedNames[firstInvalid]);
    if (input)
      revealField(input, form.querySelector(`label[for="${input.id}"]`), document.querySelector("body > header"));
    toast({ variant: "destructive", title: contactMessages.toastTitle, description: contactMessages.toastDescription });
  }

  function clearError(field: ContactField) {
    if (!errors[field]) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  }

  return (
    <form
      ref={formRef}
      // The page's first paint finds the form by this id (contactTopic.form in forms/topics.ts).
      id="contact-form"
      action={target.action}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={(event) => {
        keepDraft(event.currentTarget);
      }}
      className="flex flex-col gap-5"
    >
      {/* Each field takes three rows (label, control, notes): see Field. */}
      <div className="grid gap-x-5 gap-y-1.5 sm:grid-cols-2">
        {contactFields.map((field) => {
          const spec = inputs[field];
          return (
            <Field
              key={field}
              id={`contact-${field}`}
              label={spec.label}
              error={errors[field]}
              hint={spec.hint}
              className={spec.multiline ? "sm:col-span-2" : undefined}
            >
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
          );
        })}
      </div>
      <HiddenFormFields target={target} subject={inquirySubject(siteName, about)} />
      {/* No value prop: the submit handler writes these, and the re-render it causes must not reset them. */}
      {target.via === "service" && pageFields.map((name) => <input key={name} type="hidden" name={name} />)}
      <Button type="submit" size="lg" className="self-start" disabled={sending}>
        <Icon name="send" className="size-4" />
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
