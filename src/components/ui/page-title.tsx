import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** The one h1 of an inner page (the home page's hero has its own display size). */
export function PageTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 className={cn("text-4xl font-extrabold tracking-tight text-balance md:text-5xl", className)} {...props}>
      {children}
    </h1>
  );
}
