import type { Testimonial } from "../../schemas";
import { Stars } from "../ui/stars";
import { Tile } from "../ui/tile";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Tile as="figure" className="flex h-full flex-col gap-5">
      <Stars />
      <blockquote className="flex-1 text-pretty">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="border-t border-line pt-4 text-sm">
        <p className="font-semibold">{testimonial.name}</p>
        {/* Two lines kept for the role, so names line up across a row of quotes. */}
        <p className="min-h-[2lh] text-muted">
          {testimonial.title}, {testimonial.company}
        </p>
      </figcaption>
    </Tile>
  );
}
