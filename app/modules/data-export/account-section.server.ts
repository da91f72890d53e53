import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { ExportSection } from "~/modules/data-export/export-sections";

/**
 * The `account` part of an export: the sign-in identity's own fields. Never the password hash, sessions or tokens
 * (docs/decisions/090-data-export.md). Input: the database, the user id of the session. Output: an object section.
 */
export function accountSection(db: Database, userId: string): ExportSection {
  return {
    name: "account",
    kind: "object",
    about: "Your account.",
    fields: {
      name: "The name on the account.",
      email: "The email address you sign in with.",
      emailVerified: "Whether the address was confirmed.",
      role: "'couple' or 'vendor'.",
      banned: "Whether the account is suspended.",
      banReason: "Why, if it is.",
      createdAt: "When the account was made (ISO 8601, UTC).",
      updatedAt: "When it was last changed.",
    },
    read: async () => {
      const [row] = await db
        .select({
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          role: users.role,
          banned: users.banned,
          banReason: users.banReason,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
