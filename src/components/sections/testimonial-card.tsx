import type { Testimonial } from "../../schemas/index.ts";
import { Stars } from "../ui/stars.tsx";
import { Tile } from "../ui/tile.tsx";
import { oneLine } from "../../lib/text/truncate.ts";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Tile as="figure" className="flex h-full flex-col gap-5">
      <Stars />
      <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
      {/* The name on its own line (its first line), then two lines kept for the role, so names line up across a row
          of quotes; the only line break is the one between them. */}
      <figcaption className="quote-by">{`${oneLine(testimonial.name)}\n${oneLine(`${testimonial.title}, ${testimonial.company}`)}`}</figcaption>
    </Tile>
  );
}
