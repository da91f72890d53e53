import { describe, expect, it } from "vitest";
import { haversineKm } from "~/modules/geo/geo-math";
import { SERVICE_WORDS } from "~/modules/geo/place-text";
import {
  extractPlaceFromQuery,
  geocodePlace,
  nearbyPlaces,
  predictPlaces,
  resolvePlace,
  reverseGeocode,
} from "~/modules/geo/places.server";

const names = (places: { name: string }[]) => places.map((place) => place.name);

describe("predictPlaces", () => {
  it("offers Leicester first for 'Lei', with its county in the address", () => {
    const predictions = predictPlaces("Lei");
    expect(predictions[0]).toMatchObject({
      placeId: "gn-2644668",
      name: "Leicester",
      formattedAddress: "Leicester, Leicestershire, England",
      kind: "city",
    });
    expect(predictions[0]?.lat).toBeCloseTo(52.64, 2);
    expect(predictions[0]?.lng).toBeCloseTo(-1.13, 2);
    expect(names(predictions)).toEqual(expect.arrayContaining(["Leigh", "Leighton Buzzard"]));
    expect(predictions.length).toBeLessThanOrEqual(8);
  });

  it("ranks a name prefix above a later word, and each tier by population", () => {
    const tyne = names(predictPlaces("Tyne"));
    expect(tyne).toContain("Newcastle upon Tyne");
    expect(tyne.indexOf("Tynemouth")).toBeLessThan(tyne.indexOf("Newcastle upon Tyne"));
    expect(names(predictPlaces("man")).slice(0, 2)).toEqual(["Manchester", "Mansfield"]);
  });

  it("matches aliases, ahead of mere prefixes when typed in full", () => {
    expect(names(predictPlaces("bham"))).toEqual(["Birmingham"]);
    expect(names(predictPlaces("Brum"))[0]).toBe("Birmingham");
    expect(names(predictPlaces("Newcastle")).slice(0, 3)).toEqual(["Newcastle upon Tyne", "Newcastle", "Newcastle under Lyme"]);
    expect(names(predictPlaces("upton park"))).toContain("Green Street");
  });

  it("ignores case, accents, punctuation and surrounding space", () => {
    expect(names(predictPlaces("  LÉICESTER "))[0]).toBe("Leicester");
    expect(names(predictPlaces("bo'ness"))).toEqual(["Bo’ness"]);
    expect(names(predictPlaces("stoke on trent"))[0]).toBe("Stoke-on-Trent");
    expect(names(predictPlaces("leicester, uk"))[0]).toBe("Leicester");
  });

  it("finds the hand-added neighbourhoods", () => {
    expect(predictPlaces("Tooting")[0]).toMatchObject({
      placeId: "nb-tooting",
      kind: "neighbourhood",
      formattedAddress: "Tooting, London, England",
    });
    expect(names(predictPlaces("Sparkb"))).toEqual(["Sparkbrook"]);
    expect(names(predictPlaces("alum r"))).toEqual(["Alum Rock"]);
  });

  it("keeps distinct namesakes but drops tiny ones", () => {
    const newport = predictPlaces("Newport").filter((place) => place.name === "Newport");
    expect(newport.map((place) => place.formattedAddress)).toEqual([
      "Newport, Wales",
      "Newport, Isle of Wight, England",
      "Newport, Shropshire, England",
    ]);
    // The only "Stoke" is a village of unknown size; it stays, after Stoke-on-Trent (alias "Stoke").
    expect(names(predictPlaces("Stoke")).slice(0, 2)).toEqual(["Stoke-on-Trent", "Stoke"]);
  });

  it("offers a postcode's post town first, saying which postcode it was", () => {
    expect(predictPlaces("LE5")).toEqual([
      expect.objectContaining({ placeId: "pc-le5", name: "Leicester", postcode: "LE5", formattedAddress: "LE5, Leicester, Leicestershire, England" }),
    ]);
    expect(predictPlaces("b11 2ab")[0]).toMatchObject({ placeId: "pc-b112ab", name: "Birmingham", postcode: "B11 2AB" });
    expect(predictPlaces("bd3, uk")[0]).toMatchObject({ name: "Bradford", postcode: "BD3" });
    expect(predictPlaces("LE5 1")[0]).toMatchObject({ name: "Leicester", postcode: "LE5" });
    expect(predictPlaces("LE5", 1)).toHaveLength(1);
    // Two letters are a name being typed, not a postcode area.
    expect(predictPlaces("LE").some((place) => place.postcode)).toBe(false);
  });

  it("offers nothing for a postcode of an area that does not exist", () => {
    for (const input of ["ZZ9 9ZZ", "QQ1", "JE2 3AB", "B2B"]) expect(predictPlaces(input), input).toEqual([]);
  });

  it("needs 2 characters and honours the limit", () => {
    expect(predictPlaces("L")).toEqual([]);
    expect(predictPlaces(" L  ")).toEqual([]);
    expect(predictPlaces("")).toEqual([]);
    expect(predictPlaces("Lo")).toHaveLength(8);
    expect(predictPlaces("Lo", 3)).toHaveLength(3);
    expect(predictPlaces("Atlantis")).toEqual([]);
    expect(predictPlaces("x".repeat(10_000))).toEqual([]);
  });
});

describe("geocodePlace", () => {
  it("returns a place by id, GeoNames or neighbourhood, and undefined for unknown ids", () => {
    expect(geocodePlace("gn-2655603")?.name).toBe("Birmingham");
    expect(geocodePlace("nb-green-street")).toMatchObject({ name: "Green Street", formattedAddress: "Green Street, London, England" });
    expect(geocodePlace("pc-le5")).toMatchObject({ name: "Leicester", postcode: "LE5" });
    expect(geocodePlace("pc-zz99zz")).toBeUndefined();
    expect(geocodePlace("gn-1")).toBeUndefined();
    expect(geocodePlace("Birmingham")).toBeUndefined();
  });
});

describe("resolvePlace", () => {
  it.each([
    ["Leicester", "Leicester"],
    ["leicester, uk", "Leicester"],
    [" BHAM ", "Birmingham"],
    ["Southall, London", "Southall"],
    ["Green Street", "Green Street"],
    ["Upton Park", "Green Street"],
    ["near Leicester", "Leicester"],
    ["Newcastle", "Newcastle upon Tyne"],
    ["10 Belgrave Road, Leicester", "Leicester"],
    ["Belgrave Road", "Belgrave"],
    ["Enfield", "Enfield Town"],
    ["Kingsbury", "Kingsbury"],
  ])("resolves %j to %s", (text, expected) => {
    expect(resolvePlace(text)?.name).toBe(expected);
  });

  it("resolves postcodes to their area's post town, with the postcode kept", () => {
    const leicester = resolvePlace("Leicester");
    expect(resolvePlace("LE5")).toMatchObject({ placeId: "pc-le5", name: "Leicester", postcode: "LE5", lat: leicester?.lat, lng: leicester?.lng });
    expect(resolvePlace(" le5 ")?.postcode).toBe("LE5");
    expect(resolvePlace("near B11 2AB")).toMatchObject({ name: "Birmingham", postcode: "B11 2AB" });
    expect(resolvePlace("LE5, Leicester")).toMatchObject({ name: "Leicester", postcode: "LE5" });
    // The chosen suggestion "LE5, Leicester" and a postal address both work.
    expect(resolvePlace("12 Melton Road, Leicester LE4 6AR")).toMatchObject({ name: "Leicester", postcode: "LE4 6AR" });
    // A part naming a place comes first, as before.
    expect(resolvePlace("Southall, UB1 1AA")?.placeId).toBe("gn-2637490");
    for (const text of ["ZZ9 9ZZ", "QQ1", "LE", "B2B", "GIR 0AA"]) expect(resolvePlace(text), text).toBeUndefined();
  });

  // Landmarks of each neighbourhood (its station, mill or shopping street), and the city it must not be
  // mistaken for: each name resolves to a point of its own, near the landmark and nearer than the city's centre.
  it.each([
    ["Southall", { lat: 51.5059, lng: -0.3786 }, "London"],
    ["Wembley", { lat: 51.5524, lng: -0.2962 }, "London"],
    ["Ilford", { lat: 51.5591, lng: 0.069 }, "London"],
    ["Green Street", { lat: 51.5352, lng: 0.0344 }, "London"],
    ["Upton Park", { lat: 51.5352, lng: 0.0344 }, "London"],
    ["Tooting", { lat: 51.4275, lng: -0.1681 }, "London"],
    ["Harrow", { lat: 51.5793, lng: -0.3366 }, "London"],
    ["Sparkhill", { lat: 52.4522, lng: -1.8636 }, "Birmingham"],
    ["Small Heath", { lat: 52.4637, lng: -1.8591 }, "Birmingham"],
    ["Alum Rock", { lat: 52.4868, lng: -1.8408 }, "Birmingham"],
    ["Manningham", { lat: 53.8088, lng: -1.7668 }, "Bradford"],
    ["Belgrave Road", { lat: 52.648, lng: -1.126 }, "Leicester"],
    ["Rusholme", { lat: 53.4555, lng: -2.2255 }, "Manchester"],
  ])("resolves %s to its own centre, not %s's", (name, landmark, city) => {
    const place = resolvePlace(name);
    const cityPlace = resolvePlace(city);
    expect(place?.placeId).not.toBe(cityPlace?.placeId);
    const km = haversineKm(landmark, place!);
    expect(km).toBeLessThan(3);
    expect(km).toBeLessThan(haversineKm(landmark, cityPlace!));
    expect(extractPlaceFromQuery(`caterer in ${name.toLowerCase()}`).place?.placeId).toBe(place?.placeId);
  });

  it("uses the other parts of the text to choose among namesakes", () => {
    expect(resolvePlace("Newport")?.formattedAddress).toBe("Newport, Wales");
    expect(resolvePlace("Newport, Isle of Wight")?.formattedAddress).toBe("Newport, Isle of Wight, England");
    expect(resolvePlace("Blackburn")?.formattedAddress).toBe("Blackburn, Lancashire, England");
    expect(resolvePlace("Blackburn, Scotland")?.formattedAddress).toBe("Blackburn, West Lothian, Scotland");
  });

  it("does not resolve unknown words, trade words, country names or partial names", () => {
    for (const text of ["Atlantis", "wedding", "hall", "Wedding Hall", "UK", "Wales", "Leic", "", "   ", ",,,"]) {
      expect(resolvePlace(text), text).toBeUndefined();
    }
    for (const word of SERVICE_WORDS) expect(resolvePlace(word), word).toBeUndefined();
  });
});

describe("reverseGeocode", () => {
  it("names Birmingham for a point in its centre", () => {
    const found = reverseGeocode(52.4862, -1.8904);
    expect(found?.place).toMatchObject({ name: "Birmingham", placeId: "gn-2655603" });
    expect(found?.distanceKm).toBeCloseTo(0.8, 1);
  });

  it("prefers a town of 10,000+ within 15 km to a nearer village, and never a neighbourhood", () => {
    // Rusholme's own centre: a hand-added neighbourhood, 3 km from Manchester's GeoNames point.
    expect(reverseGeocode(53.4543, -2.224)?.place.name).toBe("Manchester");
    const tooting = reverseGeocode(51.4279, -0.1683);
    expect(tooting?.place.kind).not.toBe("neighbourhood");
    expect(tooting?.place.population).toBeGreaterThanOrEqual(10_000);
    expect(tooting?.distanceKm).toBeLessThan(5);
  });

  it("falls back to the nearest place of any size off the Lizard, and gives up far out at sea", () => {
    const offLizard = reverseGeocode(50.0, -5.0);
    expect(offLizard?.place.formattedAddress).toMatch(/, Cornwall, England$/);
    expect(offLizard?.distanceKm).toBeLessThan(50);
    // The middle of the North Sea is inside the rough bounds but 100+ km from any UK place.
    expect(reverseGeocode(56.0, 1.5)).toBeUndefined();
  });

  it("answers nothing outside the UK's rough bounds or for non-numbers", () => {
    expect(reverseGeocode(0, 0)).toBeUndefined();
    expect(reverseGeocode(48.85, 2.35)).toBeUndefined();
    expect(reverseGeocode(Number.NaN, -1.9)).toBeUndefined();
    expect(reverseGeocode(52.48, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe("nearbyPlaces", () => {
  it("lists towns of 20,000+ around Leicester, nearest first, without Leicester itself", () => {
    const nearby = nearbyPlaces(52.6386, -1.13169, 50, 6);
    expect(nearby).toHaveLength(6);
    expect(names(nearby)).not.toContain("Leicester");
    expect(names(nearby)).toEqual(expect.arrayContaining(["Oadby", "Loughborough"]));
    const distances = nearby.map((place) => place.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of nearby) {
      expect(place.population).toBeGreaterThanOrEqual(20_000);
      expect(place.kind === "city" || place.kind === "town").toBe(true);
      expect(place.distanceKm).toBeCloseTo(haversineKm({ lat: 52.6386, lng: -1.13169 }, place), 0);
      expect(place.distanceKm).toBeLessThanOrEqual(50);
    }
  });

  it("keeps to the radius and rejects nonsense", () => {
    expect(nearbyPlaces(52.6386, -1.13169, 10, 50).every((place) => place.distanceKm <= 10)).toBe(true);
    expect(nearbyPlaces(50.0, -3.0, 10, 5)).toEqual([]);
    expect(nearbyPlaces(52.6, -1.1, -5, 5)).toEqual([]);
    expect(nearbyPlaces(52.6, -1.1, 10, 0)).toEqual([]);
    expect(nearbyPlaces(Number.NaN, -1.1, 10, 5)).toEqual([]);
  });
});

describe("extractPlaceFromQuery", () => {
  it.each([
    ["henna birmingham", "henna", "Birmingham"],
    ["asian wedding venue near leicester", "asian wedding venue", "Leicester"],
    ["mendhi bham", "mendhi", "Birmingham"],
    ["photographers in east london", "photographers", "East London"],
    ["dj manchester", "dj", "Manchester"],
    ["Birmingham henna", "henna", "Birmingham"],
    ["caterers leicester uk", "caterers", "Leicester"],
    ["wedding venues milton keynes", "wedding venues", "Milton Keynes"],
    ["dj mk", "dj", "Milton Keynes"],
    ["henna, birmingham", "henna", "Birmingham"],
    ["green street jewellery", "jewellery", "Green Street"],
    ["venues in deal", "venues", "Deal"],
    ["mehndi in newcastle for my sister", "mehndi for my sister", "Newcastle upon Tyne"],
    ["birmingham", "", "Birmingham"],
  ])("reads %j as %j in %s", (query, rest, place) => {
    const extracted = extractPlaceFromQuery(query);
    expect(extracted.rest).toBe(rest);
    expect(extracted.place?.name).toBe(place);
  });

  it.each([
    "wedding cake",
    "mehndi artist",
    "hall hire",
    "asian wedding",
    "best deal photographers",
    "street food catering",
    "wedding in march",
    "flower wall",
    "bentley wedding car",
    "venues wales",
    "venue near me",
  ])("finds no place in %j", (query) => {
    const extracted = extractPlaceFromQuery(query);
    expect(extracted.place).toBeUndefined();
    expect(extracted.placeText).toBeUndefined();
    expect(extracted.rest).toBe(query);
  });

  it("never reads a trade word as a place, even where a town has a similar name", () => {
    // Real places whose names are everyday words: they resolve when typed alone as a location…
    expect(resolvePlace("Deal")?.formattedAddress).toBe("Deal, Kent, England");
    expect(resolvePlace("March")?.formattedAddress).toBe("March, Cambridgeshire, England");
    // …but a trade word after "near" or at either end of a query never does.
    for (const word of SERVICE_WORDS) {
      if (word === "near" || word === "me") continue;
      expect(extractPlaceFromQuery(`photographer ${word}`).place, word).toBeUndefined();
      expect(extractPlaceFromQuery(`${word} hire`).place, word).toBeUndefined();
      expect(extractPlaceFromQuery(`venue near ${word}`).place, word).toBeUndefined();
    }
  });

  it.each([
    ["halal caterer le5", "halal caterer", "LE5"],
    ["caterer near B11 2AB", "caterer", "B11 2AB"],
    ["B11 2AB photographer", "photographer", "B11 2AB"],
    ["mehndi in e1", "mehndi", "E1"],
  ])("reads the postcode in %j, leaving %j", (query, rest, postcode) => {
    const extracted = extractPlaceFromQuery(query);
    expect(extracted.rest).toBe(rest);
    expect(extracted.place?.postcode).toBe(postcode);
  });

  it("does not read car models or unknown areas as postcodes", () => {
    expect(extractPlaceFromQuery("bmw m3 wedding car").place).toBeUndefined();
    expect(extractPlaceFromQuery("dj b2b")).toEqual({ rest: "dj b2b" });
    expect(extractPlaceFromQuery("venue near zz9 9zz")).toEqual({ rest: "venue", placeText: "zz9 9zz" });
  });

  it("keeps an unknown 'near' place as text for a location text match", () => {
    expect(extractPlaceFromQuery("venue near atlantis")).toEqual({ rest: "venue", placeText: "atlantis" });
    expect(extractPlaceFromQuery("  ")).toEqual({ rest: "" });
  });
});
