import { z } from "zod";

/** Largest value of a PostgreSQL `integer` (`serial` ids): a larger id sent by a browser is unknown, not a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id as a browser sends it, in a URL or a form: digits only, no leading zero, no sign, at most
 * {@link MAX_ROW_ID}. Anything else ("abc", "1.5", "-3", "1e3", " 1", "01", a number that is not a string) is
 * undefined, so the caller answers 'not found' rather than asking the database.
 */
export function parseRowId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : undefined;
}

/** A zod field for a posted row id: a whole number from 1 to {@link MAX_ROW_ID}, else `message` (e.g. 'Review not found.'). */
export function rowIdField(message: string) {
  return z.coerce.number<string>({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}
