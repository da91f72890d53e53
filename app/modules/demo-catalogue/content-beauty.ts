import type { CategoryContent } from "~/modules/demo-catalogue/demo-types";

/** Demo content for the beauty and styling categories. */
export const BEAUTY_CONTENT: readonly CategoryContent[] = [
  {
    name: "Makeup Artists",
    slug: "makeup-artists",
    icon: "Palette",
    sortPriority: 100,
    description:
      "Bridal and party makeup artists who understand South Asian skin tones, statement bridal looks and long wedding days. Book trials early for peak-season dates.",
    serviceTags: [
      "Bridal makeup", "Party makeup", "Engagement looks", "Airbrush makeup", "HD makeup", "Walima looks",
      "Nikah looks", "Soft glam", "Traditional bridal looks", "Guest makeup", "Dupatta setting", "Lash application",
    ],
    features: [
      "Trial session included", "Travels across the UK", "Early-morning starts", "Airbrush kit", "Lashes included",
      "Assistant for large parties", "Shade-matched products", "Hijab-friendly styling", "Touch-up kit provided",
      "Female-only team",
    ],
    activeVendors: 23,
    femaleShare: 0.95,
    travels: true,
    signatures: [{ name: "Noor Bridal Artistry", heritage: "pakistani", town: "Bradford", female: true }],
    nameTemplates: [
      "{word} Bridal Artistry", "Makeup by {given}", "{given} {surname} Makeup", "{word} Beauty Studio", "Glam by {given}",
      "{given} {surname} Bridal", "The {word} Makeup Lounge", "{word} Faces", "{surname} Bridal Beauty", "{given}'s Bridal Glow",
    ],
    openers: [
      "{name} is a {town}-based makeup studio creating {t12} for brides who want to look like themselves, only more so.",
      "Led by {owner}, {name} has spent {years} years perfecting long-wear bridal looks that last through the baraat, the speeches and the dance floor.",
      "{owner} founded {name} after years of assisting senior artists and now focuses on {t1}, always with a skin-first finish.",
      "From intimate nikah ceremonies to five-day celebrations, {name} offers {t1} tailored to each outfit and event.",
      "{name} brings a calm, organised presence to busy bridal mornings, specialising in {t12}.",
    ],
    details: [
      "Every booking starts with a consultation to match foundation shades, lashes and lip colours to your jewellery and outfit.",
      "Looks are built with long-wear, sweat-resistant products chosen for deeper and olive skin tones.",
      "The team also sets dupattas and tikkas so everything stays in place until the last photograph.",
      "Trials take place in the {town} studio, with notes and photos kept so the look is recreated exactly on the day.",
      "Bridal parties of up to {party} guests can be booked alongside the bride.",
    ],
    pricing: {
      templates: ["Bridal packages from £{p}", "Bridal makeup from £{p}, trial included", "Full bridal look from £{p}"],
      bands: [220, 400, 650, 950],
    },
    artworkPartner: "hair-stylists",
  },
  {
    name: "Mehndi Artists",
    slug: "mehndi-artists",
    icon: "Hand",
    sortPriority: 4,
    description:
      "Henna artists for bridal mehndi, guest stations and everything in between. Many mix their own organic henna for a deep, rich stain.",
    serviceTags: [
      "Bridal mehndi", "Arabic designs", "Organic henna", "Guest mehndi stations", "Indo-Arabic fusion", "Feet and legs",
      "Portrait mehndi", "Minimalist designs", "Groom mehndi", "Rajasthani patterns", "Glitter and gem accents",
      "Mehndi party hosting",
    ],
    features: [
      "Freshly mixed organic henna", "Aftercare kit included", "Travels across the UK", "Guest stations for 50+",
      "Trial cone session", "Stain aftercare advice", "Female-only team", "Design consultation included",
      "Custom portrait work", "Evening appointments",
    ],
    tagPhrases: {
      "Feet and legs": "feet and leg designs",
    },
    activeVendors: 22,
    femaleShare: 0.95,
    travels: true,
    signatures: [{ name: "Kaur & Co Mehndi", heritage: "indian", town: "Southall", surname: "Kaur", female: true }],
    nameTemplates: [
      "{surname} & Co Mehndi", "Henna by {given}", "{word} Mehndi", "{given}'s Henna House", "{word} Henna Art",
      "The Mehndi Room by {given}", "{word} Mehndi Studio", "Mehndi by {given} {surname}", "{word} Henna Co",
    ],
    openers: [
      "{name} is a {town} henna studio known for {t12}, drawn freehand with freshly mixed paste.",
      "{owner} has been applying bridal mehndi for {years} years, and {name} now covers weddings across {region}.",
      "At {name}, every bridal design begins with a sketch built around the couple, from initials hidden in the palms to favourite motifs.",
      "{name} specialises in {t1}, with fine lines and careful spacing that photograph beautifully.",
      "Whether it is a full bridal set or a relaxed evening with friends, {name} brings {t12} to your mehndi night.",
    ],
    details: [
      "Only natural henna is used, mixed in small batches with essential oils and nothing else added.",
      "A full bridal application takes four to six hours, so the team arrives with music, cushions and plenty of patience.",
      "Guest stations can be arranged for larger parties, with quick designs that take five to ten minutes each.",
      "Every bride receives aftercare notes so the stain deepens to a rich maroon by the wedding day.",
      "Patch tests are offered a week ahead for anyone with sensitive skin.",
    ],
    pricing: {
      templates: ["Bridal mehndi from £{p}", "Bridal hands and feet from £{p}", "Bridal designs from £{p}; guest stations quoted separately"],
      bands: [120, 220, 350, 550],
    },
    artworkPartner: "bridal-wear",
  },
  {
    name: "Hair Stylists",
    slug: "hair-stylists",
    icon: "Scissors",
    sortPriority: 100,
    description:
      "Bridal hair specialists for buns, braids and curls, with secure dupatta and tikka setting. Most offer trials and travel to the bride on the day.",
    serviceTags: [
      "Bridal hairstyling", "Hair extensions", "Braided updos", "Bridal buns", "Soft curls", "Dupatta setting",
      "Tikka and passa placement", "Hijab styling", "Blow-dry and setting", "Bridal party hair", "Fresh flower styling",
      "Groom grooming",
    ],
    features: [
      "Trial session included", "Clip-in extensions available", "Travels to the bride", "Early-morning starts",
      "Hijab-friendly styling", "Fresh flowers sourced for you", "Assistant for large parties", "Female-only team",
      "Restyle between events",
    ],
    tagPhrases: {
      "Blow-dry and setting": "blow-drys and setting",
      "Groom grooming": "grooming for the groom",
    },
    activeVendors: 19,
    femaleShare: 0.9,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{given} Bridal Hair", "{word} Hair Studio", "Tresses by {given}", "{surname} Hair & Styling", "The {word} Salon",
      "{given} {surname} Hair Design", "{word} Bridal Hair Co", "Hair by {given}",
    ],
    openers: [
      "{name} is a {town} bridal hair studio offering {t12}, with styles that last from the first photograph to the final dance.",
      "{owner} has styled South Asian brides for {years} years and knows how to keep heavy jewellery and dupattas secure.",
      "{name} focuses on {t1}, with textured, modern finishes that still suit traditional outfits.",
      "Known for calm mornings and precise pinning, {name} offers {t1} for brides across {region}.",
      "At {name}, every style is designed around the bride's outfit, jewellery and the drape of her dupatta.",
    ],
    details: [
      "Trials include a full run-through with your own tikka and dupatta, photographed so nothing is left to memory.",
      "Extensions can be colour-matched and blended in for extra volume on the day.",
      "Styles are set with lightweight products, so hair feels comfortable through long ceremonies.",
      "For multi-day weddings, the team can restyle between events for a completely different look.",
      "Bridesmaids and mothers of the bride can be booked alongside the bride.",
    ],
    pricing: {
      templates: ["Bridal hair from £{p}", "Bridal styling from £{p}, trial included", "Bridal hair packages from £{p}"],
      bands: [150, 260, 400, 600],
    },
    artworkPartner: "makeup-artists",
  },
  {
    name: "Bridal Wear",
    slug: "bridal-wear",
    icon: "Shirt",
    sortPriority: 100,
    description:
      "Boutiques and designers for lehengas, sarees, shararas and sherwanis, with made-to-measure tailoring and alterations.",
    serviceTags: [
      "Bridal lehengas", "Silk sarees", "Shararas and ghararas", "Sherwanis", "Made-to-measure", "Alterations",
      "Pakistani couture", "Kanjivaram sarees", "Kandyan saree draping", "Bridesmaid outfits", "Hand embroidery",
      "Groomswear", "Benarasi sarees",
    ],
    features: [
      "Private appointments", "In-house tailoring", "Made-to-measure service", "Alterations included",
      "Groomswear available", "Saree draping on the day", "Rental options", "Ships across the UK", "Evening appointments",
    ],
    tagPhrases: {
      "Made-to-measure": "made-to-measure outfits",
    },
    activeVendors: 21,
    femaleShare: 0.7,
    travels: false,
    signatures: [],
    nameTemplates: [
      "{word} Bridal Couture", "{given} {surname} Couture", "{word} Lehenga House", "House of {word}", "{word} Saree Emporium",
      "{surname} Bridal Boutique", "{word} Sherwani Studio", "{word} Bridal Atelier", "{word} Silks",
    ],
    openers: [
      "{name} is a {town} bridal boutique offering {t12}, with fittings by appointment.",
      "{owner} has dressed brides for {years} years, and {name} is known for {t1} with exceptional handwork.",
      "{name} brings together {t1} from trusted workshops in South Asia and its own {town} tailoring room.",
      "At {name}, each bride is given an unhurried private appointment to explore {t12}.",
      "{name} specialises in {t1}, pairing heritage craft with cuts that feel comfortable all day.",
    ],
    details: [
      "Made-to-measure pieces take twelve to sixteen weeks, so early appointments are recommended.",
      "Alterations are carried out in-house, with final fittings timed close to the wedding.",
      "Fabric swatches and embroidery samples can be posted to families who cannot visit in person.",
      "Groomswear can be coordinated with the bridal outfit for matching colours and detailing.",
      "Appointments last around ninety minutes, and family members are welcome to join.",
    ],
    pricing: {
      templates: ["Bridal outfits from £{p}", "Lehengas from £{p}", "Made-to-measure from £{p}"],
      bands: [650, 1400, 2800, 5500],
    },
    artworkPartner: "jewellery",
  },
  {
    name: "Jewellery",
    slug: "jewellery",
    icon: "Diamond",
    sortPriority: 100,
    description:
      "Jewellers for bridal sets, kundan and polki pieces, 22-carat gold and diamonds, as well as jewellery hire for the wedding day.",
    serviceTags: [
      "Bridal sets", "Kundan jewellery", "Polki jewellery", "22-carat gold", "Diamond sets", "Jewellery hire",
      "Tikka and jhoomar", "Bangles and kadas", "Nose rings", "Bespoke design", "Thali chains", "Groom's jewellery",
    ],
    features: [
      "Bespoke design service", "Jewellery hire available", "Hallmarked gold", "Private viewing room",
      "Free cleaning and checks", "Matched to your outfit", "Insured delivery", "Part exchange welcome",
    ],
    tagPhrases: {
      "22-carat gold": "22-carat gold pieces",
      "Bespoke design": "bespoke pieces",
      "Tikka and jhoomar": "tikka and jhoomar sets",
      "Groom's jewellery": "jewellery for grooms",
    },
    activeVendors: 19,
    femaleShare: 0.4,
    travels: false,
    signatures: [],
    nameTemplates: [
      "{surname} Jewellers", "{word} Jewels", "{word} Kundan House", "{given} {surname} Jewellery", "House of {word} Jewellery",
      "{word} Gold & Diamonds", "The {word} Jewellery Studio", "{word} Jewellery Hire", "{surname} Gold",
    ],
    openers: [
      "{name} is a {town} jeweller offering {t12} for brides and grooms.",
      "The {surname} family have been jewellers for {years} years, and {name} is known for {t1}.",
      "{name} designs {t1} to complement each outfit, with pieces finished in its own workshop.",
      "For brides who want statement pieces without the price tag, {name} offers {t12}.",
      "{name} specialises in {t1}, combining traditional craft with lighter, more wearable settings.",
    ],
    details: [
      "Appointments take place in a private viewing room, where pieces can be tried with your outfit.",
      "All gold is hallmarked, and every piece comes with a certificate and care notes.",
      "Hire sets are cleaned, checked and insured, and can be collected a few days before the wedding.",
      "Bespoke commissions usually take eight to twelve weeks from the first sketch.",
      "The team can match colours and stones to fabric swatches sent ahead of your visit.",
    ],
    pricing: {
      templates: ["Bridal sets from £{p}", "Hire sets from £{p}", "Bespoke pieces from £{p}"],
      bands: [300, 900, 2500, 6000],
    },
    artworkPartner: "bridal-wear",
  },
];
