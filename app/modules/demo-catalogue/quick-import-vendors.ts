// The built-in vendor list of the quick import (docs/product/admin.md#quick-import "Quick import adds a built-in
// list of 40 vendors (10 each of makeup-artists, mehndi-artists, hair-stylists, photographers) with basic info",
// docs/product/admin.md#quick-import). Invented businesses in towns with large South Asian
// communities; contact details are derived on reserved domains and Ofcom's drama range when imported.

/** One vendor of the list: category by canonical slug (docs/decisions/002), card location when known. */
export type QuickImportVendor = {
  name: string;
  categorySlug: QuickImportCategory;
  /** Card text, e.g. "Southall, London"; none means the spec's import default 'London, UK'. */
  location?: string;
  description: string;
  /** About 30% of the list is featured (docs/product/admin.md#quick-import), fixed here so runs agree. */
  featured?: boolean;
};

/** The four categories of the list, by their canonical slugs. */
export const QUICK_IMPORT_CATEGORIES = ["makeup-artists", "mehndi-artists", "hair-stylists", "photographers"] as const;
export type QuickImportCategory = (typeof QUICK_IMPORT_CATEGORIES)[number];

export const QUICK_IMPORT_VENDORS: readonly QuickImportVendor[] = [
  // Makeup artists
  { name: "Rukhsar Bridal Artistry", categorySlug: "makeup-artists", location: "Southall, London", description: "Bridal makeup for mehndi, nikkah and walima looks, with airbrush finishes that last through a long reception.", featured: true },
  { name: "Glow by Harleen", categorySlug: "makeup-artists", location: "Wolverhampton", description: "Soft glam and traditional Punjabi bridal looks, with a trial session and travel across the West Midlands." },
  { name: "Kesar Glam Studio", categorySlug: "makeup-artists", location: "Leicester", description: "Gujarati and Punjabi bridal makeup, saree draping and family party bookings from a Belgrave Road studio.", featured: true },
  { name: "Noor Faces by Sadia", categorySlug: "makeup-artists", location: "Bradford", description: "HD bridal makeup for Pakistani weddings, from dholki to walima, with hijab styling on request." },
  { name: "Shringar Bridal Co", categorySlug: "makeup-artists", location: "Wembley, London", description: "A team of four artists for brides and their bridal party, arriving early on the wedding morning." },
  { name: "Tasnim Makeup Atelier", categorySlug: "makeup-artists", location: "Whitechapel, London", description: "Bengali bridal looks with bold eyes and gold tones, for holud, wedding and bou bhat." },
  { name: "Lavanya Beauty Lounge", categorySlug: "makeup-artists", location: "Croydon, London", description: "Tamil and South Indian bridal makeup with temple jewellery setting and flower work for the hair." },
  { name: "Mahnoor Artistry", categorySlug: "makeup-artists", location: "Manchester", description: "Editorial and classic bridal makeup for Asian weddings across the North West, trials included.", featured: true },
  { name: "Simran Kaur MUA", categorySlug: "makeup-artists", description: "Anand Karaj and reception makeup with turban-matching colour palettes for the groom's family too." },
  { name: "Afreen Bridal Faces", categorySlug: "makeup-artists", location: "Luton", description: "Bridal and engagement makeup with lash fitting and dupatta setting, at home or at the venue." },
  // Mehndi artists
  { name: "Henna Tales by Zainab", categorySlug: "mehndi-artists", location: "Birmingham", description: "Intricate bridal mehndi with portraits and love stories hidden in the design, organic henna only.", featured: true },
  { name: "Rangoli Henna Art", categorySlug: "mehndi-artists", location: "Leicester", description: "Gujarati bridal mehndi to the elbows and feet, plus quick designs for guests at the sangeet." },
  { name: "Mehndi Mahal", categorySlug: "mehndi-artists", location: "Ilford, London", description: "Arabic, Indo-Arabic and full bridal henna, with a team for busy mehndi nights.", featured: true },
  { name: "Alpona Henna Studio", categorySlug: "mehndi-artists", location: "Oldham", description: "Bengali-inspired floral henna for brides and holud guests, natural paste made fresh each week." },
  { name: "Kolam Henna by Abirami", categorySlug: "mehndi-artists", location: "Harrow, London", description: "South Indian and Tamil bridal henna with temple motifs and fine line work." },
  { name: "Henna by Farah", categorySlug: "mehndi-artists", location: "Bradford", description: "Pakistani bridal mehndi with bold outlines and shading, booked for the bride and her sisters.", featured: true },
  { name: "Phulkari Henna Co", categorySlug: "mehndi-artists", location: "Coventry", description: "Punjabi bridal mehndi with phulkari-inspired patterns and a guest henna stall for the party." },
  { name: "Sitara Mehndi Designs", categorySlug: "mehndi-artists", description: "Minimal and modern henna for brides who want something lighter, plus aftercare kits." },
  { name: "The Henna Nook", categorySlug: "mehndi-artists", location: "Blackburn", description: "Bridal and party henna across Lancashire, with evening appointments before the wedding week." },
  { name: "Gulab Henna Artistry", categorySlug: "mehndi-artists", location: "Glasgow", description: "Scotland-wide bridal mehndi with rose motifs, travelling to venues from Edinburgh to Aberdeen." },
  // Hair stylists
  { name: "Zari Bridal Hair", categorySlug: "hair-stylists", location: "Hounslow, London", description: "Bridal buns, braids and dupatta setting that stays in place from the baraat to the last dance.", featured: true },
  { name: "Jhoomar Hair Studio", categorySlug: "hair-stylists", location: "Birmingham", description: "Traditional and modern bridal hair with jhoomar and tikka placement, trials in the salon.", featured: true },
  { name: "Tresses by Pooja", categorySlug: "hair-stylists", location: "Leicester", description: "Gujarati bridal hair with fresh flower gajra, and styling for mothers and sisters of the bride." },
  { name: "Sehra Styling Co", categorySlug: "hair-stylists", location: "Slough", description: "Hair for brides and grooms: updos, waves, beard grooming and pagri-ready cuts." },
  { name: "Nazakat Hair Lounge", categorySlug: "hair-stylists", location: "Bradford", description: "Bridal hair and hijab styling, with extensions fitted for a fuller wedding look." },
  { name: "Braids & Blooms by Kavindi", categorySlug: "hair-stylists", location: "Tooting, London", description: "Sri Lankan and South Indian bridal hair with long braids and jasmine strings.", featured: true },
  { name: "Mogra Hair Design", categorySlug: "hair-stylists", location: "Nottingham", description: "Bridal and party hair across the East Midlands, from sleek ponytails to full floral updos." },
  { name: "Shonar Hair by Nusrat", categorySlug: "hair-stylists", description: "Bengali bridal hair with tikli and flower crowns, available for holud and reception." },
  { name: "The Bridal Hair Room", categorySlug: "hair-stylists", location: "Derby", description: "A quiet salon for brides and their party, with early starts on the wedding morning." },
  { name: "Roshni Hair Artistry", categorySlug: "hair-stylists", location: "Leeds", description: "Bridal hair for Asian weddings across Yorkshire, with extensions and accessory fitting." },
  // Photographers
  { name: "Saanjh Wedding Stories", categorySlug: "photographers", location: "Leicester", description: "Documentary wedding photography for Hindu and Sikh weddings, from the haldi to the vidaai.", featured: true },
  { name: "Chandni Lens Co", categorySlug: "photographers", location: "Birmingham", description: "Cinematic photography for Pakistani weddings, with a second shooter for the mehndi night." },
  { name: "Frames by Tanvir", categorySlug: "photographers", location: "Whitechapel, London", description: "Candid photography for Bengali weddings, with albums printed and bound in the UK." },
  { name: "Utsav Photography", categorySlug: "photographers", location: "Wembley, London", description: "Full-day coverage of Gujarati and Punjabi weddings, with same-week previews.", featured: true },
  { name: "Mehfil Moments", categorySlug: "photographers", location: "Manchester", description: "Portraits and reportage for Asian weddings across the North West, drone coverage on request." },
  { name: "Thamarai Studios", categorySlug: "photographers", location: "East Ham, London", description: "Tamil wedding photography that follows every ritual, from the muhurtham to the reception.", featured: true },
  { name: "Golden Hour by Bilal", categorySlug: "photographers", location: "Bradford", description: "Natural-light couple portraits and wedding-day coverage across Yorkshire." },
  { name: "Kalash Films & Photo", categorySlug: "photographers", description: "Photography and short films for Indian weddings, with a team of three on the day." },
  { name: "Jashn Photography", categorySlug: "photographers", location: "Luton", description: "Colourful, candid wedding photography for Pakistani and Kashmiri families." },
  { name: "Serendib Wedding Photography", categorySlug: "photographers", location: "Reading", description: "Sri Lankan Poruwa ceremonies and Western receptions, photographed across the South East." },
];
