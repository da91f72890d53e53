import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Delay before retrying a scroll after going home (docs/product/public-area.md#header-and-footer, section scroll retry). */
export const SECTION_SCROLL_RETRY_MS = 100;

/**
 * How many times a scroll is retried while the home page is not yet on screen: the navigation settles once its data
 * and code are in, but React may show the page later on a slow device, and a scroll aimed before it lands on
 * nothing.
 */
const SECTION_SCROLL_RETRIES = 30;

/**
 * Scrolls to a home-page section by id; when the section is not on the current page, goes to `/`
 * and retries every 100 ms until the section is there, for at most 3 s (docs/product/public-area.md#header-and-footer,
 * shared header and footer).
 */
export function useSectionScroll() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (id: string) => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
      const retry = (left: number) => {
        const retried = document.getElementById(id);
        if (retried) retried.scrollIntoView({ behavior: "smooth", block: "start" });
        else if (left > 0) setTimeout(() => retry(left - 1), SECTION_SCROLL_RETRY_MS);
      };
      if (location.pathname === "/") retry(SECTION_SCROLL_RETRIES);
      else void Promise.resolve(navigate("/")).then(() => setTimeout(() => retry(SECTION_SCROLL_RETRIES), SECTION_SCROLL_RETRY_MS));
    },
    [navigate, location.pathname],
  );
}
