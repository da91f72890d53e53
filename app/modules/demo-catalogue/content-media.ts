import type { CategoryContent } from "~/modules/demo-catalogue/demo-types";

/** Demo content for photography, film, music and entertainment. */
export const MEDIA_CONTENT: readonly CategoryContent[] = [
  {
    name: "Photographers",
    slug: "photographers",
    icon: "Camera",
    sortPriority: 1,
    description:
      "Wedding photographers who know the rhythm of South Asian celebrations, from mehndi nights and haldi mornings to the ceremony and reception.",
    serviceTags: [
      "Documentary style", "Bridal portraits", "Pre-wedding shoots", "Multi-day coverage", "Second shooter",
      "Fine art albums", "Drone photography", "Candid moments", "Family group shots", "Mehndi night coverage",
      "Nikah photography", "Anand Karaj coverage", "Hindu ceremonies",
    ],
    features: [
      "Drone coverage", "Second shooter included", "Online gallery within 6 weeks", "Handmade albums",
      "Pre-wedding shoot included", "Travels across the UK", "Unlimited edited images", "Sneak peek within 48 hours",
      "Multi-day packages", "Female photographer available",
    ],
    tagPhrases: {
      "Second shooter": "a second shooter",
    },
    activeVendors: 24,
    femaleShare: 0.4,
    travels: true,
    signatures: [{ name: "Lanka Lens Studio", heritage: "sinhalese", town: "Wembley" }],
    nameTemplates: [
      "{word} Lens Studio", "{given} {surname} Photography", "{word} Photography", "{surname} Weddings", "Frames by {given}",
      "{word} & Light", "Studio {word}", "{given} Captures", "{word} Wedding Stories", "{surname} Photo Co",
    ],
    openers: [
      "{name} is a {town} wedding photography studio with a relaxed, documentary approach and a particular strength in {t1}.",
      "{owner} has photographed South Asian weddings for {years} years, and {name} is known for {t12}.",
      "{name} tells the story of each celebration through {t1} and the quiet, candid moments between the rituals.",
      "Working across {region} and beyond, {name} offers {t1} for couples who want honest, colourful pictures.",
      "From the first splash of haldi to the last dance, {name} covers every event, offering {t12}.",
    ],
    details: [
      "Coverage is planned with a shot list built around your family, so no important relative is missed.",
      "Each couple receives a private online gallery, with prints and albums available to order.",
      "The team is as comfortable in busy banqueting halls as in small mosques, gurdwaras and temples.",
      "Colour grading keeps skin tones natural and rich, even under strong venue lighting.",
      "Pre-wedding shoots can be arranged at a favourite spot anywhere in {region}.",
    ],
    pricing: {
      templates: ["Full-day coverage from £{p}", "Wedding packages from £{p}", "Two-event packages from £{p}"],
      bands: [900, 1600, 2600, 4200],
    },
    artworkPartner: "videographers",
  },
  {
    name: "Videographers",
    slug: "videographers",
    icon: "Video",
    sortPriority: 100,
    description:
      "Wedding filmmakers producing highlight films, full-length edits and same-day edits, with experience of multi-event South Asian weddings.",
    serviceTags: [
      "Cinematic highlights", "Full-length ceremony film", "Same-day edit", "Drone filming", "Documentary edits",
      "Multi-camera coverage", "Pre-wedding films", "Social media reels", "Live streaming", "Speech capture",
      "Mehndi night films", "Trailer edits",
    ],
    features: [
      "Drone coverage", "Same-day edit", "4K delivery", "Live streaming for family abroad", "Multi-camera team",
      "Highlights within 8 weeks", "Licensed music", "Travels across the UK", "Social media teaser", "Raw footage available",
    ],
    tagPhrases: {
      "Same-day edit": "same-day edits",
      "Full-length ceremony film": "full-length ceremony films",
    },
    activeVendors: 20,
    femaleShare: 0.25,
    travels: true,
    signatures: [],
    nameTemplates: [
      "{word} Films", "{given} {surname} Films", "{word} Motion Pictures", "{surname} Wedding Films", "{word} Cinema",
      "The {word} Film Co", "{given} Visuals", "{word} Frames & Films", "{word} Studios",
    ],
    openers: [
      "{name} is a {town} wedding film studio crafting {t1} with a warm, cinematic feel.",
      "{owner} set up {name} {years} years ago and still leads every shoot, specialising in {t12}.",
      "{name} films South Asian weddings with a light touch, capturing the music, the emotion and the happy chaos in equal measure.",
      "Known for {t1}, {name} works across {region} with a small, unobtrusive crew.",
      "From the dholki to the doli, {name} offers {t12} for couples who want to relive every moment.",
    ],
    details: [
      "Audio is recorded separately for vows, speeches and songs, so every word comes through clearly.",
      "Films are delivered in 4K with licensed music, ready to share with family around the world.",
      "Live streams can be arranged for relatives who cannot travel, with a private link for each event.",
      "Edits are shaped around the couple's favourite songs, with a first draft shared for comments.",
      "The crew works closely with your photographer so neither gets in the other's way.",
    ],
    pricing: {
      templates: ["Highlight films from £{p}", "Film packages from £{p}", "Full-day filming from £{p}"],
      bands: [850, 1500, 2400, 3800],
    },
    artworkPartner: "photographers",
  },
  {
    name: "Musicians",
    slug: "musicians",
    icon: "Music",
    sortPriority: 100,
    description:
      "Dhol players, qawwali groups, live bands and classical musicians who bring energy and tradition to ceremonies and receptions.",
    serviceTags: [
      "Dhol players", "Qawwali", "Live Bollywood band", "Shehnai", "Tabla", "Sufi music", "Sitar and strings",
      "Bhangra performers", "Ghazal singers", "Entrance music", "Acoustic covers", "Bengali folk songs", "Carnatic ensemble",
    ],
    features: [
      "Baraat entrance performance", "Own sound system", "Travels across the UK", "Song requests welcome",
      "Costumed performers", "Acoustic set available", "Sets of 45 minutes or more", "Public liability insurance",
      "Recorded demo available",
    ],
    tagPhrases: {
      "Live Bollywood band": "a live Bollywood band",
      "Carnatic ensemble": "a Carnatic ensemble",
    },
    activeVendors: 20,
    femaleShare: 0.15,
    travels: true,
    signatures: [{ name: "Dhol Junction", heritage: "indian", town: "Leicester" }],
    nameTemplates: [
      "{word} Dhol Players", "The {word} Qawwali Ensemble", "{given} {surname} Live", "{word} Strings",
      "{word} Shehnai & Tabla", "{surname} Brothers Qawwali", "{word} Tabla Collective", "The {word} Band",
      "{word} Sufi Sessions", "{word} Dhol Crew",
    ],
    openers: [
      "{name} is a {town} music group bringing {t12} to weddings across {region}.",
      "Led by {owner}, {name} has performed at weddings for {years} years, from baraat entrances to late-night sets.",
      "{name} specialises in {t1}, blending traditional repertoire with the songs your family will sing along to.",
      "With {years} years on the wedding circuit, {name} knows exactly when to lift the room and when to let a moment breathe.",
      "{name} offers {t1} for couples who want live music at the heart of their celebrations.",
    ],
    details: [
      "Set lists are agreed in advance, with room for a special request or two from the couple's parents.",
      "The group brings its own sound equipment and needs only a power point and a little floor space.",
      "Performances are tailored to the event, from a gentle ceremony set to a full-volume baraat.",
      "Musicians can be booked individually or as a larger ensemble, depending on the size of the venue.",
      "Videos of recent performances are available on request.",
    ],
    pricing: {
      templates: ["Performances from £{p}", "Baraat sets from £{p}", "Live sets from £{p}"],
      bands: [250, 500, 900, 1600],
    },
    artworkPartner: "djs-entertainment",
  },
  {
    name: "DJs & Entertainment",
    slug: "djs-entertainment",
    icon: "Music",
    sortPriority: 100,
    description:
      "DJs, MCs, lighting and entertainment for sangeets, mehndi nights and receptions, playing everything from bhangra and Bollywood to chart hits.",
    serviceTags: [
      "Bhangra DJ", "Bollywood DJ", "MC and hosting", "Dance floor lighting", "LED dance floor", "Uplighting",
      "Sangeet entertainment", "Photo booth", "Cold sparklers", "Dry ice first dance", "Dhol and DJ combo",
      "Garba and dandiya sets",
    ],
    features: [
      "MC services included", "LED dance floor", "Uplighting included", "Cold spark fountains", "Backup equipment on site",
      "Public liability insurance", "PAT-tested equipment", "Photo booth add-on", "Travels across the UK", "Custom playlists",
    ],
    tagPhrases: {
      "Bhangra DJ": "bhangra DJ sets",
      "Bollywood DJ": "Bollywood DJ sets",
      "MC and hosting": "MC and hosting services",
      "Photo booth": "a photo booth",
      "LED dance floor": "an LED dance floor",
      "Dry ice first dance": "dry-ice first dances",
      "Dhol and DJ combo": "dhol and DJ combos",
    },
    activeVendors: 21,
    femaleShare: 0.1,
    travels: true,
    signatures: [],
    nameTemplates: [
      "DJ {given}", "{word} Sound & Light", "{word} Entertainment", "{surname} Roadshow", "{word} Beats",
      "{word} Events & DJs", "DJ {given} {surname}", "The {word} Sound System", "{word} Nights", "{word} Vibes Entertainment",
    ],
    openers: [
      "{name} is a {town} DJ and entertainment company specialising in {t12}.",
      "{owner} has been reading wedding dance floors for {years} years, moving easily between bhangra, Bollywood and chart anthems.",
      "{name} offers {t1} with a polished set-up that suits banqueting halls and hotel ballrooms alike.",
      "Known across {region} for {t1}, {name} keeps every generation on the dance floor.",
      "From sangeet nights to grand receptions, {name} brings {t12}, with a steady hand on the microphone throughout.",
    ],
    details: [
      "Music plans are agreed with the couple beforehand, including must-play tracks and songs to avoid.",
      "All equipment is PAT-tested and covered by public liability insurance, with backup kit on site.",
      "Lighting can be matched to your colour scheme and timed for the entrance and first dance.",
      "The MC can announce entrances and speeches in {languages}.",
      "Set-up is finished quietly before guests arrive, and the team packs down promptly at the end of the night.",
    ],
    pricing: {
      templates: ["DJ packages from £{p}", "Evening packages from £{p}", "DJ and lighting from £{p}"],
      bands: [400, 750, 1200, 2200],
    },
    artworkPartner: "musicians",
  },
];
