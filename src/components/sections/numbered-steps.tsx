type Step = { title: string; description: string };

/** An ordered process; the numbers come from the list itself, so reordering content renumbers it. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-8">
      {steps.map((step, i) => (
        <li key={step.title} className="flex flex-col gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-on-accent"
          >
            {i + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
