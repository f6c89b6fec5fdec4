import { Icon } from "../ui/icon";
import { thankYouCopy as copy } from "../../config/blog";
import { site } from "../../config/site";
import { ArrowLink } from "../ui/arrow-link";
import { Container } from "../ui/container";

export function ThankYouPage() {
  return (
    <Container className="max-w-4xl py-16 md:py-24">
      <Icon name="circle-check" className="size-14 stroke-[1.5] text-link" />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{copy.title}</h1>
      <p className="mt-5 text-xl text-pretty text-muted">{copy.lead}</p>
      <p className="mt-4">
        Phone:{" "}
        <a href={site.phone.href} className="font-medium text-link hover:underline">
          {site.phone.display}
        </a>{" "}
        ({site.officeHours[0].days} {site.officeHours[0].hours})
      </p>
      <p className="mt-4 text-muted">{copy.newsletterNote}</p>
      <section aria-labelledby="next-title" className="mt-14">
        <h2 id="next-title" className="text-2xl font-bold tracking-tight">
          {copy.nextTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {copy.next.map((item) => (
            <li key={item.href} className="rounded-lg border border-line bg-surface p-5">
              <ArrowLink href={item.href}>{item.label}</ArrowLink>
              <p className="text-sm text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
