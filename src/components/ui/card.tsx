import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * A bordered surface with a gentle lift on hover; compose with CardBody and CardFooter. Their looks are the
 * `.card*` classes in global.css: grids repeat them dozens of times a page.
 * Class names join with clsx, not cn: cards render inside islands, where tailwind-merge would cost ~7 KB.
 */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return <article className={clsx("card", className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("card-body", className)} {...props} />;
}

/** `size="sm"` for dense grids; sizes are a prop because clsx, unlike cn, cannot override a text size. */
export function CardTitle({
  className,
  children,
  size = "md",
  ...props
}: ComponentProps<"h3"> & { size?: "sm" | "md" }) {
  return (
    <h3
      className={clsx("font-semibold tracking-tight text-balance", size === "sm" ? "text-lg" : "text-xl", className)}
      {...props}
    >
      {children}
    </h3>
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("card-footer", className)} {...props} />;
}
