// One lint for the portal, its reference provider and their tests:
// TypeScript's rules, React and its hooks, accessibility of JSX, and imports in a
// stable order. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

// The portal's layers, low to high (decision 0211). A module imports only from its
// own layer or a lower one: the domain is pure, types name shapes for everyone,
// services do the I/O, components draw, steps and routes are screens, and the root
// and the entries sit on top. Tests sit beside what they test and take its layer.
const LAYERS = [
  ["app/domain"],
  ["app/types", "app/route-handle.ts", "app/remix-types.ts"],
  ["app/services"],
  ["app/components"],
  ["app/steps"],
  ["app/routes"],
  ["app/root.tsx", "app/entry.client.tsx", "app/entry.server.tsx", "app/sentry.client.ts"],
];
const LAYER_NAMES = ["domain", "types", "services", "components", "steps", "routes", "the root and entries"];
const upwardImports = LAYERS.slice(0, -1).map((target, layer) => ({
  target,
  from: LAYERS.slice(layer + 1).flat(),
  message: `The ${LAYER_NAMES[layer]} layer imports nothing from a layer above it (decision 0211): move what both need down.`,
}));

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
    // Import direction (cycles: tests/integration/import-cycles.test.ts, which reads type imports too).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: upwardImports }] },
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
    // A page's words reach it one way (decision 0401): its loader names them to pageLoader,
    // formPage or stepLoader (app/services/page-loader.server.ts); no route asks for them itself.
    files: ["app/routes/**/*.{ts,tsx}", "app/steps/**/*.{ts,tsx}", "app/root.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["~/services/language.server", "./services/language.server"].map((name) => ({
            name,
            importNames: ["routeI18n", "textI18n"],
            message: "A page's words come through pageLoader (app/services/page-loader.server.ts).",
          })),
          patterns: [{ group: ["~/steps/*/route", "**/steps/*/route"], message: "Routes never import other routes." }],
        },
      ],
    },
  },
  {
    // Node 20 loses a timeout signal to the garbage collector inside AbortSignal.any, and one
    // nothing listens to directly: time limits come from app/services/abort-signals.server.ts.
    files: ["app/**/*.{ts,tsx}", "server.ts"],
    ignores: ["app/services/abort-signals.server.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "AbortSignal", property: "timeout", message: "Use timeLimit (app/services/abort-signals.server.ts)." },
        { object: "AbortSignal", property: "any", message: "Use timeLimit (app/services/abort-signals.server.ts)." },
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
