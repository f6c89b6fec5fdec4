import { ButtonLink } from "../ui/button.tsx";

type Action = { label: string; href: string };
type CtaBandProps = { id: string; title: string; lead: string; action: Action; secondary?: Action | undefined };

/**
 * The closing call to action of a page: one sentence of promise and a button to the contact page, on a colored
 * box in the page's measure. The buttons are inline, centered as text is, and wrap as words do. A band's height
 * without `.band` itself: the home page lays its bands out only as they near the screen (home.css), and this one
 * is short enough to draw at once.
 */
export function CtaBand({ id, title, lead, action, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="measure py-12 md:py-24">
      <div className="rounded-xl border border-band-line bg-band px-6 py-12 text-center text-on-band md:px-16 md:py-16">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <p className="mx-auto mt-4 mb-6 max-w-2xl text-lg text-pretty opacity-95">{lead}</p>
        <ButtonLink href={action.href} size="lg" variant="inverse" className="m-1.5 max-sm:mx-0 max-sm:flex">
          {action.label}
        </ButtonLink>
        {secondary && (
          <>
            {" "}
            <ButtonLink
              href={secondary.href}
              size="lg"
              variant="inverse-outline"
              className="m-1.5 max-sm:mx-0 max-sm:flex"
            >
              {secondary.label}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
