import type { ReactNode } from "react";
import { site } from "../config/site.ts";
import { formatDate, isoDate } from "../lib/text/dates.ts";
import { Container } from "../components/ui/container.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { sitePaths } from "../lib/navigation/urls.ts";

type LegalPageProps = { title: string; lastUpdated: Date; children: ReactNode };

/** A legal document: its Markdown body, the date it was last updated, and how to reach us about it. */
export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  const { address } = site;
  return (
    <Container size="narrow" className="py-12 md:py-16">
      <PageTitle>{title}</PageTitle>
      <p className="mt-4 text-muted">
        Last Updated: <time dateTime={isoDate(lastUpdated)}>{formatDate(lastUpdated)}</time>
      </p>
      <div className="prose-article mt-10">
        {children}
        <h2>Contact</h2>
        <p>
          Questions about this page can be sent to <a href={`mailto:${site.email}`}>{site.email}</a>, by phone to{" "}
          <a href={site.phone.href}>{site.phone.display}</a>, or by post to {site.legalName}, {address.street},{" "}
          {address.city}, {address.regionCode} {address.postalCode}, {address.country}. You can also use our{" "}
          <a href={sitePaths.contact}>contact page</a>.
        </p>
      </div>
    </Container>
  );
}
