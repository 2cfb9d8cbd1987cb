import { useId, useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/icon";
import { readStored, writeStored } from "~/lib/storage";
import { type ThemeChoice, applyThemeChoice, themeStorageKey, toThemeChoice } from "~/lib/theme";
import { useContent } from "~/hooks/use-content";

const listeners = new Set<() => void>();

/** Follows the stored choice, including changes made in another tab. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function choose(choice: ThemeChoice) {
  applyThemeChoice(choice);
  writeStored(themeStorageKey, choice);
  for (const listener of listeners) listener();
}

/**
 * The three-way theme choice: an icon button that opens the browser's own list of the three
 * choices (a select drawn as the icon of the theme in use, its label read by screen readers), so
 * it works from the keyboard, before hydration and on every phone as a select does. Prerendered and hydrated as "system" for every visitor, so the markup
 * always matches; React then shows the stored choice (the head script already painted the page in
 * it). Before hydration the head script does the choosing (app/lib/boot-script.ts); with scripts
 * off it is hidden, and the system's theme applies. If storage is blocked the choice still
 * applies for the rest of the visit.
 */
export function ThemeSelect() {
  const site = useContent("site");
  const labels = {
    system: site.chrome.themeSystem,
    light: site.chrome.themeLight,
    dark: site.chrome.themeDark,
  } satisfies Record<ThemeChoice, string>;
  const id = useId();
  const choice = useSyncExternalStore(
    subscribe,
    () => toThemeChoice(document.documentElement.dataset.theme ?? readStored(themeStorageKey)),
    () => "system" as const,
  );

  return (
    <div className="theme-select">
      <label htmlFor={id} className="visually-hidden">
        {site.chrome.theme}
      </label>
      {/* The icon follows the page's theme attribute, which the head script sets before the app
          runs; one icon per choice, CSS shows the one in use. */}
      <span className="theme-select__icons" aria-hidden="true">
        <span data-choice="system">
          <Icon name="monitor" />
        </span>
        <span data-choice="light">
          <Icon name="sun" />
        </span>
        <span data-choice="dark">
          <Icon name="moon" />
        </span>
      </span>
      <select
        id={id}
        title={site.chrome.theme}
        data-theme-select=""
        value={choice}
        onChange={(event) => choose(toThemeChoice(event.target.value))}
      >
        {(Object.keys(labels) as ThemeChoice[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
