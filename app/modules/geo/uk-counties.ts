/**
 * The county shown in a place's address. GeoNames files UK places under their council area
 * ("second-order division": "City of Leicester", "Borough of Oldham"); couples know the county
 * ("Leicester, Leicestershire"), so England's metropolitan boroughs and unitary authorities map to their
 * ceremonial county here. Keys are GeoNames admin2 codes without the "GB." prefix.
 */
export const ENGLISH_COUNTY_BY_COUNCIL: Readonly<Record<string, string>> = {
  // West Midlands
  "ENG.A7": "West Midlands", "ENG.C7": "West Midlands", "ENG.D7": "West Midlands", "ENG.L7": "West Midlands",
  "ENG.M2": "West Midlands", "ENG.O8": "West Midlands", "ENG.Q3": "West Midlands",
  // Greater Manchester
  "ENG.B1": "Greater Manchester", "ENG.C1": "Greater Manchester", "ENG.I2": "Greater Manchester",
  "ENG.K1": "Greater Manchester", "ENG.L2": "Greater Manchester", "ENG.L5": "Greater Manchester",
  "ENG.N2": "Greater Manchester", "ENG.O1": "Greater Manchester", "ENG.O6": "Greater Manchester",
  "ENG.P7": "Greater Manchester",
  // Merseyside
  "ENG.G9": "Merseyside", "ENG.H8": "Merseyside", "ENG.L8": "Merseyside", "ENG.N1": "Merseyside",
  "ENG.Q1": "Merseyside",
  // South and West Yorkshire
  "ENG.A3": "South Yorkshire", "ENG.D5": "South Yorkshire", "ENG.L3": "South Yorkshire", "ENG.L9": "South Yorkshire",
  "ENG.B4": "West Yorkshire", "ENG.C2": "West Yorkshire", "ENG.G8": "West Yorkshire", "ENG.H3": "West Yorkshire",
  "ENG.O7": "West Yorkshire",
  // Tyne and Wear
  "ENG.E5": "Tyne and Wear", "ENG.I7": "Tyne and Wear", "ENG.J5": "Tyne and Wear", "ENG.M7": "Tyne and Wear",
  "ENG.N6": "Tyne and Wear",
  // Unitary authorities
  "ENG.A4": "Somerset", "ENG.J4": "Somerset", "ENG.B7": "Bristol", "ENG.M6": "Gloucestershire",
  "ENG.A8": "Lancashire", "ENG.A9": "Lancashire",
  "ENG.B3": "Berkshire", "ENG.K7": "Berkshire", "ENG.M1": "Berkshire", "ENG.P4": "Berkshire", "ENG.P9": "Berkshire",
  "ENG.Q2": "Berkshire",
  "ENG.B6": "East Sussex",
  "ENG.D1": "County Durham", "ENG.F5": "County Durham", "ENG.N3": "County Durham",
  "ENG.I5": "North Yorkshire", "ENG.K9": "North Yorkshire", "ENG.Q5": "North Yorkshire",
  "ENG.D2": "Derbyshire",
  "ENG.E9": "Cheshire", "ENG.P2": "Cheshire", "ENG.Z7": "Cheshire", "ENG.Z8": "Cheshire",
  "ENG.G6": "East Riding of Yorkshire",
  "ENG.H4": "Leicestershire", "ENG.L4": "Rutland",
  "ENG.I1": "Bedfordshire", "ENG.Z5": "Bedfordshire", "ENG.Z6": "Bedfordshire",
  "ENG.I3": "Kent",
  "ENG.I6": "Buckinghamshire",
  "ENG.J2": "Lincolnshire", "ENG.J3": "Lincolnshire",
  "ENG.J8": "Nottinghamshire",
  "ENG.K3": "Cambridgeshire",
  "ENG.K4": "Devon", "ENG.O4": "Devon",
  "ENG.K6": "Hampshire", "ENG.M4": "Hampshire",
  "ENG.M5": "Essex", "ENG.O3": "Essex",
  "ENG.N4": "Staffordshire",
  "ENG.N9": "Wiltshire",
  "ENG.O2": "Shropshire",
  "ENG.AA": "Dorset",
  "ENG.WNH": "Northamptonshire", "ENG.NNH": "Northamptonshire",
};

// Council-area names carry their legal style ("County of Flintshire", "Glasgow City"); the address
// wants the plain name.
const STYLE_PREFIXES = [
  "City and County of ", "City and Borough of ", "Metropolitan Borough of ", "Royal Borough of ", "Borough of ",
  "County of ", "District of ", "City of ", "Sir ", "The ",
];
const STYLE_SUFFIXES = [" County Borough", " county borough", " City"];

/** "County of Flintshire" → "Flintshire", "Glasgow City" → "Glasgow", "Kent" → "Kent". */
export function plainCouncilName(name: string): string {
  let plain = name.trim();
  for (const prefix of STYLE_PREFIXES) if (plain.startsWith(prefix)) plain = plain.slice(prefix.length);
  for (const suffix of STYLE_SUFFIXES) if (plain.endsWith(suffix)) plain = plain.slice(0, -suffix.length);
  return plain;
}

/**
 * The county for a GeoNames admin2 code ("GB.ENG.H4") and its council name: the ceremonial county
 * for England's metropolitan boroughs and unitary authorities, otherwise the council name without its
 * legal style (shire counties, and the council areas of Scotland, Wales and Northern Ireland).
 */
export function countyForCouncil(admin2Code: string, councilName: string): string {
  const key = admin2Code.replace(/^GB\./, "");
  return ENGLISH_COUNTY_BY_COUNCIL[key] ?? plainCouncilName(councilName);
}
