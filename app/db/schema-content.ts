import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

// The content and trust pages' records (docs/product/public-area.md#contact, docs/product/public-area.md#blog): messages sent through /contact and the blog's likes.

/** A message sent through the contact form, kept for the support team (and mailed to the support address). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * One like of a blog article by one browser: `liker_id` is a random id kept in that browser's cookie, so a browser
 * likes an article once and no personal data is stored. The count is the number of rows per article.
 */
export const blogLikes = pgTable(
  "blog_likes",
  {
    articleId: integer("article_id").notNull(),
    likerId: text("liker_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.likerId] })],
);
