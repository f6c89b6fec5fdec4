import type { ComponentProps } from "react";
import { clsx } from "clsx";

/** The one h1 of an inner page (the home page's hero has its own display size). */
export function PageTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 className={clsx("text-4xl font-extrabold tracking-tight text-balance md:text-5xl", className)} {...props}>
      {children}
    </h1>
  );
}
