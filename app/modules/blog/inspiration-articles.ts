/**
 * The static articles of the home page's inspiration grid (spec: public-area §3, blog article;
 * 8 items on the home grid, read times 5–11 minutes). The blog pages arrive in a later issue.
 */
export type InspirationArticle = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
};

export const INSPIRATION_ARTICLES: InspirationArticle[] = [
  {
    id: 1,
    title: "Planning a Multi-Day South Asian Wedding in the UK",
    excerpt: "From the mehndi night to the walima, how to pace bookings, budgets and venues across every event.",
    category: "Planning",
    readTime: "8 min read",
  },
  {
    id: 2,
    title: "Choosing Your Bridal Makeup Artist",
    excerpt: "Trials, skin prep and questions to ask so your look lasts from the baraat to the last dance.",
    category: "Beauty",
    readTime: "6 min read",
  },
  {
    id: 3,
    title: "Mehndi Designs Brides Are Loving This Year",
    excerpt: "Fine Rajasthani detail, Arabic trails and minimalist motifs: what to ask your mehndi artist for.",
    category: "Mehndi",
    readTime: "5 min read",
  },
  {
    id: 4,
    title: "Banqueting Halls vs Hotels: Which Venue Suits You?",
    excerpt: "Capacity, catering rules and stage space compared for receptions of 200 to 800 guests.",
    category: "Venues",
    readTime: "9 min read",
  },
  {
    id: 5,
    title: "Questions to Ask Your Wedding Photographer",
    excerpt: "Coverage hours, second shooters and album timelines: the checklist before you sign.",
    category: "Photography",
    readTime: "7 min read",
  },
  {
    id: 6,
    title: "Building a Halal Wedding Menu Your Guests Will Remember",
    excerpt: "Live stations, biryani counters and dessert tables, and how caterers price per head.",
    category: "Catering",
    readTime: "6 min read",
  },
  {
    id: 7,
    title: "Lehenga, Saree or Sharara? Finding Your Bridal Outfit",
    excerpt: "Fittings, fabrics and lead times for bridal wear made here or ordered from abroad.",
    category: "Fashion",
    readTime: "10 min read",
  },
  {
    id: 8,
    title: "Stage and Mandap Décor on Any Budget",
    excerpt: "Florals, drapes and lighting ideas that photograph beautifully without overspending.",
    category: "Décor",
    readTime: "11 min read",
  },
];
