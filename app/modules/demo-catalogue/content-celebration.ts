import type { CategoryContent } from "~/modules/demo-catalogue/demo-types";

/** Demo content for venues, food and styling of the day. */
export const CELEBRATION_CONTENT: readonly CategoryContent[] = [
  {
    name: "Venues",
    slug: "venues",
    icon: "Building",
    sortPriority: 2,
    description:
      "Banqueting suites, hotels, manor houses and marquee sites with room for large South Asian weddings, many with in-house or approved caterers.",
    serviceTags: [
      "Banqueting hall", "Hotel ballroom", "Country house", "Marquee site", "In-house catering", "External caterers welcome",
      "Halal kitchen", "On-site parking", "Bridal suite", "Capacity over 500", "Outdoor ceremony space", "Civil ceremony licence",
    ],
    features: [
      "Free on-site parking", "Bridal suite", "Halal-certified kitchen", "External caterers welcome", "Late licence until 1am",
      "Step-free access", "Built-in stage and lighting", "Dedicated event coordinator", "Separate prayer room",
      "Outdoor ceremony lawn", "Licensed for civil ceremonies",
    ],
    tagPhrases: {
      "Banqueting hall": "a grand banqueting hall",
      "Hotel ballroom": "a hotel ballroom",
      "Country house": "a country-house setting",
      "Marquee site": "a marquee site",
      "External caterers welcome": "the freedom to bring your own caterers",
      "Halal kitchen": "a halal kitchen",
      "Bridal suite": "a private bridal suite",
      "Capacity over 500": "room for more than 500 guests",
      "Civil ceremony licence": "a civil ceremony licence",
    },
    activeVendors: 24,
    femaleShare: 0.3,
    travels: false,
    signatures: [{ name: "The Grand Mahal Banqueting Suite", heritage: "pakistani", town: "Birmingham" }],
    nameTemplates: [
      "The Grand {word} Banqueting Suite", "{word} Banqueting Hall", "The {word} Suite", "{word} Manor", "{word} Palace Banqueting",
      "The {word} Pavilion", "{word} Lodge & Gardens", "The {word} Ballroom", "{word} House Events", "{word} Park Hall",
    ],
    openers: [
      "{name} is a {town} wedding venue offering {t12} for celebrations of every size.",
      "Run by the {surname} family for {years} years, {name} has hosted thousands of weddings across {region}.",
      "{name} combines {t1} with a wedding team who know South Asian celebrations inside out.",
      "A short drive from the centre of {town}, {name} offers {t1} and flexible layouts.",
      "{name} is a popular choice for couples wanting {t1} without compromising on space or comfort.",
    ],
    details: [
      "The main hall seats up to {capacity} guests, with a separate reception area for welcome drinks and canapés.",
      "Layouts can accommodate a stage, mandap or nikah platform, with lighting designed for photography.",
      "Couples can choose from approved caterers or bring their own, subject to a kitchen visit.",
      "A coordinator looks after each wedding, from the first viewing to the end of the night.",
      "Show-rounds are available most evenings and weekends by appointment.",
    ],
    pricing: {
      templates: ["Venue hire from £{p}", "Wedding packages from £{p}", "Weekday hire from £{p}"],
      bands: [2500, 5000, 9000, 16000],
    },
    artworkPartner: "decorators",
  },
  {
    name: "Catering",
    slug: "catering",
    icon: "ChefHat",
    sortPriority: 100,
    description:
      "Caterers for wedding feasts of every size, from live tandoor and street-food stations to plated banquets, with halal, vegetarian and Jain menus.",
    serviceTags: [
      "Halal catering", "Vegetarian menus", "Jain menus", "Live tandoor", "Street-food stations", "Buffet service",
      "Plated banquets", "Dessert tables", "Chaat counters", "Biryani specialists", "Sri Lankan feasts", "Bengali banquets",
      "Tasting sessions",
    ],
    features: [
      "Halal-certified kitchen", "Free tasting for two", "Live cooking stations", "Serving staff included",
      "Vegetarian and vegan options", "Allergen-aware menus", "Crockery and linen hire", "Food hygiene rating 5",
      "Caters for 1,000+ guests", "Jain and Swaminarayan menus",
    ],
    tagPhrases: {
      "Live tandoor": "a live tandoor",
      "Biryani specialists": "slow-cooked biryani",
    },
    activeVendors: 22,
    femaleShare: 0.3,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{surname} Caterers", "{word} Kitchen Catering", "{given}'s Kitchen", "{word} Feasts", "{word} Tandoor Catering",
      "{surname} & Sons Catering", "{word} Dawat Catering", "The {word} Kitchen", "{word} Banquets", "{word} Spice Catering",
    ],
    openers: [
      "{name} is a {town} wedding caterer known for {t12}, cooked fresh on the day.",
      "The {surname} family have been cooking for weddings for {years} years, and {name} still uses their original recipes.",
      "{name} offers {t1} for weddings of a hundred guests to well over a thousand.",
      "Led by head chef {given}, {name} serves generous, home-style food with polished presentation.",
      "From mehndi-night chaat to the wedding banquet, {name} specialises in {t12}.",
    ],
    details: [
      "Menus are planned at a tasting session where families can adjust spice levels and portion sizes.",
      "All meat comes from certified suppliers, and vegetarian dishes are prepared in a separate area.",
      "Serving staff, chafing dishes and crockery can be supplied as part of the package.",
      "Live stations such as dosa, chaat or tandoor add theatre to receptions and keep queues moving.",
      "Allergen information is provided for every dish, with alternatives prepared on request.",
    ],
    pricing: {
      templates: ["Menus from £{p} per head", "Three-course menus from £{p} per head", "Buffet packages from £{p} per head"],
      bands: [18, 27, 40, 65],
    },
    artworkPartner: "wedding-cake-shops",
  },
  {
    name: "Wedding Cake Shops",
    slug: "wedding-cake-shops",
    icon: "Cake",
    sortPriority: 3,
    description:
      "Cake designers and bakeries creating tiered wedding cakes and dessert tables, with eggless, alcohol-free and gelatine-free options.",
    serviceTags: [
      "Tiered wedding cakes", "Eggless cakes", "Dessert tables", "Cupcake towers", "Sugar flowers", "Fusion flavours",
      "Mithai-inspired cakes", "Naked cakes", "Cake tasting", "Display tiers", "Delivery and set-up", "Gluten-free options",
    ],
    features: [
      "Eggless options", "Free tasting box", "Delivery and set-up included", "Alcohol-free recipes", "Gelatine-free",
      "Allergen-aware kitchen", "Display tiers available", "Cake stand hire", "Hand-made sugar flowers", "Food hygiene rating 5",
    ],
    tagPhrases: {
      "Cake tasting": "cake tastings",
    },
    activeVendors: 19,
    femaleShare: 0.8,
    travels: false,
    signatures: [],
    nameTemplates: [
      "{word} Cakes", "{given}'s Cake Studio", "{word} Bakehouse", "The {word} Cake Company", "{surname} Patisserie",
      "{word} Sugar Art", "Cakes by {given}", "{word} Cake Atelier", "{word} Bakes",
    ],
    openers: [
      "{name} is a {town} cake studio offering {t12} for weddings across {region}.",
      "{owner} has been baking celebration cakes for {years} years, and {name} is known for {t1}.",
      "{name} bakes with flavours borrowed from South Asian sweets, from pistachio and cardamom to mango and saffron, and is known for {t1}.",
      "At {name}, every cake starts with a tasting and a sketch before growing into {t1} built to the couple's brief.",
      "{name} specialises in {t1}, baked to order in a small {town} kitchen.",
    ],
    details: [
      "Popular flavours include rose and pistachio, gulab jamun, Biscoff and classic Victoria sponge.",
      "Eggless and alcohol-free recipes are standard, and every decoration is gelatine-free.",
      "Display tiers can be added to create a grand centrepiece without wasting cake.",
      "Delivery and set-up are included within {distance} miles of {town}.",
      "Tasting boxes can be collected or posted in the weeks before your consultation.",
    ],
    pricing: {
      templates: ["Wedding cakes from £{p}", "Three-tier cakes from £{p}", "Cakes from £{p}; dessert tables quoted separately"],
      bands: [250, 450, 750, 1300],
    },
    artworkPartner: "catering",
  },
  {
    name: "Decorators",
    slug: "decorators",
    icon: "Sparkles",
    sortPriority: 100,
    description:
      "Stage, mandap and venue decorators who transform halls with flowers, drapes, lighting and props, from mehndi set-ups to grand reception stages.",
    serviceTags: [
      "Stage design", "Mandap hire", "Nikah stage", "Mehndi décor", "Floral installations", "Centrepieces", "Ceiling drapes",
      "Fairy-light canopies", "Entrance walkways", "Haldi set-ups", "Poruwa décor", "Dholki décor", "Table styling",
    ],
    features: [
      "Free venue visit", "Set-up and clear-down included", "Bespoke stage builds", "Fresh and silk flower options",
      "Lighting design", "Props hire", "3D visual mock-ups", "Works with all major venues", "Travels across the UK",
    ],
    tagPhrases: {
      "Nikah stage": "nikah stages",
    },
    activeVendors: 21,
    femaleShare: 0.5,
    travels: true,
    signatures: [{ name: "Ruposhi Events", heritage: "bangladeshi", town: "London", female: true }],
    nameTemplates: [
      "{word} Events", "{word} Décor", "{word} Stage & Décor", "{given} {surname} Design", "The {word} Mandap Co",
      "{word} Drapes & Design", "{word} Event Styling", "{surname} Décor", "{word} Celebrations Décor",
    ],
    openers: [
      "{name} is a {town} décor studio designing {t12} for weddings across {region}.",
      "{owner} started {name} {years} years ago with a handful of drapes, and the team now styles hundreds of events a year.",
      "{name} creates {t1} with a modern eye, balancing colour, light and space.",
      "From intimate mehndi nights to reception stages for 800 guests, {name} specialises in {t1}.",
      "{name} takes your colour scheme and mood board and turns them into {t12}.",
    ],
    details: [
      "Every booking includes a design meeting and a visual mock-up before anything is ordered.",
      "The team handles set-up and clear-down, working to venue timings so the family never has to worry.",
      "Flowers can be fresh, silk or a mix of both, depending on budget and season.",
      "Props, lanterns and furniture are owned rather than hired in, which keeps quality consistent.",
      "Lighting is planned with your photographer in mind, so the stage looks as good on camera as in person.",
    ],
    pricing: {
      templates: ["Stage packages from £{p}", "Décor packages from £{p}", "Mehndi set-ups from £{p}"],
      bands: [600, 1200, 2500, 5000],
    },
    artworkPartner: "florists",
  },
  {
    name: "Florists",
    slug: "florists",
    icon: "Flower",
    sortPriority: 100,
    description:
      "Wedding florists for bouquets, jaimala and varmala garlands, mandap flowers and venue arrangements, using fresh, seasonal blooms.",
    serviceTags: [
      "Bridal bouquets", "Jaimala and varmala", "Marigold garlands", "Mandap flowers", "Table centrepieces", "Floral arches",
      "Car flowers", "Buttonholes", "Haldi flower showers", "Jasmine gajra", "Flower walls", "Seasonal British flowers",
    ],
    features: [
      "Free consultation", "Fresh seasonal blooms", "Delivery and set-up", "Silk flower alternatives", "Venue visits",
      "Foam-free designs", "Garlands made on the day", "Flower wall hire", "Travels across the UK",
    ],
    tagPhrases: {
      "Jaimala and varmala": "jaimala and varmala garlands",
    },
    activeVendors: 18,
    femaleShare: 0.7,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{word} Florals", "{given}'s Flower Studio", "{word} Garlands & Blooms", "{word} Petals", "The {word} Flower Co",
      "{surname} Florist", "{word} Floral Design", "{word} Blooms", "{word} & Stem",
    ],
    openers: [
      "{name} is a {town} florist creating {t12} for South Asian weddings.",
      "{owner} has been arranging wedding flowers for {years} years, and {name} is known for {t1}.",
      "{name} brings bold colour and plenty of fragrance to every wedding, with a particular love of {t1}.",
      "From haldi petals to reception centrepieces, {name} specialises in {t1}.",
      "{name} works closely with couples and decorators to deliver {t12}.",
    ],
    details: [
      "Garlands are strung by hand the day before the wedding so they stay fresh through the ceremony.",
      "Designs favour foam-free techniques and British-grown flowers whenever the season allows.",
      "Silk alternatives can be mixed in for pieces that need to last across several events.",
      "Delivery, set-up and collection of hire items are included within {region}.",
      "Consultations include a mood board and a sample posy for larger bookings.",
    ],
    pricing: {
      templates: ["Bridal bouquets from £{p}", "Wedding flowers from £{p}", "Garland sets from £{p}"],
      bands: [120, 350, 900, 2200],
    },
    artworkPartner: "decorators",
  },
];
