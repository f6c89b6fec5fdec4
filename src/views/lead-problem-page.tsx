import type { LeadProblemCopy } from "../schemas/pages/lead-problems";
import { site } from "../config/site";
import { sitePaths } from "../lib/urls";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { Icon } from "../components/ui/icon";
import { Textarea } from "../components/ui/input";
import { PageTitle } from "../components/ui/page-title";
import { Tile } from "../components/ui/tile";

/**
 * The page the lead service answers with when it cannot take a post, rendered at build time with blanks
 * the service fills per request (leads/pages.ts): the explanation (`data-fill="reason"`), the messages
 * and the visitor's text (each in a block that stays `hidden` while empty), and the link back.
 */
export function LeadProblemPage({ copy }: { copy: LeadProblemCopy }) {
  return (
    <Container size="narrow" className="py-16 md:py-24">
      <Icon name="circle-alert" className="size-14 text-danger" weight="light" />
      <PageTitle className="mt-6">{copy.title}</PageTitle>
      <p className="mt-5 text-xl text-pretty text-muted" data-fill="reason">
        {copy.reason}
      </p>
      <section hidden data-block="messages" aria-labelledby="messages-title" className="mt-8">
        <h2 id="messages-title" className="text-lg font-semibold">
          {copy.messagesTitle ?? copy.title}
        </h2>
        <ul className="mt-3 list-disc pl-6 font-medium text-danger" data-fill="messages"></ul>
      </section>
      <div hidden data-block="text" className="mt-8 flex flex-col gap-1.5">
        <label htmlFor="visitor-text" className="font-medium">
          {copy.textLabel}
        </label>
        <p id="visitor-text-hint" className="text-sm text-muted">
          {copy.textHint}
        </p>
        <Textarea id="visitor-text" readOnly rows={8} aria-describedby="visitor-text-hint" data-fill="text" />
      </div>
      <ButtonLink href={sitePaths.contact} data-fill="back" size="lg" className="mt-8">
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
