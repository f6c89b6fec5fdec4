/** A headline number and what it measured. */
export function StatTile({ metric, description }: { metric: string; description: string }) {
  return (
    <div className="flex h-full flex-col gap-2 rounded-lg border border-line bg-surface p-6">
      {/* The space reads "30% increase" with no styles; the flex column ignores it. */}
      <span className="text-4xl font-extrabold tracking-tight text-link">{metric}</span>{" "}
      <span className="text-muted">{description}</span>
    </div>
  );
}
