import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that reach the database directly; allowed only in app/db and app/modules. */
const DATABASE_IMPORTS = [
  {
    group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/pglite", "@electric-sql/pglite/*", "~/db/schema*", "**/db/schema*"],
    message: "Only app/db and app/modules touch the database: call a domain function instead.",
  },
];

/**
 * App code is imported one way: through the `~/` alias (docs/ARCHITECTURE.md, "Public rules enforced in one place"). Relative paths are left for React Router's
 * generated `./+types/*` and for the test support folder, which lives outside app/.
 */
const RELATIVE_IMPORTS = [
  {
    regex: "^\\.\\.?/(?!\\+types/|(\\.\\./)+tests/support/)",
    message: "Import app code through the ~/ alias, e.g. ~/modules/search/synonyms.",
  },
];

/** Reading the system time outside the app clock (decisions 019 and 052; see the clock's config below). */
const CLOCK_SYNTAX = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the time with now() from ~/modules/time/clock (or performance.now() for a duration).",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Read the time with now() from ~/modules/time/clock (or performance.now() for a duration).",
  },
];

/**
 * The layers inside app/modules, lowest first (docs/ARCHITECTURE.md, "Layers inside app/modules"; decision 054).
 * A module may import the modules listed before it, in its own layer or a lower one, and none listed after it:
 * imports between modules run one way, so they can never form a cycle. A new module is placed here before it
 * is linted.
 */
const MODULE_LAYERS = [
  ["foundation", ["errors", "time", "money", "logging", "storage", "jobs", "mail", "rate-limits", "audit", "http", "geo", "seo", "maps"]],
  ["domain", ["categories", "media", "lead-quality", "listing-stats", "search-log", "response-times", "packages", "vendors", "mail-preferences", "reviews", "conversations", "availability", "enquiries", "search", "billing", "accounts", "contact"]],
  ["feature", ["insights", "onboarding", "vendor-portal", "vendor-performance", "admin", "demo-catalogue", "imports", "scraping", "calendar-sync", "shortlist", "weddings", "guest-list", "wedding-budget", "wedding-checklist", "couples", "city-pages", "site-figures", "blog", "enquiry-follow-ups", "site-insights", "data-export", "retention", "erasure", "data-requests"]],
  ["site", ["site"]],
];

const MODULE_ORDER = MODULE_LAYERS.flatMap(([layer, modules]) => modules.map((name) => ({ name, layer })));

const unplacedModules = readdirSync(`${import.meta.dirname}/app/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !MODULE_ORDER.some((module) => module.name === entry.name))
  .map((entry) => entry.name);
if (unplacedModules.length > 0) {
  throw new Error(`Place ${unplacedModules.join(", ")} in MODULE_LAYERS (eslint.config.js) and docs/ARCHITECTURE.md's layers.`);
}

/**
 * One config per module: its files may not import (statically, by `export … from` or by `import()`) a module that
 * stands after it in MODULE_LAYERS. Tests are left out: they may set up data through any module. The clock itself
 * (time/clock.ts) is the one file that reads the system time.
 */
const MODULE_LAYER_CONFIGS = MODULE_ORDER.flatMap(({ name, layer }, index) => {
  const above = MODULE_ORDER.slice(index + 1);
  const patterns = above.map((other) => ({
    group: [`~/modules/${other.name}`, `~/modules/${other.name}/*`],
    message: `app/modules/${name} (${layer}) may not import ${other.name} (${other.layer}), which stands above it: see "Layers inside app/modules" in docs/ARCHITECTURE.md.`,
  }));
  const dynamicImports = above.length === 0 ? [] : [
    {
      selector: `ImportExpression[source.value=/^~\\/modules\\/(${above.map((other) => other.name).join("|")})(\\/|$)/]`,
      message: `app/modules/${name} (${layer}) may not import a module that stands above it: see "Layers inside app/modules" in docs/ARCHITECTURE.md.`,
    },
  ];
  const config = {
    files: [`app/modules/${name}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...patterns, ...RELATIVE_IMPORTS] }],
      "no-restricted-syntax": ["error", ...CLOCK_SYNTAX, ...dynamicImports],
    },
  };
  if (name !== "time") return [config];
  return [config, { files: ["app/modules/time/clock.ts"], rules: { "no-restricted-syntax": ["error", ...dynamicImports] } }];
});

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".data/", "node_modules/", "app/db/migrations/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Hooks rules apply to React code only; test helpers such as useBrowser() are not React hooks.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: RELATIVE_IMPORTS }] },
  },
  {
    // Only app/db and app/modules touch the database (docs/ARCHITECTURE.md, convention 1). Routes may
    // import `~/db/client.server` to hand the database to domain functions, nothing else of it.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    // Tests of routes set up their own data.
    ignores: ["app/routes/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...DATABASE_IMPORTS, ...RELATIVE_IMPORTS] }] },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: DATABASE_IMPORTS }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...DATABASE_IMPORTS,
            { group: ["**/*.server", "**/*.server.ts"], message: "Components never import server-only modules." },
            ...RELATIVE_IMPORTS,
          ],
        },
      ],
    },
  },
  {
    // The database layer sits below the business: it never imports a domain module.
    files: ["app/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/modules/*", "~/modules/**", "**/modules/**"], message: "app/db never imports app/modules." },
            ...RELATIVE_IMPORTS,
          ],
        },
      ],
    },
  },
  {
    // Every log line of the app and the server is a JSON line of the logging module, without personal data
    // (decisions 041, 048). Only that module writes to the console (and its Vitest fallback). scripts/ is left
    // out: its command-line tools print for the person running them. Tests may watch the console.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/modules/logging/**", "**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // One clock for every time rule (decisions 019 and 052): server code reads the time through the app clock,
    // `now()` of ~/modules/time/clock, so tests and the development clock move rate limits, links and holds alike.
    // Durations for logs use performance.now(); app/db and components (which also run in the browser) hold no rules.
    // The module configs below repeat CLOCK_SYNTAX, since a later config's rule options replace an earlier one's.
    files: ["app/modules/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/root.tsx", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/modules/time/clock.ts"],
    rules: { "no-restricted-syntax": ["error", ...CLOCK_SYNTAX] },
  },
  // Layers inside app/modules: each module imports only the modules below it.
  ...MODULE_LAYER_CONFIGS,
  {
    // CommonJS scripts that must run on any Node (scripts/check-node.cjs, before an install).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
