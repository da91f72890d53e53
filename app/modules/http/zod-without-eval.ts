import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` where it may, and finds out once by trying it. The site's
// Content-Security-Policy has no 'unsafe-eval' (decision 042), so in the browser that attempt is refused and
// reported as a violation, even though zod catches the error. Parsers are interpreted in the browser instead: the
// forms there are small. Must run before any schema is built, hence imported first by app/root.tsx.
if (typeof document !== "undefined") z.config({ jitless: true });
