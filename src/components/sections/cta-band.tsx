import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";

type Action = { label: string; href: string };
type CtaBandProps = { id: string; title: string; lead: string; action: Action; secondary?: Action | undefined };

/** The closing call to action of a page: one sentence of promise and a button to the contact page. */
export function CtaBand({ id, title, lead, action, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="py-12 md:py-24">
      <Container>
        <div className="rounded-xl border border-band-line bg-band px-6 py-12 text-center text-on-band md:px-16 md:py-16">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-95">{lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={action.href} size="lg" variant="inverse">
              {action.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink href={secondary.href} size="lg" variant="inverse-outline">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
