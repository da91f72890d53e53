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
        onNavigate?.();
        scrollTo(section);
      }}
    >
      {children}
    </a>
  );
}
