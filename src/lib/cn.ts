import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Primitives take their look from variants and accept `className` only for placement
 * (margins, grid and flex position, width in a layout), never to override a size or colour, so nothing
 * needs merging: a conflict is a missing variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
