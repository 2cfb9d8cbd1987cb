// eslint-plugin-jsx-a11y ships no types; the flat config reads it as a plugin and its `flatConfigs`.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";
  const plugin: ESLint.Plugin & { flatConfigs: Record<"recommended" | "strict", Linter.Config> };
  export default plugin;
}
