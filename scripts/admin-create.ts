/**
 * `npm run admin:create -- --email EMAIL`: creates an admin account (docs/product/admin.md#access). The password comes from
 * `ADMIN_PASSWORD` (for automation) or is asked for at a prompt that does not echo it. Uses the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR, which must not be in use by a running server).
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import "./register-app-imports.ts";

const { getConfig } = await import("~/config.server");
const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createAuth } = await import("~/modules/accounts/auth.server");
const { createAdminUser } = await import("~/modules/admin/admin-accounts.server");
const { AppError } = await import("~/modules/errors/app-error");

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const output = process.stdout;
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  let muted = false;
  const write = output.write.bind(output);
  // readline echoes through stdout.write; swallow the echo once the question is out.
  output.write = ((chunk: string | Uint8Array, ...rest: never[]) => (muted ? true : write(chunk, ...rest))) as typeof output.write;
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      output.write = write;
      write("\n");
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run admin:create -- --email EMAIL   (password from ADMIN_PASSWORD or a prompt)");
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await askHidden(`Password for ${values.email}: `));

const config = getConfig();
const handle = await openDatabase(config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  const auth = createAuth(handle.db, { config, sendMail: async () => {} });
  const id = await createAdminUser(handle.db, auth, { email: values.email, password }, "command-line");
  console.log(`Created admin ${values.email.trim().toLowerCase()} (${id}). Sign in at ${config.publicUrl}/admin`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(`Could not create the admin: ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error("Could not create the admin:", error);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
