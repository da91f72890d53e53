import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). Nothing merges conflicting utilities: tailwind-merge was 8.7 KB gzip of every page's
 * first-load JavaScript (decision 076). A primitive's own styles are classes of the components layer (app/app.css),
 * so a utility a caller passes wins; a component that switches a style passes one class or the other, never both.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
