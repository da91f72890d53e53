import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from app/db/schema.ts; the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
