// What our uploads' storage keys have in common, so each kind of upload can tell its own files from any other URL
// (decision 100: only our own uploads are ever deleted).

/** The random part of an upload's key (`randomUUID()`, lower case), as a regular expression's source. */
export const UPLOAD_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The storage key at the end of a stored file's URL: the first group of `pattern` matched against the URL's path.
 * Input: the URL as a row keeps it (absolute or a path) and a pattern anchored at the path's end whose first group is
 * the key. Output: the key, or undefined for a URL that cannot be parsed or does not match. Throws nothing.
 */
export function uploadKeyOf(url: string, pattern: RegExp): string | undefined {
  let path: string;
  try {
    path = new URL(url, "http://relative.invalid").pathname;
  } catch {
    return undefined;
  }
  return pattern.exec(path)?.[1];
}
