import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "./button-variants.ts";

type ButtonStyle = VariantProps<typeof buttonVariants>;

/** A link that looks like a button: almost every call to action on the site navigates. */
export function ButtonLink({ variant, size, className, children, ...props }: ComponentProps<"a"> & ButtonStyle) {
  return (
    <a className={clsx(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
