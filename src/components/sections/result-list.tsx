import { CircleCheck } from "lucide-react";
import { cn } from "../../lib/cn";

/** Measured outcomes, each with a check mark. */
export function ResultList({ results, className }: { results: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {results.map((result) => (
        <li key={result} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
          <span>{result}</span>
        </li>
      ))}
    </ul>
  );
}
