// One lint configuration for the whole project: TypeScript-aware rules, React hooks rules.
// Formatting is Prettier's job (npm run format); `npm test` checks both.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Layers (docs/architecture.md): screens and API handlers reach the database only through core/. */
const noDatabase = {
  group: ["drizzle-orm", "drizzle-orm/*", "**/db/*", "**/db/**"],
  message:
    "Screens and API handlers do not touch the database: call a service from core/ (context.services or AppServices), and take types and value lists from core/.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "data/",
      ".react-router/",
      ".tmp/",
      "node_modules/",
      "test-results/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Layers (docs/architecture.md): screens and API handlers call core services; only core/ and db/
    // touch the ORM and the schema. Integration tests may look at the rows behind an answer.
    files: ["app/**/*.{ts,tsx}", "server/api/**/*.ts"],
    ignores: ["**/*.int.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [noDatabase],
        },
      ],
    },
  },
  {
    // Browser code: the rich-text sanitiser (sanitize-html) runs on the server only (loaders, actions and
    // core services clean HTML), and TipTap loads only through LazyRichTextEditor, so public pages never
    // carry either (app/components/admin/rich-text-editor.tsx, core/shared/rich-text.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.int.test.ts", "**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noDatabase,
            {
              group: ["sanitize-html", "**/shared/rich-text.ts"],
              message:
                "The rich-text sanitiser is server-only: clean HTML in a core service or a *.server.ts module; pages get it clean from their loaders.",
            },
            {
              group: ["@tiptap/*"],
              message:
                "TipTap is for the admin editor only: use LazyRichTextEditor (app/components/admin/lazy-rich-text-editor.tsx).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/admin/rich-text-editor.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [noDatabase] }] },
  },
  {
    files: ["scripts/**", "bench/**", "db/*-cli.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright's own polling waits up to a second between looks; tests/e2e/fixtures.ts has `poll`.
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "expect",
          property: "poll",
          message: "Use poll() from tests/e2e/fixtures.ts (50 ms looks).",
        },
      ],
    },
  },
);
