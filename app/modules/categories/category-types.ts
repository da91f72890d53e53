export type Category = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** A lucide icon name from the spec's list; unknown names fall back to a default icon. */
  icon: string;
};

/**
 * Category page sort options (docs/product/public-area.md#categories): featured first, newest listings first, name A–Z,
 * or 'From' price low to high or high to low (docs/product/public-area.md#dates-and-budget).
 */
export const CATEGORY_SORTS = ["featured", "newest", "name", "price-asc", "price-desc"] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** Reads a sort option from a query-string value; anything else gives the default, "featured". */
export function parseCategorySort(value: string | null | undefined): CategorySort {
  return (CATEGORY_SORTS as readonly string[]).includes(value ?? "") ? (value as CategorySort) : "featured";
}
