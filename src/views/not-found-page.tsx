import { Icon } from "../components/ui/icon.tsx";
import type { NotFoundCopy } from "../schemas/pages/not-found.ts";
import { Container } from "../components/ui/container.tsx";
import { Eyebrow } from "../components/ui/eyebrow.tsx";
import { Tile } from "../components/ui/tile.tsx";

export function NotFoundPage({ copy }: { copy: Omit<NotFoundCopy, "gone"> }) {
  return (
    <Container className="py-20 md:py-28">
      <Eyebrow>{copy.eyebrow}</Eyebrow>
      <h1 className="mt-3 text-display font-extrabold">{copy.title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{copy.lead}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {copy.suggestions.map((s) => (
          <li key={s.href}>
            <Tile as="a" href={s.href} padding="sm" interactive className="group flex h-full flex-col gap-1">
              <span className="inline-flex items-center gap-2 font-semibold text-link">
                {s.label}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="text-sm text-muted">{s.description}</span>
            </Tile>
          </li>
        ))}
      </ul>
    </Container>
  );
}
