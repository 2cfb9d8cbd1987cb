/**
 * The colour theme: the visitor's choice of system, light or dark, kept in local storage. "System"
 * follows the operating system through CSS alone; light and dark set `data-theme` on <html>.
 */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = "jade:theme";

export function toThemeChoice(value: string | null): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
) {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}
