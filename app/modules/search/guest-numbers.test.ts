import { describe, expect, it } from "vitest";
import { guestNumbersIn } from "~/modules/search/guest-numbers";

describe("guest numbers in a text", () => {
  it("finds the numbers listings and couples write", () => {
    expect(guestNumbersIn("caterer for 1000 guests")).toEqual([{ guests: 1000, start: 8, end: 23 }]);
    expect(guestNumbersIn("1.5k people, 10 million guests").map((n) => n.guests)).toEqual([1500, 10_000_000]);
    expect(guestNumbersIn("500-seater hall; capacity: 800").map((n) => n.guests)).toEqual([500, 800]);
    expect(guestNumbersIn("Caters for 1,000+ guests").map((n) => n.guests)).toEqual([1000]);
    expect(guestNumbersIn("The main hall seats up to 850 guests, with a bar").map((n) => n.guests)).toEqual([850]);
    expect(guestNumbersIn("Capacity over 500").map((n) => n.guests)).toEqual([500]);
    expect(guestNumbersIn("room for more than 500 guests").map((n) => n.guests)).toEqual([500]);
    expect(guestNumbersIn("Guest stations for 50+").map((n) => n.guests)).toEqual([]);
    expect(guestNumbersIn("venue seats 300").map((n) => n.guests)).toEqual([300]);
    expect(guestNumbersIn("seating for 250, parking").map((n) => n.guests)).toEqual([250]);
    expect(guestNumbersIn("2k guests marquee").map((n) => n.guests)).toEqual([2000]);
  });
});
