import { Icon } from "../components/ui/icon.tsx";
import type { ReactNode } from "react";
import { site } from "../config/site.ts";
import { contactTopic, type TopicNames } from "../../forms/topics.ts";
import type { ContactPageCopy } from "../schemas/pages/contact.ts";
import { inlineJson } from "../components/seo/json-ld.ts";
import { Container } from "../components/ui/container.tsx";
import { Tile } from "../components/ui/tile.tsx";
import { sitePaths } from "../lib/navigation/urls.ts";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-accent-soft text-link">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="text-muted">{children}</div>
      </div>
    </div>
  );
}

/** The contact page below its header, around its form; the route passes the hydrated form in as children. */
type ContactPageProps = {
  copy: ContactPageCopy;
  /** What `?service=` and `?industry=` may name, for the topic line the first paint fills in. */
  topics: { services: TopicNames; industries: TopicNames };
  /**
   * The script that fills the topic line and the message in (src/lib/contact/topic-at-paint.ts, as one classic
   * script): it runs as the parser reaches it, so both are there when the page first paints them.
   */
  topicAtPaint: string;
  /** The form island. */
  children: ReactNode;
};

export function ContactPage({ copy, topics, topicAtPaint, children }: ContactPageProps) {
  const { address } = site;
  const [before, after = ""] = copy.form.privacy.sentence.split("{link}");
  const [topicBefore, topicAfter = ""] = copy.form.topicLine.split("{topic}");
  return (
    <>
      {/* The form comes first, on a phone within the first screen; the direct lines sit beside it from lg up. */}
      <Container className="grid items-start gap-12 py-8 md:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Tile as="section" aria-labelledby="form-title" padding="lg" radius="lg" raised>
          <h2 id="form-title" className="text-2xl font-bold tracking-tight">
            {copy.form.title}
          </h2>
          <p className="mt-2 mb-6 text-muted">{copy.form.lead}</p>
          {/* Filled in and shown at first paint when the address names a topic (src/lib/contact/topic-at-paint.ts). */}
          <p
            id={contactTopic.line}
            hidden
            className="mb-5 rounded-md bg-accent-soft px-4 py-3 text-sm"
            data-testid="contact-topic"
          >
            {topicBefore}
            <strong />
            {topicAfter}
          </p>
          <script
            type="application/json"
            id={contactTopic.data}
            dangerouslySetInnerHTML={{ __html: inlineJson(topics) }}
          />
          <script dangerouslySetInnerHTML={{ __html: topicAtPaint }} />
          {children}
          <p className="mt-6 text-sm text-muted">
            {before}
            <a href={sitePaths.privacy} className="text-link underline">
              {copy.form.privacy.link}
            </a>
            {after}
          </p>
        </Tile>

        <section aria-labelledby="details-title" className="flex flex-col gap-6">
          <h2 id="details-title" className="text-2xl font-bold tracking-tight">
            {copy.details.title}
          </h2>
          <Detail icon={<Icon name="phone" className="size-5" />} title={copy.details.phone}>
            <a href={site.phone.href} className="text-link hover:underline">
              {site.phone.display}
            </a>
          </Detail>
          <Detail icon={<Icon name="mail" className="size-5" />} title={copy.details.email}>
            <a href={`mailto:${site.email}`} className="break-all text-link hover:underline">
              {site.email}
            </a>
          </Detail>
          <Detail icon={<Icon name="map-pin" className="size-5" />} title={copy.details.office}>
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <br />
              {address.country}
            </address>
          </Detail>
          <Detail icon={<Icon name="clock" className="size-5" />} title={copy.details.hours}>
            <dl>
              {site.officeHours.map((row) => (
                <div key={row.days} className="flex flex-wrap gap-x-2">
                  <dt className="whitespace-nowrap">{row.days}:</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </Detail>
        </section>
      </Container>
    </>
  );
}
