import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A bordered surface with a gentle lift on hover; compose with CardBody and CardFooter. Their looks are the
 * `.card*` classes in global.css: grids repeat them dozens of times a page.
 */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return <article className={cn("card", className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("card-body", className)} {...props} />;
}

const cardTitleVariants = cva("font-semibold tracking-tight text-balance", {
  variants: { size: { sm: "text-lg", md: "text-xl" } },
  defaultVariants: { size: "md" },
});

/** `size="sm"` for dense grids. */
export function CardTitle({
  size,
  className,
  children,
  ...props
}: ComponentProps<"h3"> & VariantProps<typeof cardTitleVariants>) {
  return (
    <h3 className={cn(cardTitleVariants({ size }), className)} {...props}>
      {children}
    </h3>
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("card-footer", className)} {...props} />;
}
