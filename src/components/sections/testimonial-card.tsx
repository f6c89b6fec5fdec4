import type { Testimonial } from "../../lib/content-schemas";
import { Stars } from "../ui/stars";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-lg border border-line bg-surface p-6">
      <Stars />
      <blockquote className="flex-1 text-pretty">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="border-t border-line pt-4 text-sm">
        <p className="font-semibold">{testimonial.name}</p>
        <p className="text-muted">
          {testimonial.title}, {testimonial.company}
        </p>
      </figcaption>
    </figure>
  );
}
