import type { ReactNode } from "react";
import { clsx } from "clsx";

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  /** Renders the control (`Input`, `Textarea`) with the ids and state that tie it to its label and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labeled form control with its hint and error text announced with it. It takes three rows of the form's grid
 * (label, control, notes) as a subgrid, so fields side by side share each row: a hint or an error on one side
 * never pushes its input below its neighbour's. The hint sits under the control for the same reason; the
 * control names it (`aria-describedby`), so it is read with the label.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : "";
  const errorId = error ? `${id}-error` : "";
  return (
    <div className={clsx("row-span-3 grid grid-rows-subgrid", className)}>
      <label htmlFor={id} className="self-end font-medium">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      <div className="flex flex-col gap-1 pb-3 text-sm">
        {hint && (
          <p id={hintId} className="text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
