// One lint for the portal, its reference provider and their tests (issue 8):
// TypeScript's rules, React and its hooks, accessibility of JSX, and imports in a
// stable order. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "data/",
      "tests/.artifacts/",
      // Exactly as openapi-typescript writes it: a test compares it with a fresh generation.
      "app/domain/provider-api.generated.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": ["error", { groups: [["^\\u0000"], ["^node:"], ["^@?\\w"], ["^~/", "^\\."]] }],
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests and migrations read untyped JSON and Kysely's schemaless builder (Kysely<any>, as its docs write migrations).
    files: ["**/*.test.ts", "tests/**/*.ts", "provider-api/tests/**/*.ts", "provider-api/db/migrations.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // A step's folder is its own: the rest of the app may read its schema and choices, never its screen.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/steps/*/route", "**/steps/*/route"], message: "Routes never import other routes." }] },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    // Playwright's fixtures are named by destructuring: `({}, testInfo) => …` is its idiom.
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "18.3" } },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
);
