import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layering } from "./eslint.layers.js";

export default tseslint.config(
  { ignores: ["build*/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["scripts/**", "tools/**", "tests/**", "deploy/**", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook. In tests a wrong
    // non-null assertion throws, which fails the test as it should.
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Ambient module declarations cannot have top-level imports, so they name types with import().
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
  {
    // The rooms and the one way their imports run (decision 0041): each floor imports only the
    // floors below it. Tests are no room: they import what they check from any floor.
    files: ["app/**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: layering.settings,
    rules: { "boundaries/dependencies": ["error", layering.rule] },
  },
  {
    // The build holds no state in its modules (decision 0053): the run and what one step makes
    // for another are passed to what needs them, so no step depends on which module Node loaded.
    files: [
      "scripts/build/**",
      "app/pipeline/**",
      "app/outputs/**",
      "app/render-page.server.tsx",
      "app/page-modules.ts",
      "app/document.tsx",
      "vite.config.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Program > VariableDeclaration",
          "Program > ExportNamedDeclaration > VariableDeclaration",
        ]
          .flatMap((declaration) => [`${declaration}[kind='let']`, `${declaration}[kind='var']`])
          .map((selector) => ({
            selector,
            message:
              "No module-level variable in the build: pass the run, or what one step makes for another, to what needs it (decision 0053).",
          })),
      ],
    },
  },
);
