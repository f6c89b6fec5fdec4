import type { ReactNode } from "react";
import { blank, type BlankName } from "../../forms/problem-page.ts";
import type { LeadProblemCopy } from "../schemas/pages/lead-problems.ts";
import { site } from "../config/site.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { Container } from "../components/ui/container.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Textarea } from "../components/ui/input.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { Tile } from "../components/ui/tile.tsx";

/** Markup the service keeps only when the blank is given (or, `unless`, only when it is not). */
function IfGiven({ name, unless = false, children }: { name: BlankName; unless?: boolean; children: ReactNode }) {
  const [open, close] = unless ? blank.ifNotGiven(name) : blank.ifGiven(name);
  return (
    <>
      {open}
      {children}
      {close}
    </>
  );
}

/**
 * The page the lead service answers with when it cannot take a post, rendered at build time with the blanks of
 * forms/problem-page.ts, which the service fills per request (leads/pages.ts): the explanation (or the
 * standard one), the messages and the visitor's text (each block only when given), and the link back.
 */
export function LeadProblemPage({ copy }: { copy: LeadProblemCopy }) {
  const [eachMessage, endMessages] = blank.each("messages");
  return (
    <Container size="narrow" className="py-16 md:py-24">
      <Icon name="circle-alert" className="size-14 text-danger" weight="light" />
      <PageTitle className="mt-6">{copy.title}</PageTitle>
      <p className="mt-5 text-xl text-pretty text-muted">
        {[...blank.ifGiven("reason")].join(blank.value("reason")) + [...blank.ifNotGiven("reason")].join(copy.reason)}
      </p>
      <IfGiven name="messages">
        <section aria-labelledby="messages-title" className="mt-8">
          <h2 id="messages-title" className="text-lg font-semibold">
            {copy.messagesTitle ?? copy.title}
          </h2>
          <ul className="mt-3 list-disc pl-6 font-medium text-danger">
            {eachMessage}
            <li>{blank.value(".")}</li>
            {endMessages}
          </ul>
        </section>
      </IfGiven>
      <IfGiven name="text">
        <div className="mt-8 flex flex-col gap-1.5">
          <label htmlFor="visitor-text" className="font-medium">
            {copy.textLabel}
          </label>
          <p id="visitor-text-hint" className="text-sm text-muted">
            {copy.textHint}
          </p>
          <Textarea
            id="visitor-text"
            readOnly
            rows={8}
            aria-describedby="visitor-text-hint"
            defaultValue={blank.value("text")}
          />
        </div>
      </IfGiven>
      <ButtonLink href={blank.value("back")} size="lg" className="mt-8">
        <Icon name="arrow-left" className="size-4" />
        {copy.back}
      </ButtonLink>
      <Tile as="section" aria-labelledby="direct-title" padding="sm" className="mt-12">
        <h2 id="direct-title" className="text-lg font-semibold">
          {copy.contactTitle}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          <li className="flex items-center gap-3">
            <Icon name="phone" className="size-5 text-link" />
            <a href={site.phone.href} className="font-medium text-link hover:underline">
              {site.phone.display}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Icon name="mail" className="size-5 text-link" />
            <a href={`mailto:${site.email}`} className="font-medium break-all text-link hover:underline">
              {site.email}
            </a>
          </li>
        </ul>
      </Tile>
    </Container>
  );
}
