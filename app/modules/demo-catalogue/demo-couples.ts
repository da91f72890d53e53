import type { EventType } from "~/modules/enquiries/enquiry-rules";
import { HERITAGE_POOLS, surnameFor } from "~/modules/demo-catalogue/demo-names";
import type { Random } from "~/modules/demo-catalogue/prng";
import type { Heritage } from "~/modules/demo-catalogue/demo-types";

// The couples who write the demo enquiries: invented names of Pakistani, Indian, Bangladeshi and Sri Lankan
// families, addresses on the reserved demo domain and phone numbers from Ofcom's drama range only, and a wedding
// of several events whose customs follow the family's (a Muslim family's mehndi, nikah and walima; a Sikh family's
// anand karaj; a Sri Lankan family's poruwa ceremony, entered as 'Other'). Pure: every draw comes from `random`.

/**
 * The domain of every demo couple's address. `.example` is reserved (RFC 2606), so no demo address can reach a
 * real mailbox, and the home page's figures leave enquiries from it out (decision 015).
 */
export const DEMO_COUPLE_EMAIL_DOMAIN = "demo.shaadivendors.example";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One event of a couple's wedding, on its own day. */
export type WeddingEvent = { type: EventType; date: string };

export type DemoCouple = {
  /** As typed in 'Your name': one person, or the pair. */
  name: string;
  firstName: string;
  email: string;
  phone: string | null;
  heritage: Heritage;
  /** The wedding's events in order; the main day carries the most guests. */
  events: WeddingEvent[];
  guests: number;
  region: string;
  /** When the couple sent its first enquiry: its other enquiries follow within a few weeks. */
  firstEnquiryAt: Date;
  /** Categories already asked, so a couple never asks two vendors of one trade. */
  asked: Set<string>;
};

/** Shares of couples by family background, roughly as the UK's South Asian weddings. */
const HERITAGE_WEIGHTS: readonly [Heritage, number][] = [
  ["pakistani", 34], ["indian", 36], ["bangladeshi", 17], ["sinhalese", 6], ["tamil", 7],
];

const SIKH_SURNAMES = new Set(["Singh", "Gill", "Sandhu", "Dhillon", "Bains"]);

/** The events of a wedding around its main day (offsets in days), by custom. */
const CUSTOMS: Record<"muslim" | "sikh" | "hindu" | "srilankan", readonly [EventType, number][]> = {
  muslim: [["Mehndi", -2], ["Nikah", 0], ["Walima", 1]],
  sikh: [["Mehndi", -2], ["Sangeet", -1], ["Anand Karaj", 0], ["Reception", 0]],
  hindu: [["Sangeet", -2], ["Mehndi", -1], ["Baraat", 0], ["Reception", 1]],
  srilankan: [["Other", 0], ["Reception", 1]],
};

function customOf(heritage: Heritage, surname: string): keyof typeof CUSTOMS {
  if (heritage === "pakistani" || heritage === "bangladeshi") return "muslim";
  if (heritage === "indian") return SIKH_SURNAMES.has(surname) ? "sikh" : "hindu";
  return "srilankan";
}

/** The heritage whose languages a vendor offers, so its enquiries come mostly from the families it serves. */
export function heritageOfLanguages(languages: readonly string[]): Heritage | undefined {
  if (languages.some((language) => language === "Urdu" || language === "Mirpuri")) return "pakistani";
  if (languages.some((language) => language === "Bengali" || language === "Sylheti")) return "bangladeshi";
  if (languages.includes("Sinhala")) return "sinhalese";
  if (languages.includes("Tamil")) return "tamil";
  if (languages.some((language) => language === "Gujarati" || language === "Hindi" || language === "Punjabi")) return "indian";
  return undefined;
}

const day = (time: Date) => time.toISOString().slice(0, 10);

/** The next Saturday (most weddings) or Sunday on or after `time`, as a UTC midnight. */
function weekendOnOrAfter(random: Random, time: Date): Date {
  const midnight = new Date(`${day(time)}T00:00:00Z`);
  const wanted = random.chance(0.75) ? 6 : 0;
  const ahead = (wanted - midnight.getUTCDay() + 7) % 7;
  return new Date(midnight.getTime() + ahead * DAY_MS);
}

function mailbox(random: Random, first: string, surname: string, partner: string, serial: number): string {
  const [f, s, p] = [first, surname, partner].map((part) => part.toLowerCase().replace(/[^a-z]/g, ""));
  const style = random.int(0, 3);
  const local = style === 0 ? `${f}.${s}${serial}` : style === 1 ? `${f}${s![0]}${serial}` : style === 2 ? `${f}.and.${p}.${serial}` : `${s}.wedding${serial}`;
  return `${local}@${DEMO_COUPLE_EMAIL_DOMAIN}`;
}

/**
 * A new couple, about to send its first enquiry at `at`. The wedding's main day is a weekend within a year after
 * `earliest`. Input: the random stream, a serial (unique, kept in the address), the vendor's region, a preferred
 * heritage (or undefined for the UK mix), the time of the first enquiry, the earliest main day. Output: {@link DemoCouple}.
 */
export function makeCouple(
  random: Random,
  serial: number,
  region: string,
  preferred: Heritage | undefined,
  at: Date,
  earliest: Date,
): DemoCouple {
  const heritage = preferred && random.chance(0.7) ? preferred : HERITAGE_WEIGHTS[random.weightedIndex(HERITAGE_WEIGHTS.map(([, weight]) => weight))]![0];
  const pool = HERITAGE_POOLS[heritage];
  const familySurname = random.pick(pool.surnames);
  const bride = random.pick(pool.women);
  const groom = random.pick(pool.men);
  const writer = random.weightedIndex([6, 3, 2]);
  const [firstName, surname, partner] = writer === 1 ? [groom, surnameFor(familySurname, false), bride] : [bride, surnameFor(familySurname, true), groom];
  const name = writer === 2 ? `${bride} and ${groom}` : `${firstName} ${surname}`;
  const mainDay = weekendOnOrAfter(random, new Date(earliest.getTime() + random.int(0, 360) * DAY_MS));
  const events = CUSTOMS[customOf(heritage, familySurname)].map(([type, offset]) => ({ type, date: day(new Date(mainDay.getTime() + offset * DAY_MS)) }));
  return {
    name,
    firstName,
    email: mailbox(random, firstName, surname, partner, serial),
    phone: random.chance(0.6) ? `07700 900${String(random.int(0, 999)).padStart(3, "0")}` : null,
    heritage,
    events,
    guests: random.pick([120, 150, 180, 200, 250, 300, 350, 400, 450, 500, 600, 750]),
    region,
    firstEnquiryAt: at,
    asked: new Set(),
  };
}
