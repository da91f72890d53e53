import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Category } from "~/modules/categories/category-types";
import { CategoryIcon } from "~/components/category-icon";

/** Tiles shown before 'View All Categories' (docs/product/public-area.md#home): 4 narrow, 10 from 768 px. */
export const NARROW_TILE_COUNT = 4;
export const WIDE_TILE_COUNT = 10;

/**
 * The 'Browse by Category' tiles, already in home order. Tiles past the limit are hidden with CSS
 * so the server-rendered page needs no screen-size guess; the button expands to all.
 */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const [expanded, setExpanded] = useState(false);
  if (categories.length === 0) {
    return <p className="text-center text-muted">No categories available yet.</p>;
  }
  const hasMore = categories.length > NARROW_TILE_COUNT;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-5">
        {categories.map((category, index) => (
          <li
            key={category.id}
            className={cn(
              // Hidden on phones past the narrow count; on wider screens too past the wide count.
              !expanded && index >= WIDE_TILE_COUNT ? "hidden" : !expanded && index >= NARROW_TILE_COUNT && "hidden md:block",
            )}
          >
            <Link
              to={`/category/${category.slug}`}
              className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-gold-300">
                <CategoryIcon icon={category.icon} className="size-7" />
              </span>
              <span className="font-semibold text-ink">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && !expanded ? (
        <div
          className={cn("mt-8 text-center", categories.length <= WIDE_TILE_COUNT && "md:hidden")}
        >
          <Button variant="outline" onClick={() => setExpanded(true)}>
            View All Categories
          </Button>
        </div>
      ) : null}
    </div>
  );
}
