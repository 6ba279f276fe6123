// ESLint for the whole repository: TypeScript's recommended rules everywhere, React, its
// hooks (with the React Compiler's checks) and jsx-a11y for the app. Formatting is
// Prettier's (eslint-config-prettier turns off the rules that would fight it).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "**/.wrangler/",
      "local/.data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "worker-configuration.d.ts",
      "mobile/node_modules/",
      "mobile/android/",
      "mobile/ios/",
      "mobile/www/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["app/**/*.{ts,tsx}"], ...react.configs.flat.recommended },
  { files: ["app/**/*.{ts,tsx}"], ...react.configs.flat["jsx-runtime"] },
  { files: ["app/**/*.{ts,tsx}"], settings: { react: { version: "detect" } } },
  { files: ["app/**/*.tsx"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are mistakes, except the ones that say so with a leading underscore.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Tests and stand-ins read untyped JSON from the wire; `any` stays visible in review.
      "@typescript-eslint/no-explicit-any": "off",
      "react/prop-types": "off",
    },
  },
  prettier,
);
