import type { Heritage } from "~/modules/demo-catalogue/demo-types";

type HeritagePool = {
  women: readonly string[];
  men: readonly string[];
  surnames: readonly string[];
  /** Words that give a business name its flavour (flowers, rivers, light, celebration). */
  words: readonly string[];
  /** Languages a vendor might offer besides English. */
  languages: readonly (readonly string[])[];
};

export const HERITAGE_POOLS: Record<Heritage, HeritagePool> = {
  pakistani: {
    women: ["Ayesha", "Sana", "Hira", "Zainab", "Farah", "Nadia", "Saima", "Mahnoor", "Rabia", "Amna", "Iqra", "Maryam"],
    men: ["Imran", "Bilal", "Usman", "Amir", "Kashif", "Adeel", "Faisal", "Zeeshan", "Hamza", "Tariq", "Waqas", "Asif"],
    surnames: ["Khan", "Malik", "Hussain", "Qureshi", "Anwar", "Chaudhry", "Iqbal", "Raza", "Sheikh", "Akhtar", "Mirza", "Bashir"],
    words: [
      "Noor", "Shaan", "Mehfil", "Chandni", "Sitara", "Gulab", "Zari", "Jhoomar", "Rivaaj", "Jashn", "Shahi", "Afreen",
      "Sehra", "Nazakat", "Rukhsar",
    ],
    languages: [["Urdu", "Punjabi"], ["Urdu"], ["Punjabi", "Urdu"], ["Mirpuri", "Urdu"]],
  },
  indian: {
    women: ["Priya", "Anjali", "Harpreet", "Simran", "Neha", "Pooja", "Jaspreet", "Deepa", "Meera", "Kavita", "Rupa", "Nisha"],
    men: ["Rajesh", "Vikram", "Ravi", "Arjun", "Sunil", "Jatinder", "Harjit", "Sandeep", "Amit", "Nikhil", "Gurdeep", "Manish"],
    surnames: [
      "Patel", "Shah", "Singh", "Sharma", "Gill", "Sandhu", "Mistry", "Lakhani", "Chauhan", "Desai", "Joshi", "Dhillon",
      "Mehta", "Nair", "Bains", "Parmar",
    ],
    words: [
      "Roshni", "Rangoli", "Kesar", "Shagun", "Saanjh", "Utsav", "Shringar", "Kalash", "Phulkari", "Sangam", "Mogra", "Tara",
      "Anokhi", "Swarna",
    ],
    languages: [["Hindi", "Punjabi"], ["Gujarati", "Hindi"], ["Punjabi"], ["Gujarati"], ["Hindi"]],
  },
  bangladeshi: {
    women: ["Nusrat", "Tahmina", "Rumana", "Shirin", "Farhana", "Sadia", "Shahana", "Nazia", "Rehana", "Tasnim", "Sumaiya", "Jesmin"],
    men: ["Rafiq", "Jamal", "Tanvir", "Shahid", "Abdul", "Sohel", "Mamun", "Rubel", "Anwar", "Kamrul", "Mizanur", "Foysal"],
    surnames: ["Rahman", "Uddin", "Ahmed", "Chowdhury", "Miah", "Hossain", "Hoque", "Alam", "Sarker", "Ali", "Talukdar", "Karim"],
    words: [
      "Ruposhi", "Alpona", "Nakshi", "Shonar", "Bokul", "Shapla", "Padma", "Meghna", "Surma", "Jonaki", "Kajol", "Hemonto",
    ],
    languages: [["Bengali", "Sylheti"], ["Bengali"], ["Sylheti"]],
  },
  sinhalese: {
    women: ["Tharushi", "Nilmini", "Kavindi", "Dilani", "Thilini", "Sanduni", "Nirosha", "Shanika", "Chathuri", "Ishara"],
    men: ["Sanjeewa", "Ruwan", "Chaminda", "Kasun", "Pradeep", "Nuwan", "Lahiru", "Dinesh", "Tharindu", "Asanka"],
    surnames: ["Perera", "Fernando", "Silva", "Jayasuriya", "Wickramasinghe", "Gunawardena", "Bandara", "Dissanayake"],
    words: ["Lanka", "Ceylon", "Serendib", "Nelum", "Araliya", "Poruwa", "Kandyan", "Sigiri", "Ruhunu"],
    languages: [["Sinhala"], ["Sinhala", "Tamil"]],
  },
  tamil: {
    women: ["Lavanya", "Mathura", "Thiviya", "Abirami", "Kiruthika", "Nivetha", "Sharmila", "Vithya", "Keerthana", "Janani"],
    men: ["Kajan", "Senthil", "Mayuran", "Thushan", "Suthan", "Prashanth", "Niroshan", "Karthik", "Vithushan", "Ragavan"],
    surnames: ["Sivakumar", "Rajendran", "Kanagaratnam", "Thevarajah", "Selvarajah", "Ratnam", "Nadarajah", "Balasingam"],
    words: ["Kolam", "Thamarai", "Malligai", "Nallur", "Thoranam", "Vaanavil", "Yarl", "Ponni", "Ceylon"],
    languages: [["Tamil"], ["Tamil", "Sinhala"]],
  },
};

/** English words mixed in with the heritage words, as many British Asian businesses do. */
export const ENGLISH_WORDS = [
  "Golden", "Saffron", "Marigold", "Peacock", "Paisley", "Lotus", "Velvet", "Heritage", "Crimson", "Ivory", "Jasmine",
  "Emerald", "Monsoon", "Amber", "Moonlight", "Evergreen", "Firefly", "Pearl", "Orchid",
] as const;

/** ["Urdu", "Punjabi"] → "English, Urdu and Punjabi". */
export function languageList(languages: readonly string[]): string {
  const all = ["English", ...languages];
  return all.length === 1 ? all[0] ?? "" : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Spells out numbers up to ten, as British house styles do in running text. */
export function countWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** Sikh surnames follow the owner, so a woman of the Singh family is shown as Kaur. */
export function surnameFor(surname: string, female: boolean): string {
  if (surname === "Singh" && female) return "Kaur";
  if (surname === "Kaur" && !female) return "Singh";
  return surname;
}

/** Closing sentences that suit any category. */
export const GENERAL_CLOSERS = [
  "Consultations are available in {languages}.",
  "Enquiries are usually answered within two working days.",
  "Weekday and winter dates are offered at a reduced rate.",
  "Summer weekends book up early, so enquiries a year or more ahead are encouraged.",
  "Many couples come by recommendation from family and friends.",
  "Free initial consultations are available by appointment.",
  "They are happy to work alongside your planner and other suppliers.",
  "Flexible payment plans are available for larger bookings.",
] as const;

/** Closing sentences for vendors who come to the couple. */
export const TRAVEL_CLOSERS = [
  "Based in {town}, they cover the whole of {region} and travel further afield on request.",
  "Travel within {region} is included, and weddings elsewhere are quoted individually.",
  "They regularly work at venues in London, the Midlands and the North.",
] as const;

/** Words kept capitalised when a service tag is used inside a sentence. */
const PROPER_WORDS = new Set([
  "Nikah", "Walima", "Anand", "Arabic", "Indo-Arabic", "Rajasthani", "Pakistani", "Kanjivaram", "Kandyan", "Benarasi",
  "Bollywood", "Bengali", "Sri", "Sufi", "Carnatic", "Jain", "Hindu", "Tamil", "Urdu", "Hindi", "Rolls-Royce",
]);

/** "Bridal mehndi" → "bridal mehndi", but "Arabic designs", "HD makeup" and "Nikah looks" keep their capitals. */
export function inlineTag(tag: string): string {
  const first = tag.split(" ")[0] ?? "";
  if (PROPER_WORDS.has(first) || /^[A-Z0-9]{2,}/.test(first) || /^\d/.test(first)) return tag;
  return tag.charAt(0).toLowerCase() + tag.slice(1);
}
