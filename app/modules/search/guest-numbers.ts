// Guest numbers in a text: the capacity a couple asks for ("caterer for 1000 guests") or a listing states ("Caters for
// 1,000+ guests"); docs/product/public-area.md#filters, query understanding.

// Digits with optional thousands commas or a decimal part, then an optional multiplier ("1.5k", "10 million").
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|hundred|million|m(?![a-z]))?`;
const LEAD = String.raw`(?:\b(?:for|up\s+to|upto|over|at\s+least|min(?:imum)?(?:\s+of)?|more\s+than|around|about|seats?|seating(?:\s+for)?|caters?\s+for|catering\s+for|room\s+for|capacity(?:\s+of)?)\s+){0,3}`;
const GUEST_NUMBER_PATTERNS = [
  // "for 1,000 guests", "1000+ people", "seats up to 850 guests", "500 pax", "400-guest".
  new RegExp(String.raw`${LEAD}${NUMBER}\s*\+?\s*-?\s*(?:guests?|people|persons?|pax|covers|attendees|heads)\b`, "giu"),
  // "capacity over 500", "capacity: 800", "seating capacity of 300+".
  new RegExp(String.raw`\bcapacity\s*(?:of|over|up\s+to|for|is|:)?\s*${NUMBER}\s*\+?`, "giu"),
  // "500-seater".
  new RegExp(String.raw`${NUMBER}\s*-?\s*seater\b`, "giu"),
  // "seats 300", "seating for 250".
  new RegExp(String.raw`\bseat(?:s|ing)(?:\s+(?:for|up\s+to|over))?\s+${NUMBER}\s*\+?`, "giu"),
];
const MULTIPLIERS: Record<string, number> = { k: 1000, thousand: 1000, hundred: 100, million: 1_000_000, m: 1_000_000 };

/** A number of guests named in a text, with where it was said. */
export type GuestNumber = { guests: number; start: number; end: number };

/**
 * The guest numbers a text names: "for 1000 guests", "1,000 people", "400 guests", "1000+ guests", "500 pax",
 * "capacity over 500", "500-seater", "seats 300", "1.5k guests", "10 million guests". Digits only ("a thousand guests" is not
 * read). Output: each number (rounded, uncapped, at least 1) with its span in `text`, in order of appearance.
 */
export function guestNumbersIn(text: string): GuestNumber[] {
  const found: GuestNumber[] = [];
  for (const pattern of GUEST_NUMBER_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].trimEnd().length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      const multiplier = MULTIPLIERS[(match[2] ?? "").toLowerCase()] ?? 1;
      const guests = Math.round(Number((match[1] ?? "").replace(/,/g, "")) * multiplier);
      // Hundreds of digits overflow to Infinity: still a (silly) number of guests, which callers cap.
      if (guests >= 1) found.push({ guests: Math.min(guests, Number.MAX_SAFE_INTEGER), start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
