import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Delay before retrying a scroll after going home (docs/product/public-area.md#header-and-footer, section scroll retry). */
export const SECTION_SCROLL_RETRY_MS = 100;

/**
 * Scrolls to a home-page section by id; when the section is not on the current page, goes to `/`
 * and retries after 100 ms (docs/product/public-area.md#header-and-footer, shared header and footer).
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
      const retry = () => {
        const retried = document.getElementById(id);
        if (retried) retried.scrollIntoView({ behavior: "smooth", block: "start" });
        else setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: "start" }), SECTION_SCROLL_RETRY_MS);
      };
      if (location.pathname === "/") retry();
      else void Promise.resolve(navigate("/")).then(() => setTimeout(retry, SECTION_SCROLL_RETRY_MS));
    },
    [navigate, location.pathname],
  );
}
