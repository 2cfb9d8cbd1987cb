// Postbuild step (decisions 0033 and 0043): each prerendered page gets the scripts of its own
// islands and nothing else. React Router's client build, which `react-router build` makes
// alongside the prerender, is not used in the browser: its scripts and `.data` files are removed.
// A page with an island gets, at the end of its body, its settings as JSON and the starter
// (app/islands/starter.ts, built by the islands' build: the same text on every page). Once the
// page has painted, the starter requests every file its islands need at once, and the islands'
// loader (app/islands/client.tsx). So the scripts never compete with the stylesheet, the font or
// the first image (a preload link in the HTML would be fetched at high priority before the first
// paint), and they arrive together instead of one after another. Quiet islands (the header's and
// footer's) wait for the visitor or the due module. A page with no island gets no script. The
// script is last in the body, so every island is parsed before it runs.

import { starterSettingsId, whenOnPage } from "../app/islands/starter-settings.js";

/**
 * What the islands' build made (scripts/islands-build.ts; scripts/build.ts takes it): the
 * starter's code, the loader, the files it imports, the due module's files, for each island the
 * files it needs (its own chunk last), and every file written (with those loaded later, such as
 * the search engine).
 * @typedef {{ starter: string, loader: string, due: string[], preload: string[], islands: Record<string, string[]>, files: string[] }} IslandsPlan
 */

/** @typedef {import("../app/islands/starter-settings.js").StarterSettings} StarterSettings */
/** @typedef {import("../app/islands/starter-settings.js").IslandWhen} IslandWhen */

/**
 * The page with its islands' starter script, or as it was if it has no island.
 * @param {string} html a prerendered page
 * @param {IslandsPlan} plan
 * @param {string} page the page's file, for errors
 */
export function withIslandScripts(html, plan, page) {
  /** @type {Map<string, IslandWhen>} island name to when it runs */
  const islands = new Map();
  for (const match of html.matchAll(/<div class="island" data-island="([^"]+)"[^>]*?>/g)) {
    const when = / data-when="(use|due)"/.exec(match[0])?.[1] ?? "load";
    islands.set(match[1] ?? "", /** @type {IslandWhen} */ (when));
  }
  if (islands.size === 0) return html;
  if (!html.includes('id="island-data"'))
    throw new Error(`islands-scripts: ${page} has islands but no island data.`);
  /** @type {(name: string) => string[]} */
  const filesOf = (name) => {
    const files = plan.islands[name];
    if (!files)
      throw new Error(
        `islands-scripts: ${page} has an island "${name}" the registry does not name.`,
      );
    return [...plan.preload, ...files].map((file) => `/${file}`);
  };
  const { load, quiet } = whenOnPage(islands);
  /** @type {StarterSettings} */
  const settings = {
    load,
    initial: [...new Set(load.flatMap(filesOf))],
    loader: `/${plan.loader}`,
    due: plan.due.map((file) => `/${file}`),
    quiet: Object.fromEntries(
      [...quiet].map(([name, { use }]) => [name, { files: filesOf(name), use }]),
    ),
  };
  // "<" as \u003c, so no file name can close the script element.
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  const tags =
    `<script type="application/json" id="${starterSettingsId}">${json}</script>` +
    `<script type="module">${plan.starter}</script>`;
  if (!html.includes("</body>")) throw new Error(`islands-scripts: ${page} has no </body>.`);
  return html.replace("</body>", () => `${tags}</body>`);
}

/**
 * A built page's starter settings, or nothing on a page without islands.
 * @param {string} html
 * @returns {StarterSettings | undefined}
 */
export function starterSettingsOf(html) {
  const json = new RegExp(
    `<script type="application/json" id="${starterSettingsId}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
}

/**
 * Every file the islands' build wrote: the only scripts the site's pages load.
 * @param {IslandsPlan} plan
 */
export function islandFiles(plan) {
  return new Set(plan.files);
}
