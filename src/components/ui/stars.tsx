import { Star } from "lucide-react";

/** A five-star rating drawn as icons and announced once as text. */
export function Stars({ rating = 5 }: { rating?: number }) {
  return (
    <p className="flex gap-1 text-star">
      <span className="sr-only">Rated {rating} out of 5 stars</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className="size-5"
          fill={i < rating ? "currentColor" : "none"}
          strokeWidth={1.5}
        />
      ))}
    </p>
  );
}
