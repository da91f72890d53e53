import { Link } from "react-router";
import { SectionLink } from "~/components/section-link";
import { SITE_NAME } from "~/components/site-logo";

const footerLinkClass = "text-sm text-brand-100 hover:text-white";

/** Site footer (docs/product/public-area.md#header-and-footer, shared footer): section links, legal links, vendor login. */
export function SiteFooter() {
  return (
    <footer className="mt-20 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3 md:px-6">
        <div>
          <p className="font-display text-xl font-bold text-white">{SITE_NAME}</p>
          <p className="mt-3 max-w-xs text-sm">
            The UK's first directory for South Asian weddings: Pakistani, Indian, Bangladeshi and Sri Lankan celebrations.
          </p>
        </div>
        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-300">Explore</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <SectionLink section="vendors" className={footerLinkClass}>
                Find Vendors
              </SectionLink>
            </li>
            <li>
              <SectionLink section="categories" className={footerLinkClass}>
                Categories
              </SectionLink>
            </li>
            <li>
              <SectionLink section="blog" className={footerLinkClass}>
                Wedding Inspiration
              </SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Business and legal">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-300">For vendors</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/onboarding" className={footerLinkClass}>
                List Your Business
              </Link>
            </li>
            <li>
              <Link to="/vendor-auth" className={footerLinkClass}>
                Vendor Login
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={footerLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLinkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-200">
        © {new Date().getFullYear()} {SITE_NAME}. Place data from{" "}
        <a className="underline hover:text-white" href="https://www.geonames.org/">
          GeoNames
        </a>{" "}
        (CC BY 4.0).
      </div>
    </footer>
  );
}
