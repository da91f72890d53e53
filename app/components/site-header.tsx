import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { SectionLink } from "~/components/section-link";
import { useShortlistedIds } from "~/components/shortlist-state";
import { SiteLogo } from "~/components/site-logo";

const navLinkClass = "text-sm font-medium text-ink hover:text-brand-700";

/**
 * Sticky site header (docs/product/public-area.md#header-and-footer): 'Find Vendors' and 'Categories' scroll to home sections,
 * links to /onboarding and /about, the shortlist, the couple's 'Planner', 'Vendor Login' and a gold 'List Business' button.
 * Below 768 px (Tailwind `md`) it shows a smaller logo and a menu button.
 *
 * The phone menu is a disclosure, not a dialog (decision 040): the focus stays on the button when it opens and
 * the menu's links follow it in the Tab order. Escape closes it and gives the focus back to the button; the focus
 * leaving the header closes it too, since the open menu lives in the sticky header and would cover what has the focus.
 */
export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) =>
    setOpenOn((typeof next === "function" ? next(open) : next) ? location.pathname : null);
  const shortlistCount = useShortlistedIds().size;
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      // Only pull the focus back when it was in the menu (or nowhere); elsewhere it stays where the visitor is.
      const focused = document.activeElement;
      if (!focused || focused === document.body || header.contains(focused)) menuButton.current?.focus();
    };
    // Only a move to another element outside: a click on empty space (no related target) keeps the menu open.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !header.contains(event.relatedTarget)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    header.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      header.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);
  // docs/product/couples-tools.md#shortlist: the saved vendors' count beside the link; the name says it in words for screen readers.
  const shortlistLink = (className: string) => (
    <Link to="/shortlist" className={className} aria-label={`Shortlist, ${shortlistCount} vendor${shortlistCount === 1 ? "" : "s"}`}>
      Shortlist{" "}
      <span className="rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-800" data-testid="shortlist-count">
        {shortlistCount}
      </span>
    </Link>
  );

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-brand-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <SiteLogo compact className="flex md:hidden" />
        <SiteLogo className="hidden md:flex" />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          <SectionLink section="vendors" className={navLinkClass}>
            Find Vendors
          </SectionLink>
          <SectionLink section="categories" className={navLinkClass}>
            Categories
          </SectionLink>
          <Link to="/onboarding" className={navLinkClass}>
            List Your Business
          </Link>
          <Link to="/about" className={navLinkClass}>
            About
          </Link>
          {shortlistLink(navLinkClass)}
          <Link to="/planner" className={navLinkClass}>
            Planner
          </Link>
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <Button asChild variant="outline" size="sm">
            <Link to="/vendor-auth">Vendor Login</Link>
          </Button>
          <Button asChild variant="gold" size="sm">
            <Link to="/onboarding">List Business</Link>
          </Button>
        </div>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <Icon name="x" /> : <Icon name="menu" />}
        </Button>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-brand-100 bg-cream px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 py-2">
            <li>
              <SectionLink section="vendors" className="block py-2 font-medium" onNavigate={() => setOpen(false)}>
                Find Vendors
              </SectionLink>
            </li>
            <li>
              <SectionLink section="categories" className="block py-2 font-medium" onNavigate={() => setOpen(false)}>
                Categories
              </SectionLink>
            </li>
            <li>
              <Link to="/onboarding" className="block py-2 font-medium">
                List Your Business
              </Link>
            </li>
            <li>
              <Link to="/about" className="block py-2 font-medium">
                About
              </Link>
            </li>
            <li>{shortlistLink("block py-2 font-medium")}</li>
            <li>
              <Link to="/planner" className="block py-2 font-medium">
                Planner
              </Link>
            </li>
          </ul>
          <div className="flex gap-3">
            <Button asChild variant="outline" size="sm" className="flex-1">
              <Link to="/vendor-auth">Vendor Login</Link>
            </Button>
            <Button asChild variant="gold" size="sm" className="flex-1">
              <Link to="/onboarding">List Business</Link>
            </Button>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
