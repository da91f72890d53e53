import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { normalisePassword } from "~/modules/accounts/password-policy";

// zxcvbn estimates how many guesses a cracker needs, recognising dictionary words, names, repeats
// ("aaaaaaaa"), sequences ("12345678abc") and keyboard walks. Its scores: 0 < 10^3 guesses, 1 < 10^6,
// 2 < 10^8, 3 < 10^10, 4 above (docs/decisions/006-password-policy.md).

/** The lowest zxcvbn score a new password may have: 2, at least 10^8 guesses (decision 006). */
export const MIN_PASSWORD_SCORE = 2;

/** Words of this site an attacker would try first. */
const SITE_WORDS = ["shaadi", "vendors", "shaadivendors", "wedding"];

let factory: Promise<ZxcvbnFactory> | undefined;

// The dictionaries are loaded and built on the first password checked, not at start-up: building them takes a few
// hundred milliseconds, and they hold about 30 MB of a server's heap that the public pages never use (decision 045).
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([{ ZxcvbnFactory: Factory }, common, english]) =>
      new Factory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return factory;
}

/**
 * zxcvbn's score (0–4) of a password, counting the email's parts and the site's name as known words.
 * Input: the password as typed (NFKC-normalised here, as it is hashed) and optionally the account's email.
 * Output: a promise of the score. Only the first 128 characters are judged, which bounds the work. Rejects only when
 * the zxcvbn modules cannot be loaded.
 */
export async function passwordScore(password: string, email?: string): Promise<number> {
  const userInputs = [...SITE_WORDS];
  if (email) userInputs.push(...email.toLowerCase().split(/[@.+_-]/).filter((part) => part.length >= 3));
  return (await estimator()).check(normalisePassword(password).slice(0, 128), userInputs).score;
}

/** Whether a password scores below {@link MIN_PASSWORD_SCORE}. Input: password, optional email. Output: a promise. */
export async function isWeakPassword(password: string, email?: string): Promise<boolean> {
  return (await passwordScore(password, email)) < MIN_PASSWORD_SCORE;
}
