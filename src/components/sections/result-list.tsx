import { Icon } from "../ui/icon";
import { clsx } from "clsx";

type ResultListProps = { results: readonly string[]; className?: string; compact?: boolean };

/** Measured outcomes, each with a check mark. Also used inside the accordion island, hence clsx, not cn. */
export function ResultList({ results, className, compact = false }: ResultListProps) {
  return (
    <ul className={clsx("flex flex-col", compact ? "gap-2" : "gap-3", className)}>
      {results.map((result) => (
        <li key={result} className="flex gap-3">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-link" />
          <span>{result}</span>
        </li>
      ))}
    </ul>
  );
}
