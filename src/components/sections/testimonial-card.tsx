import type { Testimonial } from "../../schemas/index.ts";
import { Stars } from "../ui/stars.tsx";
import { Tile } from "../ui/tile.tsx";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Tile as="figure" className="flex h-full flex-col gap-5">
      <Stars />
      <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
      {/* The name on its own line, then two lines kept for the role, so names line up across a row of quotes. */}
      <figcaption className="quote-by">{`${testimonial.name}\n${testimonial.title}, ${testimonial.company}`}</figcaption>
    </Tile>
  );
}
