import { Link } from "react-router";
import type { Route } from "./+types/about";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// About (docs/product/public-area.md#trust-pages): the mission and the three values, Cultural Authenticity, Community First, Excellence.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "About Us",
    description:
      "Shaadi Vendors UK is a directory of wedding vendors who understand South Asian celebrations, from mehndi to walima, across the UK.",
    origin: originFrom(matches),
    path: "/about",
  });
}

/** The three values, in the spec's order. */
const VALUES = [
  {
    title: "Cultural Authenticity",
    icon: "sparkles",
    text: "A mehndi night, a nikah, an Anand Karaj and a walima each have their own customs. We list vendors who know them: henna artists, caterers who cook halal for 400 guests, photographers who follow a baraat, decorators who can build a mandap or a stage.",
  },
  {
    title: "Community First",
    icon: "heart-handshake",
    text: "Couples search, shortlist and contact vendors for free, without an account, and talk to them directly. Vendors pay a flat yearly fee and keep every booking: we never take commission, and many of our vendors are small family businesses.",
  },
  {
    title: "Excellence",
    icon: "award",
    text: "Every listing is checked by a person before it goes live, reviews come only from couples who enquired through the site, and a listing disappears when its vendor stops trading with us, so what you find is current.",
  },
] as const;

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:px-6 md:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">About Shaadi Vendors UK</h1>
        <p className="mt-4 text-lg text-ink">
          We help couples find wedding vendors who understand South Asian celebrations: Pakistani, Indian, Bangladeshi and Sri Lankan
          weddings across the UK.
        </p>
      </header>
      <section aria-labelledby="mission-heading" className="mt-12 max-w-3xl space-y-4">
        <h2 id="mission-heading" className="text-2xl font-bold text-brand-800">
          Our mission
        </h2>
        <p className="text-ink">
          Planning a wedding with several events, hundreds of guests and two families is hard enough. Finding a vendor who already
          knows what a dholki or a walima needs should not be. General wedding directories rarely list the specialists South Asian
          couples look for, and word of mouth only reaches so far.
        </p>
        <p className="text-ink">
          Our mission is to bring those specialists together in one place, searchable by town and by what they do, so that every
          couple in the UK can find the right people for their celebration, and every good vendor can be found.
        </p>
      </section>
      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold text-brand-800">
          Our values
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ title, icon, text }) => (
            <li key={title} className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
              <Icon name={icon} className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 text-ink">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-cta-heading" className="mt-12 flex flex-col gap-4 rounded-3xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="about-cta-heading" className="text-xl font-bold">
            Are you a wedding vendor?
          </h2>
          <p className="mt-1 text-brand-100">List your business and reach couples planning their celebrations.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="gold">
            <Link to="/onboarding">List Your Business</Link>
          </Button>
          <Button asChild variant="outline" className="border-white text-white hover:bg-brand-700">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
