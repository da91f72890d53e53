/**
 * Neighbourhoods couples search by that the GeoNames town list lacks (docs/product/public-area.md#places): the South Asian
 * high streets and districts of London, Birmingham, Manchester, Leicester, Bradford and others, plus
 * the four quarters of London people type ("photographers in east London"). Coordinates are the
 * neighbourhood's centre or main shopping street in decimal degrees (4 decimals, about 10 m), entered by
 * hand; `gazetteer.server.test.ts` keeps each within a few km of its parent town, which catches a swapped
 * or mistyped figure, and `places.server.test.ts` checks the ones couples name most against a landmark
 * of their own. They become places with the id `nb-<slug>`, kind "neighbourhood" and population 0
 * (unknown).
 *
 * Shopping streets known by name are aliases of the neighbourhood around them, so they resolve to its
 * centre: Green Street (its own entry, alias Upton Park), Belgrave Road and the Golden Mile → Belgrave
 * (Leicester), Soho Road → Handsworth, Ladypool Road and the Balti Triangle → Balsall Heath, Ealing Road
 * → Alperton, the Curry Mile → Rusholme.
 */
export type Neighbourhood = {
  slug: string;
  name: string;
  /** The town the address names, e.g. "Tooting, London, England". */
  parent: string;
  county: string;
  country: "England" | "Scotland" | "Wales" | "Northern Ireland";
  latitude: number;
  longitude: number;
  /** Other names for the same place, e.g. "Upton Park" for Green Street. */
  aliases?: readonly string[];
};

const london = { parent: "London", county: "Greater London", country: "England" } as const;
const birmingham = { parent: "Birmingham", county: "West Midlands", country: "England" } as const;
const manchester = { parent: "Manchester", county: "Greater Manchester", country: "England" } as const;
const leicester = { parent: "Leicester", county: "Leicestershire", country: "England" } as const;
const bradford = { parent: "Bradford", county: "West Yorkshire", country: "England" } as const;
const leeds = { parent: "Leeds", county: "West Yorkshire", country: "England" } as const;
const dewsbury = { parent: "Dewsbury", county: "West Yorkshire", country: "England" } as const;
const luton = { parent: "Luton", county: "Bedfordshire", country: "England" } as const;
const coventry = { parent: "Coventry", county: "West Midlands", country: "England" } as const;
const glasgow = { parent: "Glasgow", county: "Glasgow", country: "Scotland" } as const;
const oldham = { parent: "Oldham", county: "Greater Manchester", country: "England" } as const;

export const UK_NEIGHBOURHOODS: readonly Neighbourhood[] = [
  // London
  { slug: "tooting", name: "Tooting", ...london, latitude: 51.4279, longitude: -0.1683 },
  { slug: "green-street", name: "Green Street", ...london, latitude: 51.5395, longitude: 0.0337,
    aliases: ["Upton Park"] },
  { slug: "whitechapel", name: "Whitechapel", ...london, latitude: 51.5195, longitude: -0.0610 },
  { slug: "brick-lane", name: "Brick Lane", ...london, latitude: 51.5217, longitude: -0.0717, aliases: ["Banglatown"] },
  { slug: "forest-gate", name: "Forest Gate", ...london, latitude: 51.5492, longitude: 0.0243 },
  { slug: "stratford", name: "Stratford", ...london, latitude: 51.5419, longitude: -0.0034 },
  { slug: "seven-kings", name: "Seven Kings", ...london, latitude: 51.5640, longitude: 0.0972 },
  { slug: "alperton", name: "Alperton", ...london, latitude: 51.5408, longitude: -0.2995, aliases: ["Ealing Road"] },
  { slug: "leyton", name: "Leyton", ...london, latitude: 51.5600, longitude: -0.0080 },
  { slug: "tottenham", name: "Tottenham", ...london, latitude: 51.5880, longitude: -0.0720 },
  { slug: "streatham", name: "Streatham", ...london, latitude: 51.4279, longitude: -0.1235 },
  { slug: "stoke-newington", name: "Stoke Newington", ...london, latitude: 51.5620, longitude: -0.0760 },
  { slug: "westminster", name: "Westminster", ...london, latitude: 51.4975, longitude: -0.1357 },
  { slug: "east-london", name: "East London", ...london, latitude: 51.5350, longitude: 0.0100 },
  { slug: "west-london", name: "West London", ...london, latitude: 51.5130, longitude: -0.3000 },
  { slug: "north-london", name: "North London", ...london, latitude: 51.5900, longitude: -0.1100 },
  { slug: "south-london", name: "South London", ...london, latitude: 51.4400, longitude: -0.1100 },
  { slug: "kingsbury", name: "Kingsbury", ...london, latitude: 51.5847, longitude: -0.2790 },
  { slug: "neasden", name: "Neasden", ...london, latitude: 51.5540, longitude: -0.2500 },
  { slug: "plaistow", name: "Plaistow", ...london, latitude: 51.5310, longitude: 0.0200 },
  { slug: "gants-hill", name: "Gants Hill", ...london, latitude: 51.5765, longitude: 0.0663 },
  { slug: "barkingside", name: "Barkingside", ...london, latitude: 51.5856, longitude: 0.0886 },
  { slug: "leytonstone", name: "Leytonstone", ...london, latitude: 51.5683, longitude: 0.0083 },
  { slug: "edmonton", name: "Edmonton", ...london, latitude: 51.6243, longitude: -0.0609 },
  // Birmingham
  { slug: "sparkbrook", name: "Sparkbrook", ...birmingham, latitude: 52.4634, longitude: -1.8728 },
  { slug: "sparkhill", name: "Sparkhill", ...birmingham, latitude: 52.4540, longitude: -1.8610 },
  { slug: "small-heath", name: "Small Heath", ...birmingham, latitude: 52.4718, longitude: -1.8530 },
  { slug: "alum-rock", name: "Alum Rock", ...birmingham, latitude: 52.4880, longitude: -1.8330 },
  { slug: "handsworth", name: "Handsworth", ...birmingham, latitude: 52.5020, longitude: -1.9280, aliases: ["Soho Road"] },
  { slug: "lozells", name: "Lozells", ...birmingham, latitude: 52.5000, longitude: -1.9050 },
  { slug: "balsall-heath", name: "Balsall Heath", ...birmingham, latitude: 52.4610, longitude: -1.8850,
    aliases: ["Ladypool Road", "Balti Triangle"] },
  { slug: "edgbaston", name: "Edgbaston", ...birmingham, latitude: 52.4650, longitude: -1.9250 },
  { slug: "erdington", name: "Erdington", ...birmingham, latitude: 52.5236, longitude: -1.8398 },
  { slug: "hall-green", name: "Hall Green", ...birmingham, latitude: 52.4330, longitude: -1.8440 },
  { slug: "moseley", name: "Moseley", ...birmingham, latitude: 52.4455, longitude: -1.8868 },
  { slug: "bordesley-green", name: "Bordesley Green", ...birmingham, latitude: 52.4780, longitude: -1.8380 },
  { slug: "saltley", name: "Saltley", ...birmingham, latitude: 52.4870, longitude: -1.8580 },
  { slug: "ward-end", name: "Ward End", ...birmingham, latitude: 52.4950, longitude: -1.8150 },
  // Manchester (Longsight and Cheetham Hill are in the GeoNames data)
  { slug: "rusholme", name: "Rusholme", ...manchester, latitude: 53.4543, longitude: -2.2240, aliases: ["Curry Mile"] },
  { slug: "levenshulme", name: "Levenshulme", ...manchester, latitude: 53.4443, longitude: -2.1917 },
  { slug: "whalley-range", name: "Whalley Range", ...manchester, latitude: 53.4530, longitude: -2.2530 },
  { slug: "glodwick", name: "Glodwick", ...oldham, latitude: 53.5380, longitude: -2.0960 },
  // Leicester
  { slug: "belgrave", name: "Belgrave", ...leicester, latitude: 52.6500, longitude: -1.1250,
    aliases: ["Belgrave Road", "Golden Mile"] },
  { slug: "highfields", name: "Highfields", ...leicester, latitude: 52.6300, longitude: -1.1160 },
  { slug: "spinney-hill", name: "Spinney Hill", ...leicester, latitude: 52.6360, longitude: -1.1060 },
  { slug: "evington", name: "Evington", ...leicester, latitude: 52.6270, longitude: -1.0800 },
  { slug: "rushey-mead", name: "Rushey Mead", ...leicester, latitude: 52.6660, longitude: -1.1070 },
  // Yorkshire
  { slug: "manningham", name: "Manningham", ...bradford, latitude: 53.8060, longitude: -1.7640 },
  { slug: "girlington", name: "Girlington", ...bradford, latitude: 53.8000, longitude: -1.7850 },
  { slug: "great-horton", name: "Great Horton", ...bradford, latitude: 53.7790, longitude: -1.7810 },
  { slug: "little-horton", name: "Little Horton", ...bradford, latitude: 53.7840, longitude: -1.7610 },
  { slug: "harehills", name: "Harehills", ...leeds, latitude: 53.8120, longitude: -1.5140 },
  { slug: "savile-town", name: "Savile Town", ...dewsbury, latitude: 53.6850, longitude: -1.6290 },
  // Elsewhere
  { slug: "bury-park", name: "Bury Park", ...luton, latitude: 51.8870, longitude: -0.4320 },
  { slug: "foleshill", name: "Foleshill", ...coventry, latitude: 52.4270, longitude: -1.4940 },
  { slug: "pollokshields", name: "Pollokshields", ...glasgow, latitude: 55.8400, longitude: -4.2780 },
];
