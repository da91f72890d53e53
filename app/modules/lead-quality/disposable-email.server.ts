import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { emailDomain } from "~/modules/lead-quality/junk-rules";

// Disposable (throwaway) email domains, from the maintained community list packaged as `disposable-email-domains-js`
// (decision 059): read once, offline, kept on the server (the list is some 9,000 domains).

let domains: Set<string> | undefined;

/**
 * Whether the email's domain, or a domain it belongs to (`x.mailinator.com` under `mailinator.com`), is a known
 * disposable mail provider (docs/product/couples-tools.md#lead-quality). Input: an email address (any case).
 * Output: true or false; an address without a domain is false.
 */
export function isDisposableEmail(email: string): boolean {
  domains ??= disposableEmailBlocklistSet();
  let domain = emailDomain(email);
  while (domain.includes(".")) {
    if (domains.has(domain)) return true;
    domain = domain.slice(domain.indexOf(".") + 1);
  }
  return false;
}
