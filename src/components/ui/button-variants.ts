import { cva } from "class-variance-authority";

/**
 * Button looks as data, so a `<button>` in an island and a link on a page can share them. A label made
 * from content ("Talk to a Food & Beverage Specialist") wraps, and breaks a word only when it must. The looks
 * are the `.btn*` classes in design.css.
 */
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "btn-primary",
      secondary: "btn-secondary",
      /** On an accent-colored band: a light button whose border shows only on hover. */
      inverse: "btn-inverse",
      /** The quieter second action on an accent-colored band. */
      "inverse-outline": "btn-inverse-outline",
      ghost: "btn-ghost",
      link: "btn-link",
    },
    size: { sm: "btn-sm", md: "btn-md", lg: "btn-lg", inline: "p-0" },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
