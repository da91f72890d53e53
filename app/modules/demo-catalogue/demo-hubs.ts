import type { DemoTown } from "~/modules/demo-catalogue/demo-towns";

/**
 * A neighbourhood or satellite town where extra vendors cluster around a hub city, as real South Asian
 * wedding trades do (Soho Road, the Golden Mile, the Curry Mile, Green Street).
 */
export type DemoArea = {
  /** Place name used in descriptions and, for neighbourhoods, in front of the city on the card. */
  name: string;
  /** True when the coordinates come from the hand-added neighbourhood table rather than GeoNames. */
  neighbourhood?: boolean;
  /** GeoNames admin code, for names that exist in more than one country of the UK. */
  adminCode?: string;
  /** `vendors.city`: the parent town for a neighbourhood, the town itself for a satellite. */
  city: string;
  /** Region names match CITY_REGIONS for the ten dropdown cities, so the city filter finds these vendors. */
  region: string;
  /** Card text, e.g. "Sparkbrook, Birmingham". */
  location: string;
  /** Real streets with the postcode district they lie in, so addresses and postcodes agree. */
  streets: DemoTown["streets"];
  /** Ofcom drama landline prefix, only where the area shares its city's dialling code. */
  landline?: string;
  /** Relative shares of owner backgrounds, in the order of HERITAGES. */
  heritage: DemoTown["heritage"];
};

const LONDON = { city: "London", region: "Greater London", landline: "020 7946 0", neighbourhood: true } as const;
const BIRMINGHAM = {
  city: "Birmingham", region: "West Midlands", landline: "0121 496 0", neighbourhood: true,
} as const;
const MANCHESTER = { city: "Manchester", region: "Greater Manchester", landline: "0161 496 0" } as const;
const LEICESTER = { city: "Leicester", region: "Leicestershire", landline: "0116 496 0", neighbourhood: true } as const;
const WEST_YORKSHIRE = { region: "West Yorkshire" } as const;

export const DEMO_AREAS: readonly DemoArea[] = [
  // London
  { name: "Whitechapel", ...LONDON, location: "Whitechapel, London",
    streets: [["Whitechapel Road", "E1"], ["Commercial Road", "E1"], ["Vallance Road", "E1"], ["New Road", "E1"]],
    heritage: [1, 1, 9, 0, 0] },
  { name: "Brick Lane", ...LONDON, location: "Brick Lane, London",
    streets: [["Brick Lane", "E1"], ["Hanbury Street", "E1"], ["Osborn Street", "E1"], ["Old Montague Street", "E1"]],
    heritage: [1, 1, 9, 0, 0] },
  { name: "Tooting", ...LONDON, location: "Tooting, London",
    streets: [["Upper Tooting Road", "SW17"], ["Tooting High Street", "SW17"], ["Mitcham Road", "SW17"]],
    heritage: [4, 4, 1, 1, 3] },
  { name: "Green Street", ...LONDON, location: "Green Street, London",
    streets: [["Green Street", "E13"], ["Green Street", "E7"], ["Plashet Road", "E13"], ["Queens Road West", "E13"]],
    heritage: [3, 4, 3, 1, 2] },
  // A GeoNames town, so it keeps its own name as city, like Ilford and Southall.
  { name: "East Ham", city: "East Ham", region: "Greater London", location: "East Ham, London", landline: "020 7946 0",
    streets: [["High Street North", "E6"], ["Barking Road", "E6"], ["Plashet Grove", "E6"], ["Katherine Road", "E6"]],
    heritage: [2, 3, 3, 1, 4] },
  { name: "Harrow", city: "Harrow", region: "Greater London", location: "Harrow, London", landline: "020 7946 0",
    streets: [["Station Road", "HA1"], ["Kenton Road", "HA3"], ["Northolt Road", "HA2"], ["Greenford Road", "HA1"]],
    heritage: [1, 6, 0, 2, 2] },
  // Birmingham
  { name: "Sparkbrook", ...BIRMINGHAM, location: "Sparkbrook, Birmingham",
    streets: [["Ladypool Road", "B12"], ["Stoney Lane", "B12"], ["Stratford Road", "B11"]], heritage: [8, 1, 2, 0, 0] },
  { name: "Alum Rock", ...BIRMINGHAM, location: "Alum Rock, Birmingham",
    streets: [["Alum Rock Road", "B8"], ["Washwood Heath Road", "B8"], ["St Saviours Road", "B8"]],
    heritage: [9, 1, 1, 0, 0] },
  { name: "Small Heath", ...BIRMINGHAM, location: "Small Heath, Birmingham",
    streets: [["Coventry Road", "B10"], ["Green Lane", "B9"], ["Golden Hillock Road", "B10"]],
    heritage: [7, 1, 3, 0, 0] },
  { name: "Sparkhill", ...BIRMINGHAM, location: "Sparkhill, Birmingham",
    streets: [["Stratford Road", "B11"], ["Warwick Road", "B11"], ["Formans Road", "B11"]], heritage: [8, 1, 1, 0, 0] },
  { name: "Handsworth", ...BIRMINGHAM, location: "Handsworth, Birmingham",
    streets: [["Soho Road", "B21"], ["Rookery Road", "B21"], ["Grove Lane", "B21"]], heritage: [3, 7, 1, 0, 0] },
  { name: "West Bromwich", city: "West Bromwich", region: "West Midlands", location: "West Bromwich",
    landline: "0121 496 0", streets: [["High Street", "B70"], ["Carters Green", "B70"], ["Spon Lane", "B70"]],
    heritage: [2, 7, 1, 0, 0] },
  { name: "Smethwick", city: "Smethwick", region: "West Midlands", location: "Smethwick", landline: "0121 496 0",
    streets: [["Cape Hill", "B66"], ["High Street", "B66"], ["Windmill Lane", "B66"]], heritage: [2, 8, 0, 0, 0] },
  { name: "Walsall", city: "Walsall", region: "West Midlands", location: "Walsall",
    streets: [["Caldmore Road", "WS1"], ["Wednesbury Road", "WS1"], ["Park Street", "WS1"], ["Bridge Street", "WS1"]],
    heritage: [6, 4, 1, 0, 0] },
  { name: "Dudley", city: "Dudley", region: "West Midlands", location: "Dudley",
    streets: [["High Street", "DY1"], ["Castle Street", "DY1"], ["Wolverhampton Street", "DY1"]],
    heritage: [6, 3, 1, 0, 0] },
  { name: "Solihull", city: "Solihull", region: "West Midlands", location: "Solihull", landline: "0121 496 0",
    streets: [["High Street", "B91"], ["Warwick Road", "B91"], ["Station Road", "B91"]], heritage: [3, 5, 1, 0, 0] },
  { name: "Foleshill", city: "Coventry", region: "West Midlands", location: "Foleshill, Coventry", neighbourhood: true,
    streets: [["Foleshill Road", "CV6"], ["Lockhurst Lane", "CV6"], ["Broad Street", "CV6"]],
    heritage: [3, 6, 1, 0, 0] },
  // Manchester (Longsight and Cheetham Hill are GeoNames neighbourhoods, Rusholme a hand-added one)
  { name: "Rusholme", ...MANCHESTER, neighbourhood: true, location: "Rusholme, Manchester",
    streets: [["Wilmslow Road", "M14"], ["Platt Lane", "M14"], ["Claremont Road", "M14"]], heritage: [6, 2, 2, 0, 0] },
  { name: "Longsight", ...MANCHESTER, location: "Longsight, Manchester",
    streets: [["Stockport Road", "M12"], ["Dickenson Road", "M13"], ["Slade Lane", "M13"]], heritage: [6, 2, 2, 0, 0] },
  { name: "Cheetham Hill", ...MANCHESTER, location: "Cheetham Hill, Manchester",
    streets: [["Cheetham Hill Road", "M8"], ["Waterloo Road", "M8"], ["Bury Old Road", "M8"]],
    heritage: [7, 1, 2, 0, 0] },
  { name: "Bolton", city: "Bolton", region: "Greater Manchester", location: "Bolton",
    streets: [["Deane Road", "BL3"], ["St Helens Road", "BL3"], ["Derby Street", "BL3"], ["Bradshawgate", "BL1"]],
    heritage: [4, 6, 0, 0, 0] },
  { name: "Rochdale", city: "Rochdale", region: "Greater Manchester", location: "Rochdale",
    streets: [
      ["Milkstone Road", "OL11"], ["Tweedale Street", "OL11"],
      ["Oldham Road", "OL11"], ["Drake Street", "OL16"],
    ],
    heritage: [6, 0, 4, 0, 0] },
  // Leicester
  { name: "Belgrave", ...LEICESTER, location: "Belgrave, Leicester",
    streets: [["Belgrave Road", "LE4"], ["Melton Road", "LE4"], ["Loughborough Road", "LE4"]],
    heritage: [0, 9, 0, 0, 1] },
  { name: "Highfields", ...LEICESTER, location: "Highfields, Leicester",
    streets: [
      ["St Peters Road", "LE2"], ["Evington Road", "LE2"],
      ["Sparkenhoe Street", "LE2"], ["Melbourne Road", "LE2"],
    ],
    heritage: [3, 4, 3, 0, 0] },
  { name: "Loughborough", city: "Loughborough", region: "Leicestershire", location: "Loughborough",
    streets: [["Market Street", "LE11"], ["Derby Road", "LE11"], ["Leicester Road", "LE11"], ["King Street", "LE11"]],
    heritage: [1, 5, 2, 0, 0] },
  // Bradford and Kirklees
  { name: "Manningham", city: "Bradford", ...WEST_YORKSHIRE, location: "Manningham, Bradford", neighbourhood: true,
    streets: [["Oak Lane", "BD8"], ["Lumb Lane", "BD8"], ["White Abbey Road", "BD8"], ["Carlisle Road", "BD8"]],
    heritage: [9, 1, 1, 0, 0] },
  { name: "Keighley", city: "Keighley", ...WEST_YORKSHIRE, location: "Keighley",
    streets: [["Cavendish Street", "BD21"], ["North Street", "BD21"], ["Lawkholme Lane", "BD21"]],
    heritage: [8, 1, 1, 0, 0] },
  { name: "Dewsbury", city: "Dewsbury", ...WEST_YORKSHIRE, location: "Dewsbury",
    streets: [["Bradford Road", "WF13"], ["Halifax Road", "WF13"], ["Savile Road", "WF12"], ["Westgate", "WF13"]],
    heritage: [5, 6, 0, 0, 0] },
  { name: "Batley", city: "Batley", ...WEST_YORKSHIRE, location: "Batley",
    streets: [["Commercial Street", "WF17"], ["Purwell Lane", "WF17"], ["Track Road", "WF17"]],
    heritage: [5, 6, 0, 0, 0] },
  { name: "Huddersfield", city: "Huddersfield", ...WEST_YORKSHIRE, location: "Huddersfield",
    streets: [
      ["Manchester Road", "HD1"], ["Trinity Street", "HD1"],
      ["Fitzwilliam Street", "HD1"], ["Wakefield Road", "HD5"],
    ],
    heritage: [6, 3, 0, 0, 0] },
  // Glasgow
  { name: "Pollokshields", city: "Glasgow", region: "Greater Glasgow", location: "Pollokshields, Glasgow",
    neighbourhood: true, landline: "0141 496 0",
    streets: [["Albert Drive", "G41"], ["Maxwell Road", "G41"], ["Nithsdale Road", "G41"], ["Kenmure Street", "G41"]],
    heritage: [8, 2, 0, 0, 0] },
];

/** Vendors per category placed in each distance band of a hub. */
type BandQuota = { inner: number; ring: number; outer: number };

/**
 * A hub city and the places around it, by distance from its centre, so every radius of the search
 * (10, 25, 50 km) finds a different number of vendors. Names refer to DEMO_AREAS or DEMO_TOWNS; each
 * band's places take turns, so consecutive vendors of one category land in different places.
 */
export type DemoHub = {
  /** A DEMO_TOWNS name: the centre distances are measured from. */
  name: string;
  /** Within about 8.5 km of the centre, so even a 10 km search reaches most of them. */
  inner: readonly string[];
  /** Roughly 11–23 km out: inside a 25 km search, mostly outside a 10 km one. */
  ring: readonly string[];
  /** Roughly 27–48 km out: only a 50 km search reaches them. */
  outer: readonly string[];
  /** Quota for each core category (the ones couples book first). */
  core: BandQuota;
  /** Quota for every other category. */
  other: BandQuota;
};

/** Categories every big hub must offer at every radius. */
export const CORE_CATEGORY_SLUGS: readonly string[] = [
  "mehndi-artists", "makeup-artists", "photographers", "videographers", "venues", "catering", "decorators",
  "djs-entertainment", "bridal-wear",
];

export const DEMO_HUBS: readonly DemoHub[] = [
  {
    name: "London",
    inner: ["Whitechapel", "Brick Lane", "Tooting"],
    ring: ["Green Street", "East Ham", "Harrow", "Hounslow"],
    outer: ["Slough", "Luton"],
    core: { inner: 3, ring: 3, outer: 1 },
    other: { inner: 1, ring: 1, outer: 0 },
  },
  {
    name: "Birmingham",
    inner: ["Sparkbrook", "Alum Rock", "Small Heath", "Sparkhill", "Handsworth", "West Bromwich", "Smethwick"],
    ring: ["Walsall", "Dudley", "Solihull"],
    outer: ["Foleshill"],
    core: { inner: 3, ring: 2, outer: 1 },
    other: { inner: 1, ring: 1, outer: 0 },
  },
  {
    name: "Manchester",
    inner: ["Rusholme", "Longsight", "Cheetham Hill"],
    ring: ["Bolton", "Rochdale"],
    outer: ["Blackburn", "Huddersfield"],
    core: { inner: 2, ring: 2, outer: 1 },
    other: { inner: 1, ring: 1, outer: 0 },
  },
  {
    name: "Leicester",
    inner: ["Belgrave", "Highfields"],
    ring: ["Loughborough"],
    outer: ["Foleshill"],
    core: { inner: 3, ring: 1, outer: 1 },
    other: { inner: 1, ring: 1, outer: 0 },
  },
  {
    name: "Bradford",
    inner: ["Manningham"],
    ring: ["Keighley", "Dewsbury", "Batley", "Huddersfield"],
    outer: ["Rochdale", "Oldham"],
    core: { inner: 2, ring: 2, outer: 1 },
    other: { inner: 1, ring: 1, outer: 0 },
  },
  {
    name: "Glasgow",
    inner: ["Pollokshields"],
    ring: [],
    outer: [],
    core: { inner: 1, ring: 0, outer: 0 },
    other: { inner: 1, ring: 0, outer: 0 },
  },
];
