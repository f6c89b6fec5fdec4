import { cva } from "class-variance-authority";

/**
 * Button looks as data, so a `<button>` in an island and a link on a page can share them. A label made
 * from content ("Talk to a Food & Beverage Specialist") wraps, and breaks a word only when it must.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full items-center justify-center gap-2 rounded-md text-center font-semibold wrap-break-word transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent text-on-accent hover:bg-accent-strong",
        secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-link",
        /** On an accent-colored band: a light button whose border shows only on hover. */
        inverse: "border border-transparent bg-band-action text-on-band-action hover:underline",
        /** The quieter second action on an accent-colored band. */
        "inverse-outline": "border border-current text-on-band hover:underline",
        ghost: "text-ink hover:bg-tint",
        link: "text-link underline-offset-4 hover:underline",
      },
      size: {
        sm: "min-h-10 px-3 text-sm",
        md: "min-h-11 px-5 text-base",
        lg: "min-h-12 px-6 text-base md:text-lg",
        inline: "p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
