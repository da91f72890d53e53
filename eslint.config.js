import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // The architecture's one-way imports: the browser never loads server-only modules through a component.
      "no-restricted-imports": "off",
    },
  },
  {
    // Hooks rules apply to React code only; test helpers such as useBrowser() are not React hooks.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/*.server.ts"], message: "Components never import server-only modules." }] },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    // Tests of routes set up their own data.
    ignores: ["app/routes/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "drizzle-orm", message: "Routes call domain functions; only app/db and app/modules use Drizzle." }] },
      ],
    },
  },
);
