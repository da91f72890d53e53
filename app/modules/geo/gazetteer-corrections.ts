/**
 * Hand corrections applied when the gazetteer is built: informal names people type, and populations
 * for towns GeoNames records with none. Entries name their place by gazetteer id and expected name,
 * and the build fails when the two disagree, so a data update cannot silently move an alias.
 */

/** Informal and short names for a place (docs/product/public-area.md#places: "mendhi bham", "venue near leicester"). */
export type PlaceAliases = { id: string; name: string; aliases: readonly string[] };

export const PLACE_ALIASES: readonly PlaceAliases[] = [
  { id: "gn-2655603", name: "Birmingham", aliases: ["Bham", "Brum", "Brummagem"] },
  { id: "gn-2643123", name: "Manchester", aliases: ["Manc", "Manny", "Mcr"] },
  { id: "gn-2641673", name: "Newcastle upon Tyne", aliases: ["Newcastle", "Toon", "Newcastle on Tyne"] },
  { id: "gn-2644668", name: "Leicester", aliases: ["Leics"] },
  { id: "gn-2643743", name: "London", aliases: ["Ldn", "Central London", "Greater London"] },
  { id: "gn-2638077", name: "Sheffield", aliases: ["Sheff"] },
  { id: "gn-2641170", name: "Nottingham", aliases: ["Notts", "Nottm"] },
  { id: "gn-2633691", name: "Wolverhampton", aliases: ["Wolves", "Wolvo"] },
  { id: "gn-2652221", name: "Coventry", aliases: ["Cov"] },
  { id: "gn-2644210", name: "Liverpool", aliases: ["Lpool", "L'pool"] },
  { id: "gn-2651123", name: "Doncaster", aliases: ["Donny"] },
  { id: "gn-2642607", name: "Middlesbrough", aliases: ["Boro", "Middlesborough"] },
  { id: "gn-2642465", name: "Milton Keynes", aliases: ["MK"] },
  { id: "gn-2645425", name: "Kingston upon Hull", aliases: ["Hull"] },
  { id: "gn-2636841", name: "Stoke-on-Trent", aliases: ["Stoke"] },
  { id: "gn-2637433", name: "Southend-on-Sea", aliases: ["Southend"] },
  { id: "gn-2636876", name: "Stockton-on-Tees", aliases: ["Stockton"] },
  { id: "gn-2643736", name: "Derry", aliases: ["Londonderry"] },
  // GeoNames calls these "Enfield Town" and "Kingston upon Thames"; the short names are what people type.
  { id: "gn-2649997", name: "Enfield Town", aliases: ["Enfield"] },
  { id: "gn-6690829", name: "Kingston upon Thames", aliases: ["Kingston"] },
];

/**
 * Populations for towns GeoNames lists with 0: rounded 2011-census figures for the town (built-up
 * area subdivision or its wards), accurate to a few thousand at best. They only rank these towns among
 * predictions and let reverse geocoding and nearby-town lists treat them as the towns they are;
 * the API reports them as the place's population.
 */
export const POPULATION_ESTIMATES: readonly { id: string; name: string; population: number }[] = [
  { id: "gn-2646277", name: "Ilford", population: 168_000 },
  { id: "gn-2647425", name: "Harrow", population: 149_000 },
  { id: "gn-2634838", name: "Walthamstow", population: 109_000 },
  { id: "gn-2654588", name: "Bromley", population: 88_000 },
  { id: "gn-2650567", name: "Ealing", population: 85_000 },
  { id: "gn-2650430", name: "East Ham", population: 76_000 },
  { id: "gn-2635042", name: "Uxbridge", population: 70_000 },
  { id: "gn-2645801", name: "Kensington", population: 65_000 },
  { id: "gn-2635308", name: "Twickenham", population: 62_000 },
  { id: "gn-2647116", name: "Hendon", population: 53_000 },
  { id: "gn-2639989", name: "Port Talbot", population: 37_000 },
  { id: "gn-2655774", name: "Bexleyheath", population: 32_000 },
  { id: "gn-2650555", name: "Earley", population: 32_000 },
  { id: "gn-2633653", name: "Wood Green", population: 28_000 },
  { id: "gn-2633633", name: "Woodley", population: 27_000 },
  { id: "gn-2644658", name: "Leigh-on-Sea", population: 22_000 },
  { id: "gn-2646523", name: "Houghton Regis", population: 17_000 },
  { id: "gn-2642180", name: "Morriston", population: 17_000 },
];
