import { cva, type VariantProps } from "class-variance-authority";
import { createElement, type ComponentProps, type HTMLAttributes } from "react";
import { clsx } from "clsx";

const tileVariants = cva("tile", {
  variants: {
    padding: { none: "", sm: "p-5", md: "p-6", lg: "p-6 md:p-8", xl: "p-8" },
    radius: { md: "rounded-lg", lg: "rounded-xl" },
    raised: { true: "raised", false: "" },
    /** A tile that is itself a link shows it by its border on hover. */
    interactive: { true: "hover:border-accent", false: "" },
  },
  defaultVariants: { padding: "md", radius: "md", raised: false, interactive: false },
});

type TileTag = "div" | "li" | "nav" | "figure" | "article" | "section" | "a" | "details";
type TileProps<T extends TileTag> = { as?: T } & ComponentProps<T> & VariantProps<typeof tileVariants>;

/** A flat bordered surface (a quote, a stat, a box of links); `Card` is the one that lifts on hover. */
export function Tile<T extends TileTag = "div">({
  as,
  padding,
  radius,
  raised,
  interactive,
  className,
  ...props
}: TileProps<T>) {
  // The props were checked against `as` by TileProps; createElement takes them for whichever tag it is.
  return createElement(as ?? "div", {
    ...(props as HTMLAttributes<HTMLElement>),
    className: clsx(tileVariants({ padding, radius, raised, interactive }), className),
  });
}
