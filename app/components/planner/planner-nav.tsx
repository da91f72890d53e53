import { NavLink } from "react-router";

/** The planner's parts, each its own page (docs/product/couples-tools.md#wedding-planner). */
export const PLANNER_PAGES = [
  { to: "/planner", label: "Overview" },
  { to: "/planner/guests", label: "Guests" },
  { to: "/planner/budget", label: "Budget" },
  { to: "/planner/checklist", label: "Checklist" },
] as const;

/** The planner's navigation between its pages; the current one is marked for assistive technology (aria-current). */
export function PlannerNav() {
  return (
    <nav aria-label="Planner" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 border-b border-brand-100">
        {PLANNER_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 font-medium ${isActive ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-brand-700"}`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
