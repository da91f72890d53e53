import { setPasswordHashCostForTests } from "~/modules/accounts/password-hash.server";

// The one place the unit suite lowers scrypt's cost (decision 051): at OWASP's parameters each new password costs
// 0.2–0.5 s of CPU and 128 MiB, and the suite makes hundreds of accounts. Production never calls this; the tests of
// the hashing itself put the real parameters back.
setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
