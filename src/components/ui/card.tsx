import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A bordered surface with a gentle lift on hover; compose with CardBody and CardFooter. */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-black/5 motion-reduce:hover:translate-y-0",
        className,
      )}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-3 p-6", className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("text-xl font-semibold tracking-tight text-balance", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto px-6 pb-6", className)} {...props} />;
}
