import type { CategoryContent } from "~/modules/demo-catalogue/demo-types";

/** Demo content for transport, stationery and planning. */
export const PLANNING_CONTENT: readonly CategoryContent[] = [
  {
    name: "Transportation",
    slug: "transportation",
    icon: "Car",
    sortPriority: 100,
    description:
      "Wedding cars for the baraat, the doli and the going-away, from vintage classics and Rolls-Royces to supercars and horse-drawn carriages.",
    serviceTags: [
      "Rolls-Royce hire", "Vintage cars", "Supercars", "Horse and carriage", "Baraat convoy", "Doli car", "Chauffeur service",
      "Guest minibuses", "Decorated wedding cars", "Limousines", "Ribbons and flowers", "Airport transfers",
    ],
    features: [
      "Uniformed chauffeurs", "Ribbons and flowers included", "Fully insured", "Red carpet service",
      "Complimentary soft drinks", "Several cars available", "Flexible hire hours", "Travels across the UK",
      "Decorated to your colour scheme",
    ],
    tagPhrases: {
      "Horse and carriage": "horse-drawn carriages",
      "Baraat convoy": "baraat convoys",
      "Doli car": "doli cars",
      "Chauffeur service": "chauffeur-driven hire",
    },
    activeVendors: 18,
    femaleShare: 0.1,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{word} Wedding Cars", "{surname} Chauffeurs", "{word} Doli Cars", "{word} Limousines", "{given}'s Classic Cars",
      "{word} Carriages", "{word} Prestige Cars", "{surname} Executive Travel", "{word} Chauffeur Co",
    ],
    openers: [
      "{name} is a {town} wedding car company offering {t12}.",
      "{owner} has run {name} for {years} years, providing {t1} for weddings across {region}.",
      "{name} specialises in {t1}, with immaculate cars and chauffeurs who understand the importance of timing.",
      "For a memorable arrival, {name} is known locally for {t12}.",
      "{name} keeps a small fleet of cars, each prepared by hand for {t1}.",
    ],
    details: [
      "Every car is dressed with ribbons and flowers to match your colour scheme.",
      "Chauffeurs arrive early, plan the route in advance and keep the day running to time.",
      "Several cars can be booked together for the baraat, the bridal party and close family.",
      "Hire periods are flexible, from a single journey to the whole day.",
      "Cars are fully insured, licensed and valeted before every booking.",
    ],
    pricing: {
      templates: ["Wedding car hire from £{p}", "Chauffeured hire from £{p}", "Day hire from £{p}"],
      bands: [250, 450, 800, 1500],
    },
    artworkPartner: "decorators",
  },
  {
    name: "Invitations",
    slug: "invitations",
    icon: "Mail",
    sortPriority: 100,
    description:
      "Stationers for wedding invitations, from laser-cut and boxed invites to digital cards, with bilingual wording and UK printing.",
    serviceTags: [
      "Laser-cut invitations", "Boxed invitations", "Digital invitations", "Bilingual wording", "Urdu calligraphy",
      "Hindi and Gujarati text", "Bengali script", "Tamil and Sinhala text", "Foil printing", "Save the dates", "Menu cards",
      "Welcome signs", "Scroll invitations",
    ],
    features: [
      "Free digital proof", "Printed in the UK", "Bilingual typesetting", "Samples posted free", "Envelope addressing",
      "Next-day digital delivery", "Low minimum orders", "Matching on-the-day stationery", "Recycled paper options",
    ],
    tagPhrases: {
      "Bengali script": "Bengali-script invitations",
    },
    activeVendors: 17,
    femaleShare: 0.6,
    travels: false,
    signatures: [],
    nameTemplates: [
      "{word} Invitations", "{word} Stationery Co", "{given} {surname} Paper Studio", "{word} Cards & Print", "The {word} Press",
      "{word} Invites", "{surname} Print House", "{word} Paper & Ink", "{word} Design Studio",
    ],
    openers: [
      "{name} is a {town} stationery studio designing {t12}.",
      "{owner} has designed wedding stationery for {years} years, and {name} is known for {t1}.",
      "{name} designs {t1}, setting the tone for the celebrations from the moment the post arrives.",
      "At {name}, couples can choose {t1} or commission something entirely bespoke.",
      "{name} specialises in {t1}, with careful typesetting in {languages}.",
    ],
    details: [
      "Digital proofs are sent within a few working days, with unlimited changes before printing.",
      "Samples can be posted so families can feel the paper and see the colours in person.",
      "Invitations are printed in the UK on responsibly sourced card.",
      "Matching menus, table plans and welcome signs can be added to any order.",
      "Orders of {minimum} or more include envelope addressing at no extra charge.",
    ],
    pricing: {
      templates: ["Invitations from £{p} each", "Boxed invitations from £{p} each", "Invitation suites from £{p} each"],
      bands: [2, 4, 8, 15],
    },
    artworkPartner: "wedding-planners",
  },
  {
    name: "Wedding Planners",
    slug: "wedding-planners",
    icon: "ClipboardList",
    sortPriority: 100,
    description:
      "Planners and coordinators who manage budgets, suppliers and timings across multi-day South Asian weddings, from full planning to on-the-day coordination.",
    serviceTags: [
      "Full wedding planning", "Partial planning", "On-the-day coordination", "Destination weddings", "Budget management",
      "Supplier sourcing", "Multi-day events", "Nikah planning", "Anand Karaj planning", "Hindu ceremony planning",
      "Tamil wedding planning", "Guest management",
    ],
    features: [
      "Free initial consultation", "Dedicated planner", "Supplier discounts", "Planning app access", "On-the-day team",
      "Destination wedding experience", "Budget tracking", "Multilingual team", "Travels across the UK",
    ],
    activeVendors: 18,
    femaleShare: 0.75,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{word} Weddings & Events", "{given} {surname} Events", "{word} Planning Co", "{surname} Event Management",
      "The {word} Wedding Planner", "{word} Celebrations", "{word} Occasions", "Weddings by {given}", "{word} Event Planning",
    ],
    openers: [
      "{name} is a {town} wedding planning company offering {t12}.",
      "{owner} has planned South Asian weddings for {years} years, and {name} is known for {t1}.",
      "{name} takes the pressure off families with {t1}, keeping every supplier and timing on track.",
      "From the first budget sheet to the final farewell, {name} offers {t1} for families across {region} and beyond.",
      "{name} specialises in {t1}, with a calm team that understands both tradition and logistics.",
    ],
    details: [
      "Each couple has a dedicated planner and a shared timeline that the whole family can follow.",
      "Supplier recommendations come from years of working with venues, caterers and decorators across the UK.",
      "On the day, the team manages timings, entrances and supplier arrivals so the family can relax.",
      "Budgets are tracked line by line, with regular check-ins in the months before the wedding.",
      "Initial consultations are free and can take place in person or by video call.",
    ],
    pricing: {
      templates: ["Full planning from £{p}", "On-the-day coordination from £{p}", "Planning packages from £{p}"],
      bands: [800, 1800, 3500, 7000],
    },
    artworkPartner: "invitations",
  },
];
