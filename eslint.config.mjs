import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// Type-aware TypeScript rules (the same program as `tsc`), React's own rules (a missing `key`
// fails), the hooks rules and jsx-a11y. Formatting is Prettier's job (`npm run format:check`).
export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "public",
      "build-info",
      ".cache",
      ".bench",
      ".page-blocks",
      ".public-last-good",
      "src/gatsby-types.d.ts",
      "coverage",
      "screenshots",
      "tmp", // scratch files, kept out of git
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ["**/*.{ts,tsx}"] })),
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Types come from TypeScript (typegen fragments), not propTypes.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Tests read JSON fixtures and Jest mocks, which are `any` by design: the no-unsafe-* rules
    // would only ask for casts there. Every other type-aware rule still applies to tests.
    files: ["__tests__/**/*.{ts,tsx}", "plugins/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // expect(mock.method).toHaveBeenCalled() passes methods around on purpose.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // Destructuring props away to drop them is the point in mocks: `ignoreRestSiblings`.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
);
