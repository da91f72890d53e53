import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { normalisePassword } from "~/modules/accounts/password-policy";

// zxcvbn estimates how many guesses a cracker needs, recognising dictionary words, names, repeats
// ("aaaaaaaa"), sequences ("12345678abc") and keyboard walks. Its scores: 0 < 10^3 guesses, 1 < 10^6,
// 2 < 10^8, 3 < 10^10, 4 above (docs/decisions/006-password-policy.md).

/** The lowest zxcvbn score a new password may have: 2, at least 10^8 guesses (issue #8). */
export const MIN_PASSWORD_SCORE = 2;

/** Words of this site an attacker would try first. */
const SITE_WORDS = ["shaadi", "vendors", "shaadivendors", "wedding"];

let factory: ZxcvbnFactory | undefined;

// Building the dictionaries takes a few hundred milliseconds, so it happens on first use, not at start-up.
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/**
 * zxcvbn's score (0–4) of a password, counting the email's parts and the site's name as known words.
 * Input: the password as typed (NFKC-normalised here, as it is hashed) and optionally the account's email.
 * Output: the score. Only the first 128 characters are judged, which bounds the work.
 */
export function passwordScore(password: string, email?: string): number {
  const userInputs = [...SITE_WORDS];
  if (email) userInputs.push(...email.toLowerCase().split(/[@.+_-]/).filter((part) => part.length >= 3));
  return estimator().check(normalisePassword(password).slice(0, 128), userInputs).score;
}

/** Whether a password scores below {@link MIN_PASSWORD_SCORE}. Input: password, optional email. */
export function isWeakPassword(password: string, email?: string): boolean {
  return passwordScore(password, email) < MIN_PASSWORD_SCORE;
}
