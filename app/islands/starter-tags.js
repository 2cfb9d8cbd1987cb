// A page's islands' starter: its settings as JSON, then the starter itself, for the end of its
// body (decision 0043). The one function that makes them, in the build (from the islands' built
// files) and in `npm run dev` (from their sources). Plain JavaScript with JSDoc types, as
// starter-settings.js, so the build's Node scripts can import it.
import { starterSettingsId, whenOnPage } from "./starter-settings.js";

/**
 * The files the starter fetches: the islands' build's (scripts/build/islands.ts) or, in dev, the
 * sources. Paths from the site's root, without the leading "/".
 * @typedef {{
 *   starter: string,
 *   loader: string,
 *   due: string[],
 *   preload: string[],
 *   islands: Record<string, string[]>,
 * }} IslandFiles
 */

/**
 * What the islands' build made (scripts/build/islands.ts): the files the starter fetches, and
 * every file written (with those loaded later, such as the search engine): the only scripts the
 * site's pages load.
 * @typedef {IslandFiles & { files: string[] }} IslandsPlan
 */

/** @typedef {import("./starter-settings.js").StarterSettings} StarterSettings */
/** @typedef {import("./starter-settings.js").IslandWhen} IslandWhen */

/**
 * The starter's settings for a page's islands.
 * @param {ReadonlyMap<string, IslandWhen>} islands the page's islands, name to when
 * @param {IslandFiles} files
 * @returns {StarterSettings}
 */
export function starterSettings(islands, files) {
  /** @type {(name: string) => string[]} */
  const filesOf = (name) => {
    const own = files.islands[name];
    if (!own)
      throw new Error(`islands: the page has an island "${name}" the registry does not name.`);
    return [...files.preload, ...own].map((file) => `/${file}`);
  };
  const { load, quiet } = whenOnPage(islands);
  return {
    load,
    initial: [...new Set(load.flatMap(filesOf))],
    loader: `/${files.loader}`,
    due: files.due.map((file) => `/${file}`),
    quiet: Object.fromEntries(
      [...quiet].map(([name, { use, near }]) => [
        name,
        near ? { files: filesOf(name), use, near } : { files: filesOf(name), use },
      ]),
    ),
  };
}

/**
 * The two scripts for the end of a page's body, or nothing on a page without islands.
 * @param {ReadonlyMap<string, IslandWhen>} islands the page's islands, name to when
 * @param {IslandFiles} files
 */
export function starterTags(islands, files) {
  if (islands.size === 0) return "";
  // "<" as \u003c, so no file name can close the script element.
  const json = JSON.stringify(starterSettings(islands, files)).replace(/</g, "\\u003c");
  return (
    `<script type="application/json" id="${starterSettingsId}">${json}</script>` +
    `<script type="module">${files.starter}</script>`
  );
}

/**
 * A built page's starter settings, or nothing on a page without islands (the bundle sizes and the
 * browser tests read them).
 * @param {string} html
 * @returns {StarterSettings | undefined}
 */
export function starterSettingsOf(html) {
  const json = new RegExp(
    `<script type="application/json" id="${starterSettingsId}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
}
