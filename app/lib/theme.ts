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

/**
 * Runs in <head> before the first paint, so a stored choice never flashes the wrong theme. It also
 * marks the document as scripted (`data-js`), which the CSS uses to keep menus usable without
 * scripts. Kept tiny and self-contained: it is inlined, not bundled.
 */
export const themeBootScript = `(function(d){d.dataset.js="";try{var c=localStorage.getItem(${JSON.stringify(
  themeStorageKey,
)});if(c==="light"||c==="dark")d.dataset.theme=c}catch(e){}})(document.documentElement)`;

export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
) {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}
