// What a page's starter (app/islands/starter.ts) is told, and the one rule that decides when each
// island of a page runs (decision 0043). Plain JavaScript with its types in JSDoc, so the build's
// Node scripts (app/islands/starter-tags.js, scripts/bundle-sizes.mjs) and the app (the starter, `npm run dev`'s page) share
// this one copy.

/** The id of the page's settings, a JSON script just before the starter. */
export const starterSettingsId = "island-start";

/**
 * When an island runs: at once after the first paint (`load`, for widgets that act by themselves
 * or that the page is about, in the first screen); when the visitor scrolls near it or reaches
 * into it first (`visible`, for widgets below the first screen: issue 42); when the visitor first
 * reaches into it (`use`: a press, a key, focus), or when app/islands/due.ts says the visitor's
 * day needs it; or only then (`due`).
 * @typedef {"load" | "visible" | "use" | "due"} IslandWhen
 */

/**
 * The starter's settings, as the page carries them (scripts/bundle-sizes.mjs reads them too):
 * the islands that run at once (`load`) and the files they need (`initial`), fetched after the
 * first paint with the loader; the due module (its imports, then itself); and each quiet island's
 * files, whether using it starts it, and whether coming near it does.
 * @typedef {{
 *   load: string[],
 *   initial: string[],
 *   loader: string,
 *   due: string[],
 *   quiet: Record<string, { files: string[], use: boolean, near?: boolean }>,
 * }} StarterSettings
 */

/**
 * Which of a page's islands run at once, and which wait (quiet): `visible` ones for the visitor to
 * come near or reach in, `use` ones for the visitor, `due` ones for the visitor's day. On a page
 * with a widget in its first screen (a `load` island), React and the shell come at once anyway, so
 * its `use` islands (the header) run at once too, and no first press on them waits for React.
 * @param {ReadonlyMap<string, IslandWhen>} islands the page's islands, name to when
 * @returns {{ load: string[], quiet: Map<string, { use: boolean, near?: boolean }> }}
 */
export function whenOnPage(islands) {
  const hasWidget = [...islands.values()].includes("load");
  /** @type {string[]} */
  const load = [];
  /** @type {Map<string, { use: boolean, near?: boolean }>} */
  const quiet = new Map();
  for (const [name, when] of islands) {
    if (when === "load" || (hasWidget && when === "use")) load.push(name);
    else if (when === "visible") quiet.set(name, { use: true, near: true });
    else quiet.set(name, { use: when === "use" });
  }
  return { load, quiet };
}
