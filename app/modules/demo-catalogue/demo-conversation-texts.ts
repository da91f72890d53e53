// The words of the demo conversations (docs/product/couples-tools.md#conversations): couples' enquiries and
// replies, vendors' answers, and the adverts vendors report as not genuine. Placeholders: {first} the couple's
// first name, {vendor} the vendor, {trade} what the couple looks for, {event} the event, {date} its day in words,
// {guests}, {month} the month of the wedding, {town} the vendor's town.

/** What a couple asks a vendor of each category for, inside a sentence. */
export const TRADE_NOUNS: Record<string, string> = {
  "makeup-artists": "bridal makeup artist", "mehndi-artists": "mehndi artist", "hair-stylists": "bridal hair stylist",
  photographers: "photographer", videographers: "videographer", musicians: "dhol players or live musicians",
  "djs-entertainment": "DJ", venues: "venue", catering: "caterer", decorators: "decorator", "bridal-wear": "bridal outfit",
  "wedding-cake-shops": "wedding cake", jewellery: "bridal jewellery set", florists: "florist", transportation: "wedding car",
  invitations: "wedding invitations", "wedding-planners": "wedding planner",
};

/** Enquiries that suit any trade. */
export const ENQUIRIES: readonly string[] = [
  "Hi, we're getting married on {date} and are looking for a {trade} for our {event} (about {guests} guests). Are you available, and could you share your packages?",
  "Salaam, is {date} still free? It's for our {event}, around {guests} guests. What would a package cost?",
  "Hello! We loved your work on Instagram. Our {event} is on {date}. Could you send your prices and what's included?",
  "Hi {vendor}, my cousin recommended you. We're planning our {event} for {date} with about {guests} guests. Could we arrange a call this week?",
  "Hello, I'm enquiring on behalf of my daughter for her {event} on {date}, approximately {guests} guests. Please let me know your availability and cost.",
  "Hi there, we're still early in our planning but our {event} will be on {date}. Do you travel to {town} and is there a minimum booking?",
];

/** Enquiries only one trade would get. */
export const TRADE_ENQUIRIES: Record<string, readonly string[]> = {
  "mehndi-artists": ["Hi, I'd love bridal mehndi for my mehndi night on {date}, hands to the elbows and feet. Do you use organic henna? Could you also do a few guests?"],
  "makeup-artists": ["Hi, I'm looking for someone for a soft glam look for my {event} on {date}. Do you do trials, and could you also do my mum and sisters?"],
  photographers: ["Hi, do you have a female photographer for the bride's side? Our {event} is on {date} with about {guests} guests."],
  venues: ["Hello, is the hall available on {date} for our {event}? We expect {guests} guests. Can we bring our own caterer, and is there parking?"],
  catering: ["Salaam, we need a halal caterer for our {event} on {date}, about {guests} guests. Is your meat HMC certified, and can you do a vegetarian option?"],
  "djs-entertainment": ["Hi, we want a mix of Bollywood, bhangra and some English music for our {event} on {date}. Do you also do lighting and a dance floor?"],
  decorators: ["Hello, we'd like a stage and entrance décor for our {event} on {date}, {guests} guests. We like pastel flowers. Could you send some ideas and a price?"],
  transportation: ["Hi, we need a car for the bride and one for the family on {date}. Do you have a white Rolls-Royce or something similar?"],
};

/** A vendor's first answer. */
export const FIRST_REPLIES: readonly string[] = [
  "Hi {first}, thank you for your enquiry! Good news: {date} is still available. I'd love to hear more about your plans. Would a quick call this week suit you?",
  "Salaam {first}, congratulations! We are free on {date}. I'll put together a quote once I know a little more. Which venue are you using, and what time does the {event} start?",
  "Hello {first}, thanks for getting in touch. We have {date} available at the moment, but summer dates go quickly. Could you tell me your timings for the {event}?",
  "Hi {first}, lovely to hear from you. Yes, we can do {date}. You're welcome to come in for a consultation; we're open Tuesday to Saturday.",
  "Dear {first}, thank you for thinking of {vendor} for your {event}. {date} is open. I'll send our packages shortly; do let me know if you have a budget in mind.",
];

/** The couple's answer after the vendor's first reply, and the vendor's answer to it. */
export const CHAT: readonly { couple: string; vendor: string }[] = [
  {
    couple: "Thank you! We're thinking of starting around 6 pm. Could you send a quote?",
    vendor: "6 pm works well for us. I'll put a quote together so you have everything in writing.",
  },
  {
    couple: "That's great, thank you. Is a deposit needed to hold the date?",
    vendor: "Yes, a 25% deposit holds the date and the balance is due two weeks before the {event}.",
  },
  {
    couple: "Thanks for the quick reply! A call on Thursday evening works for us.",
    vendor: "Perfect, I'll call you on Thursday at 7 pm. Speak then!",
  },
  {
    couple: "Sounds perfect. My mum would like to see some more examples. Do you have a portfolio we could look at?",
    vendor: "Of course! The gallery on our page has recent work, and you're welcome to see full albums at the studio.",
  },
  {
    couple: "Thank you. We're comparing a few options, so a quote with everything included would really help.",
    vendor: "Completely understand. Everything is included in our packages, with no hidden travel or set-up costs.",
  },
];

/** The vendor's line sent just before a quote. */
export const BEFORE_QUOTE: readonly string[] = [
  "Of course! I've sent a quote below. It holds the date for you until it expires.",
  "Thanks {first}. Here's a quote based on what you've told me; happy to adjust anything.",
  "A 25% deposit secures the date and the rest is due two weeks before. The quote is below.",
];

export const ACCEPTING: readonly string[] = [
  "Thank you, we'd love to go ahead!",
  "Perfect, we've accepted the quote. Really looking forward to it!",
  "Spoke to the family and we're all happy. Accepting now, thank you!",
];

export const AFTER_BOOKING: readonly string[] = [
  "Wonderful, you're booked in! I'll be in touch nearer the time to go over the details.",
  "Thank you {first}, the date is yours. I'll send a short questionnaire a month before the {event}.",
];

export const DECLINE_REASONS: readonly string[] = [
  "We've found someone closer to our venue.",
  "It's a bit over our budget this time, sorry.",
  "Our family has booked someone they know.",
  "The date has changed and we're still confirming the new one.",
];

export const BEFORE_DECLINE: readonly string[] = [
  "Thank you so much for the quote. We've decided to go another way, but thank you for your time.",
  "Thanks for this. Unfortunately it doesn't work for us this time.",
];

/** The vendor's note when the couple booked by phone ('Booked outside the site'). */
export const BOOKED_BY_PHONE: readonly string[] = [
  "Lovely speaking to you on the phone today, {first}. As agreed, your date is confirmed. See you in {month}!",
  "Thanks for popping into the studio, {first}. Deposit received and {date} is booked for you.",
];

export const QUOTE_NUDGES: readonly string[] = [
  "Hi {first}, just checking whether you had any questions about the quote? Happy to talk it through.",
  "Hi {first}, a quick note that another couple has asked about {date}. Let me know if you'd like me to hold it.",
];

/** Adverts and phishing sent through the enquiry form, which vendors report as not genuine. */
export const NOT_GENUINE: readonly { name: string; message: string; reason: string }[] = [
  {
    name: "Digital Growth Team",
    message: "Hello, we help wedding businesses get 5x more bookings with SEO and paid ads. Reply today for a free audit: https://growth-offers.example/audit",
    reason: "An advert for marketing services, not a couple planning a wedding.",
  },
  {
    name: "Listing Verification",
    message: "Your business profile will be suspended unless you verify it within 24 hours. Log in here: https://verify-listing.example/login",
    reason: "A phishing link asking us to log in. Not a real enquiry.",
  },
  {
    name: "Premium Wedding Directory",
    message: "Congratulations! Your business has been selected for a featured listing in our directory. Claim your spot: https://premium-weddings.example/claim",
    reason: "A sales pitch for another directory.",
  },
];

/** A report an admin dismissed: the enquiry was real, the couple had just gone quiet. */
export const DISMISSED_REPORT_REASON = "No answer after two messages and the phone number doesn't connect. Possibly not genuine.";

/** Fills `{name}` placeholders from `values`; unknown placeholders are left as they are. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
