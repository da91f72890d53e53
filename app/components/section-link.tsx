import { flushSync } from "react-dom";
import type { ReactNode } from "react";
import { useSectionScroll } from "~/components/use-section-scroll";

/**
 * A link to a home-page section (`/#id`) that scrolls smoothly with JavaScript and still works as a
 * plain link without it.
 */
export function SectionLink({
  section,
  className,
  children,
  onNavigate,
}: {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const scrollTo = useSectionScroll();
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        // Committed before the scroll is measured: closing the phone menu shortens the sticky header, and a scroll
        // aimed while it was open would stop short of the section by the menu's height.
        if (onNavigate) flushSync(onNavigate);
        scrollTo(section);
      }}
    >
      {children}
    </a>
  );
}
