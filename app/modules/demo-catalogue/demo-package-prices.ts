import type { PackagePriceKind } from "~/modules/packages/package-rules";

// What demo vendors' packages cost, by trade (docs/product/public-area.md#demo-catalogue; decision 068, where the
// public sources of these ranges are named). Each range is in whole pounds, for the whole package or per unit (a
// guest, an invitation card), and spans the country: a vendor's price band places it low or high in the range and
// its region moves it up (London) or down (the Midlands, the North, Glasgow).

/** What a price counts: the whole package, each guest, or each invitation card. */
export type PackageUnit = "total" | "head" | "card";

/**
 * Which of the wedding's events a package covers: the days before ('pre': Mehndi, Sangeet), the ceremony ('main':
 * Baraat and Nikah, Anand Karaj...), the evening after ('evening': Walima, Reception), both ceremony and evening,
 * all of them, or none named; or a fixed list.
 */
export type EventSlot = "pre" | "main" | "evening" | "main+evening" | "all" | "none" | readonly ["Mehndi"];

export type PackageTemplate = {
  name: string;
  /** The lowest and highest price in pounds, per {@link PackageUnit}. */
  min: number;
  max: number;
  kind: PackagePriceKind;
  /** What's included; may name {guests}, {units} and {each} (the unit price, '£28'). */
  included: string;
  events: EventSlot;
  /** Overrides the trade's unit (a digital invitation priced as a whole among printed cards priced each). */
  unit?: PackageUnit;
  /** Guest counts (per-head packages, venues) or card counts (per-card packages) to draw from. */
  counts?: readonly number[];
};

/** A trade's packages: the first is every priced vendor's headline package, the others are added in this order. */
export type TradePackages = {
  unit: PackageUnit;
  /** The listing's pricing text once it has packages: {p} is the lowest price, per unit where the trade prices so. */
  pricingText: string;
  templates: readonly [PackageTemplate, ...PackageTemplate[]];
};

const GUESTS = [150, 200, 250, 300, 400, 500] as const;
const CARDS = [100, 150, 200, 250, 300] as const;

/** The package ranges of every category of the demo catalogue (the same slugs as its content). */
export const DEMO_PACKAGE_PRICES: Readonly<Record<string, TradePackages>> = {
  "makeup-artists": {
    unit: "total",
    pricingText: "Bridal makeup from £{p}",
    templates: [
      { name: "Bridal makeup", min: 200, max: 550, kind: "from", events: "main", included: "Bridal makeup on the day with lashes, a trial session beforehand and a touch-up kit." },
      { name: "Bridal hair and makeup", min: 350, max: 850, kind: "from", events: "main", included: "Makeup and hair styling on the day, dupatta setting, jewellery fitting and a trial of both." },
      { name: "Bride and bridal party", min: 450, max: 1100, kind: "from", events: "main", included: "The bride's full look and makeup for four of the bridal party, done at home or at the venue." },
      { name: "Two-event bridal looks", min: 600, max: 1400, kind: "from", events: "all", included: "Two bridal looks for two days of the wedding, each with hair styling and dupatta setting." },
    ],
  },
  "mehndi-artists": {
    unit: "total",
    pricingText: "Bridal mehndi from £{p}",
    templates: [
      { name: "Bridal mehndi", min: 250, max: 600, kind: "from", events: ["Mehndi"], included: "Hands to the elbow and feet to the ankle in organic henna, a design consultation and aftercare oil." },
      { name: "Bridal mehndi with guest mehndi", min: 380, max: 900, kind: "from", events: ["Mehndi"], included: "Bridal mehndi plus two hours of guest mehndi at the Mehndi night, one artist per 20 guests." },
      { name: "Bridal mehndi with a second artist", min: 450, max: 1000, kind: "fixed", events: ["Mehndi"], included: "Two artists on the day: bridal mehndi and simple designs for the bride's sisters and mother." },
      { name: "Engagement and bridal mehndi", min: 500, max: 1100, kind: "from", events: ["Mehndi"], included: "A lighter engagement design and the full bridal mehndi, booked together." },
    ],
  },
  "hair-stylists": {
    unit: "total",
    pricingText: "Bridal hair from £{p}",
    templates: [
      { name: "Bridal hair", min: 150, max: 400, kind: "from", events: "main", included: "Bridal hair on the day with a trial, accessories fitted and dupatta pinned." },
      { name: "Bridal hair for two events", min: 280, max: 700, kind: "from", events: "all", included: "Two bridal styles for two days of the wedding, with one trial." },
      { name: "Bride and four guests", min: 330, max: 800, kind: "fixed", events: "main", included: "The bride's style and four guest styles on the morning of the wedding." },
    ],
  },
  photographers: {
    unit: "total",
    pricingText: "Full-day coverage from £{p}",
    templates: [
      { name: "Wedding day coverage", min: 1200, max: 3500, kind: "from", events: "main", included: "One photographer for the whole day, an online gallery of 500 or more edited images and a print release." },
      { name: "Two-event coverage", min: 2000, max: 5500, kind: "from", events: "main+evening", included: "Two photographers for the ceremony and the evening, a couple shoot and a private online gallery." },
      { name: "Three-day wedding collection", min: 3200, max: 8000, kind: "from", events: "all", included: "Every event from the Mehndi to the evening reception, two photographers, a 30-page album and a gallery for the family." },
      { name: "Wedding day with album", min: 1800, max: 4500, kind: "fixed", events: "main", included: "Full-day coverage, a couple shoot and a 40-page leather album." },
    ],
  },
  videographers: {
    unit: "total",
    pricingText: "Wedding films from £{p}",
    templates: [
      { name: "Highlight film", min: 1000, max: 2800, kind: "from", events: "main", included: "A five-minute highlight film of the wedding day, delivered within eight weeks." },
      { name: "Full-day film", min: 1600, max: 4000, kind: "from", events: "main", included: "The highlight film and the ceremony and speeches in full, two camera operators." },
      { name: "Two-event films", min: 2600, max: 6000, kind: "from", events: "main+evening", included: "Films of the ceremony and the evening, drone footage where the venue allows." },
      { name: "Three-day cinematic collection", min: 4000, max: 9000, kind: "from", events: "all", included: "Every event filmed, a cinematic trailer, a full-length edit and the raw footage." },
    ],
  },
  musicians: {
    unit: "total",
    pricingText: "Performances from £{p}",
    templates: [
      { name: "Baraat dhol entrance", min: 200, max: 500, kind: "fixed", events: "main", included: "Two dhol players for the groom's arrival and the couple's entrance, up to an hour." },
      { name: "Dhol and live set", min: 450, max: 1100, kind: "from", events: "pre", included: "The dhol entrance and a 45-minute live set of folk songs for the guests." },
      { name: "Live band evening", min: 1200, max: 3500, kind: "from", events: "evening", included: "A four-piece band, two 45-minute sets, sound system and an engineer." },
    ],
  },
  "djs-entertainment": {
    unit: "total",
    pricingText: "DJ packages from £{p}",
    templates: [
      { name: "Evening DJ", min: 500, max: 1500, kind: "from", events: "evening", included: "A DJ from 6 pm to midnight with sound system and dance-floor lighting." },
      { name: "DJ and MC with lighting", min: 900, max: 2200, kind: "from", events: "evening", included: "DJ and MC for the evening, uplighting around the hall and the couple's entrance." },
      { name: "Two-event DJ package", min: 1200, max: 3200, kind: "from", events: "all", included: "DJ and MC for two events, with sound, lighting and a dhol player for the entrances." },
      { name: "DJ, MC and LED dance floor", min: 1600, max: 4000, kind: "fixed", events: "evening", included: "DJ and MC, a 16 by 16 ft LED dance floor, cold sparks for the first dance and uplighting." },
    ],
  },
  venues: {
    unit: "total",
    pricingText: "Venue hire from £{p}",
    templates: [
      { name: "Weekday venue hire", min: 3000, max: 9000, kind: "from", events: "main+evening", counts: [300, 400, 500], included: "Exclusive use Monday to Thursday for up to {guests} guests, tables, chairs, linen and the bridal stage." },
      { name: "Saturday exclusive hire", min: 6000, max: 20000, kind: "from", events: "main+evening", counts: [300, 400, 500, 600], included: "The whole venue on a Saturday for up to {guests} guests, with a venue coordinator and parking." },
      { name: "Two-day wedding hire", min: 9000, max: 20000, kind: "from", events: "all", counts: [400, 500, 600], included: "The Mehndi night and the wedding day for up to {guests} guests, with set-up the evening before." },
    ],
  },
  catering: {
    unit: "head",
    pricingText: "Menus from £{p} per head",
    templates: [
      { name: "Wedding buffet", min: 22, max: 45, kind: "from", events: "main", counts: GUESTS, included: "A buffet for {guests} guests at {each} a head: starters, two curries, rice, naan, salad and dessert, with serving staff." },
      { name: "Three-course served menu", min: 30, max: 60, kind: "from", events: "main+evening", counts: GUESTS, included: "A served meal for {guests} guests at {each} a head: starters, mains and dessert, with waiting staff and crockery." },
      { name: "Buffet with live counters", min: 35, max: 70, kind: "from", events: "all", counts: GUESTS, included: "A buffet for {guests} guests at {each} a head with live chaat and tandoor counters, tea and coffee." },
    ],
  },
  decorators: {
    unit: "total",
    pricingText: "Décor packages from £{p}",
    templates: [
      { name: "Stage décor", min: 600, max: 2000, kind: "from", events: "main", included: "A floral stage backdrop, sofa for the couple, stage lighting and set-up on the day." },
      { name: "Mehndi night set-up", min: 700, max: 2200, kind: "from", events: "pre", included: "A mehndi stage with swing or low seating, marigold garlands, drapes and lanterns." },
      { name: "Full hall décor", min: 1800, max: 6000, kind: "from", events: "main+evening", included: "Stage, entrance arch, aisle, table centrepieces and uplighting for the whole hall." },
      { name: "Two-event décor", min: 2500, max: 8000, kind: "from", events: "all", included: "Décor for the Mehndi night and the wedding, changed over between the events." },
    ],
  },
  "bridal-wear": {
    unit: "total",
    pricingText: "Bridal outfits from £{p}",
    templates: [
      { name: "Ready-to-wear bridal outfit", min: 600, max: 2000, kind: "from", events: "none", included: "A bridal lehenga or sharara from the collection, with alterations and a matching dupatta." },
      { name: "Groom's sherwani", min: 650, max: 2200, kind: "from", events: "none", included: "A sherwani with trousers, stole and safa, fitted and altered." },
      { name: "Made-to-measure bridal outfit", min: 1500, max: 6000, kind: "from", events: "none", included: "A bridal outfit designed with the bride, two fittings and a hand-embroidered dupatta." },
      { name: "Bride and groom outfits", min: 2200, max: 7500, kind: "from", events: "none", included: "Made-to-measure outfits for the couple, coordinated in colour and embroidery." },
    ],
  },
  "wedding-cake-shops": {
    unit: "total",
    pricingText: "Wedding cakes from £{p}",
    templates: [
      { name: "Three-tier wedding cake", min: 250, max: 800, kind: "from", events: "evening", included: "A three-tier cake in the couple's choice of flavours, delivered and set up." },
      { name: "Four-tier cake with sugar flowers", min: 450, max: 1300, kind: "from", events: "evening", included: "Four tiers with handmade sugar flowers, a tasting box and delivery." },
      { name: "Cake and dessert table", min: 700, max: 1800, kind: "from", events: "evening", counts: [150, 200, 300], included: "A three-tier cake and a dessert table for {guests} guests: mithai, cupcakes and shots." },
    ],
  },
  jewellery: {
    unit: "total",
    pricingText: "Bridal sets from £{p}",
    templates: [
      { name: "Bridal set hire", min: 250, max: 900, kind: "from", events: "main", included: "Hire of a bridal set for the wedding day: necklace, earrings, tikka and matha patti, with fitting." },
      { name: "Kundan bridal set", min: 600, max: 2500, kind: "from", events: "none", included: "A kundan necklace set with earrings, tikka and a passa, to keep." },
      { name: "Made-to-order bridal jewellery", min: 1200, max: 6500, kind: "from", events: "none", included: "A bridal set designed with the bride to match her outfit, ready in eight to twelve weeks." },
    ],
  },
  florists: {
    unit: "total",
    pricingText: "Wedding flowers from £{p}",
    templates: [
      { name: "Bridal flowers", min: 150, max: 500, kind: "from", events: "main", included: "The bridal bouquet, jaimala garlands for the couple and buttonholes for the families." },
      { name: "Garlands for the families", min: 250, max: 700, kind: "from", events: "main", included: "Fresh garlands for the couple and both families, with marigold strings for the entrance." },
      { name: "Ceremony and stage flowers", min: 900, max: 3500, kind: "from", events: "main+evening", included: "Stage arrangements, aisle flowers and the couple's garlands." },
      { name: "Full wedding flowers", min: 1500, max: 5000, kind: "from", events: "all", included: "Flowers for every event: stage, tables, entrance, the couple's garlands and the bridal bouquet." },
    ],
  },
  transportation: {
    unit: "total",
    pricingText: "Wedding car hire from £{p}",
    templates: [
      { name: "Bridal car, five hours", min: 250, max: 700, kind: "fixed", events: "main", included: "A chauffeured car with ribbons and flowers for five hours on the wedding day." },
      { name: "Baraat car and bridal car", min: 500, max: 1400, kind: "from", events: "main", included: "A car for the groom's baraat and one for the bride's departure, both chauffeured." },
      { name: "Horse and carriage for the baraat", min: 600, max: 1600, kind: "from", events: "main", included: "A white horse or open carriage for the groom's arrival, with handler and dhol-friendly route." },
      { name: "Fleet of three cars", min: 800, max: 2000, kind: "from", events: "main", included: "Three matching cars for the couple and both families for the day." },
    ],
  },
  invitations: {
    unit: "card",
    pricingText: "Invitations from £{p} each",
    templates: [
      { name: "Printed invitation suite", min: 2, max: 6, kind: "from", events: "all", counts: CARDS, included: "{units} printed invitations at {each} each, with envelopes, RSVP cards and two rounds of proofs." },
      { name: "Boxed invitations", min: 6, max: 15, kind: "from", events: "all", counts: CARDS, included: "{units} boxed invitations at {each} each, with inserts for each event and the guests' names printed." },
      { name: "Digital invitation and RSVP page", min: 90, max: 300, kind: "fixed", unit: "total", events: "all", included: "An animated invitation to send by message and an RSVP page for every event." },
    ],
  },
  "wedding-planners": {
    unit: "total",
    pricingText: "Planning packages from £{p}",
    templates: [
      { name: "On-the-day coordination", min: 800, max: 2500, kind: "from", events: "main", included: "A planning meeting a month before and two coordinators on the wedding day." },
      { name: "Partial planning", min: 2000, max: 5000, kind: "from", events: "main+evening", included: "Suppliers booked for you from our list, a budget and timeline, and on-the-day coordination." },
      { name: "Full planning", min: 3500, max: 12000, kind: "from", events: "all", included: "Every event planned from the first meeting: venues, suppliers, guest list, budget and coordination." },
    ],
  },
};
