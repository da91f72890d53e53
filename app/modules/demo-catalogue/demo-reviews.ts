import { createRandom, hashSeed, type Random } from "~/modules/demo-catalogue/prng";
import type { DemoVendor } from "~/modules/demo-catalogue/demo-types";

// Demo reviews (docs/product/couples-tools.md#reviews: "The demo catalogue may include demo reviews tied to demo enquiries, marked as demo
// data in the database"). Every demo review hangs on a demo enquiry with a past event date, as a real one must,
// and is stored with `is_demo = true`. Pure and deterministic apart from the dates, which are counted back from
// the time of seeding so the events are always in the past.

/** Every this-many-th active vendor of the catalogue gets reviews: about 45 of ~695. */
const EVERY_NTH_VENDOR = 16;
const REVIEW_SEED = hashSeed("shaadi-vendors demo reviews v1");
const DAY_MS = 24 * 60 * 60 * 1000;

const EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj"] as const;

const COUPLES: readonly [string, string][] = [
  ["Aisha", "Khan"], ["Priya", "Patel"], ["Simran", "Kaur"], ["Nusrat", "Begum"], ["Zara", "Hussain"], ["Anjali", "Sharma"],
  ["Harpreet", "Gill"], ["Fatima", "Ahmed"], ["Meera", "Nair"], ["Sadia", "Rahman"], ["Kiran", "Sandhu"], ["Hina", "Malik"],
  ["Tharushi", "Perera"], ["Divya", "Iyer"], ["Ayesha", "Chowdhury"], ["Raveena", "Mistry"], ["Sana", "Qureshi"], ["Jasleen", "Bains"],
  ["Imran", "Siddiqui"], ["Arjun", "Mehta"], ["Bilal", "Akhtar"], ["Rohan", "Desai"], ["Gurpreet", "Dhillon"], ["Yusuf", "Ali"],
];

type Template = { rating: number; title: string; body: string };

/** Texts that fit any wedding vendor; `{event}` is the event type, `{vendor}` the vendor's name. */
const TEMPLATES: readonly Template[] = [
  { rating: 5, title: "Made our {event} unforgettable", body: "From the first call to the last guest leaving, {vendor} were calm, organised and so kind to our families. Everyone is still talking about our {event}." },
  { rating: 5, title: "Worth every penny", body: "We compared several quotes and chose {vendor} for their attention to detail. They understood our traditions without us having to explain everything twice." },
  { rating: 5, title: "Above and beyond", body: "Our {event} ran late and they simply carried on with a smile. Professional, warm and genuinely talented. We would book them again in a heartbeat." },
  { rating: 5, title: "Exactly what we imagined", body: "We sent a few photos of what we liked and {vendor} turned them into something even better. Our parents were in tears (the good kind)." },
  { rating: 5, title: "So easy to work with", body: "Clear prices, quick replies on WhatsApp and no surprises on the day. With three events in one week, that meant a lot to us." },
  { rating: 4, title: "Lovely work, small hiccup", body: "The result on the day of our {event} was beautiful. They arrived about half an hour later than agreed, but apologised and made up for it." },
  { rating: 4, title: "Great value for a big family wedding", body: "With over four hundred guests we needed someone unflappable, and {vendor} were. A couple of details differed from the plan, nothing that spoiled the day." },
  { rating: 4, title: "Would recommend", body: "Friendly team and good communication before the {event}. We would have liked the final bits a little sooner, but the quality was very good." },
  { rating: 3, title: "Good on the day, slow beforehand", body: "The {event} itself went well, but getting answers in the weeks before took a lot of chasing. Fine if you plan well ahead and confirm everything in writing." },
  { rating: 3, title: "Mixed experience", body: "Some parts were excellent and our guests were happy. The package changed a little after we booked, which was stressful so close to the {event}." },
];

/** A vendor's public reply, used for the first review of a few vendors. */
const REPLIES: readonly string[] = [
  "Thank you so much for your kind words! It was an honour to be part of your celebrations. Wishing you both a lifetime of happiness.",
  "Thank you for the honest feedback. We are sorry the run-up to your event was stressful, and we now confirm every detail with couples in writing.",
];

export type DemoReview = {
  /** The reviewed vendor, by its name (unique in the catalogue). */
  vendorName: string;
  enquiry: { coupleName: string; coupleEmail: string; eventDate: string; eventType: string; guestCount: number; message: string; createdAt: Date };
  review: { rating: number; title: string; body: string; authorName: string; eventMonth: string; reply: string | null; repliedAt: Date | null; createdAt: Date };
};

const day = (time: Date) => time.toISOString().slice(0, 10);
const fill = (text: string, values: { event: string; vendor: string }) => text.replaceAll("{event}", values.event).replaceAll("{vendor}", values.vendor);

function oneReview(random: Random, vendor: DemoVendor, serial: number, at: Date, withReply: boolean): DemoReview {
  const [first, last] = random.pick(COUPLES);
  const event = random.pick(EVENT_TYPES);
  // Mostly 5s, some 4s, a few 3s: weights follow TEMPLATES' order of ratings.
  const template = TEMPLATES[random.weightedIndex(TEMPLATES.map((entry) => (entry.rating === 5 ? 5 : entry.rating === 4 ? 3 : 1)))]!;
  const eventDate = new Date(at.getTime() - random.int(45, 420) * DAY_MS);
  const reviewedAt = new Date(eventDate.getTime() + random.int(3, 25) * DAY_MS + random.int(9, 21) * 60 * 60 * 1000);
  const values = { event, vendor: vendor.name };
  return {
    vendorName: vendor.name,
    enquiry: {
      coupleName: `${first} ${last}`,
      coupleEmail: `couple-${serial}@demo.shaadivendors.example`,
      eventDate: day(eventDate),
      eventType: event,
      guestCount: random.pick([80, 150, 220, 300, 450, 600]),
      message: `Hello, we are planning our ${event.toLowerCase()} and would love to know if you are free and what your packages include.`,
      createdAt: new Date(eventDate.getTime() - random.int(60, 240) * DAY_MS),
    },
    review: {
      rating: template.rating,
      title: fill(template.title, values),
      body: fill(template.body, values),
      authorName: `${first} ${last[0]}.`,
      eventMonth: day(eventDate).slice(0, 7),
      reply: withReply ? (template.rating >= 4 ? REPLIES[0]! : REPLIES[1]!) : null,
      repliedAt: withReply ? new Date(reviewedAt.getTime() + 2 * DAY_MS) : null,
      createdAt: reviewedAt,
    },
  };
}

/**
 * The demo enquiries and their reviews: for every {@link EVERY_NTH_VENDOR}-th active vendor, one to four reviews
 * (mostly 5 stars, some 4, a few 3), events 45 to 420 days before `at` (past any invitation window, so no
 * invitation is ever mailed to the reserved demo addresses), every fifth reviewed vendor with a reply on its first
 * review. Input: the catalogue's vendors in order and the time of seeding. Output: {@link DemoReview}[].
 */
export function buildDemoReviews(vendors: readonly DemoVendor[], at: Date): DemoReview[] {
  const random = createRandom(REVIEW_SEED);
  const out: DemoReview[] = [];
  const reviewed = vendors.filter((vendor) => vendor.isActive).filter((_, index) => index % EVERY_NTH_VENDOR === 3);
  reviewed.forEach((vendor, vendorIndex) => {
    const count = random.int(1, 4);
    for (let i = 0; i < count; i += 1) out.push(oneReview(random, vendor, out.length + 1, at, i === 0 && vendorIndex % 5 === 0));
  });
  return out;
}
