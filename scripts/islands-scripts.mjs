// Postbuild step (decision 0033): each prerendered page gets the scripts of its own islands and
// nothing else. React Router's client build, which `react-router build` makes alongside the
// prerender, is not used in the browser: its scripts and `.data` files are removed. A page with an
// island gets, at the end of its body, a small module script (the starter, below) that, once the
// page has painted, requests every file its islands need at once, and the islands' loader
// (app/islands/client.tsx, built by vite.islands.config.ts). So the scripts never compete with the
// stylesheet, the font or the first image (a preload link in the HTML would be fetched at high
// priority before the first paint), and they arrive together instead of one after another. Quiet
// islands (the header's and footer's) wait for the visitor or the due module. A page with no
// island gets no script. The script is last in the body, so every island is parsed before it runs.

/**
 * What the islands' build wrote (scripts/build.ts reads it from the build's output): the
 * loader, the files it imports, for each island the files it needs (its own chunk last), and every
 * file written (with those loaded later, such as the search engine).
 * @typedef {{ loader: string, due: string[], preload: string[], islands: Record<string, string[]>, files: string[] }} IslandsPlan
 */

/** The loader's module. */
export const loaderModule = "app/islands/client.tsx";

/** The module that says which quiet islands the visitor's day needs (app/islands/due.ts). */
export const dueModule = "app/islands/due.ts";

/**
 * Each island's module, read from app/islands/registry.ts's `"name": () => import("~/path")`.
 * @param {string} registry the registry's source
 * @returns {Map<string, string>} island name to module, relative to the project
 */
export function islandModules(registry) {
  const modules = new Map();
  for (const [, name = "", module = ""] of registry.matchAll(
    /"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("~\/([^"]+)"\)/g,
  ))
    modules.set(name, `app/${module}.tsx`);
  if (modules.size === 0) throw new Error("islands-scripts: no island found in the registry.");
  return modules;
}

/**
 * @typedef {{ fileName: string, imports: string[], moduleIds: string[], facadeModuleId?: string | null }} BuiltChunk
 */

/**
 * The plan, from the islands' built chunks (Rollup's bundle, in generateBundle).
 * @param {BuiltChunk[]} chunks
 * @param {Map<string, string>} modules island name to module, relative to the project
 * @param {string} root the project's folder
 * @returns {IslandsPlan}
 */
export function islandsPlan(chunks, modules, root) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {(chunk: BuiltChunk, seen: Set<string>) => string[]} */
  const withImports = (chunk, seen) => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    return [
      ...chunk.imports.flatMap((file) => {
        const imported = byFile.get(file);
        return imported ? withImports(imported, seen) : [];
      }),
      chunk.fileName,
    ];
  };
  const chunkOf = (/** @type {string} */ module) => {
    const chunk = chunks.find((built) => built.moduleIds.includes(`${root}/${module}`));
    if (!chunk) throw new Error(`islands-scripts: no built chunk holds ${module}.`);
    return chunk;
  };
  // An entry's own chunk (its exports), which may only re-export a chunk that holds its code.
  const entryOf = (/** @type {string} */ module) =>
    chunks.find((built) => built.facadeModuleId === `${root}/${module}`) ?? chunkOf(module);
  const loader = entryOf(loaderModule);
  const loaded = new Set();
  const preload = withImports(loader, loaded).slice(0, -1);
  return {
    loader: loader.fileName,
    due: withImports(entryOf(dueModule), new Set()),
    preload,
    files: chunks.map((chunk) => chunk.fileName).sort(),
    islands: Object.fromEntries(
      [...modules].map(([name, module]) => [name, withImports(chunkOf(module), new Set(loaded))]),
    ),
  };
}

/**
 * The starter's settings, as the page carries them (scripts/bundle-sizes.mjs reads them too):
 * the files to fetch after the first paint (`initial`: what the page's `load` islands need), the
 * loader, the due module (its imports, then itself), and each quiet island's files and whether
 * using it starts it.
 * @typedef {{ initial: string[], loader: string, due: string[], quiet: Record<string, { files: string[], use: boolean }> }} StarterSettings
 */

/**
 * The page with its islands' starter script, or as it was if it has no island.
 * @param {string} html a prerendered page
 * @param {IslandsPlan} plan
 * @param {string} page the page's file, for errors
 */
export function withIslandScripts(html, plan, page) {
  /** @type {Map<string, string>} island name to when it runs */
  const islands = new Map();
  for (const match of html.matchAll(/<div class="island" data-island="([^"]+)"[^>]*?>/g)) {
    const when = / data-when="(use|due)"/.exec(match[0])?.[1] ?? "load";
    islands.set(match[1] ?? "", when);
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
  // On a page with a widget, React and the shell come at once anyway: its `use` islands (the
  // header) run at once too, so no first press on them waits for React.
  const hasWidget = [...islands.values()].includes("load");
  for (const [name, when] of islands) if (hasWidget && when === "use") islands.set(name, "load");
  const loadNow = [...islands].filter(([, when]) => when === "load").map(([name]) => name);
  /** @type {StarterSettings} */
  const settings = {
    initial: [...new Set(loadNow.flatMap(filesOf))],
    loader: `/${plan.loader}`,
    due: plan.due.map((file) => `/${file}`),
    quiet: Object.fromEntries(
      [...islands]
        .filter(([, when]) => when !== "load")
        .map(([name, when]) => [name, { files: filesOf(name), use: when === "use" }]),
    ),
  };
  const tags = `<script type="module">${starter(settings)}</script>`;
  if (!html.includes("</body>")) throw new Error(`islands-scripts: ${page} has no </body>.`);
  return html.replace("</body>", `${tags}</body>`);
}

/** The settings' line in the starter: `const settings = {…};`. */
export const settingsLine = /\bconst settings = (\{.*\});$/m;

/**
 * The starter: a module script at the end of the body. After the first contentful paint (at once if
 * it already happened; where the browser does not report paints, the first frame; in a hidden tab,
 * which paints nothing, a timer), it requests every file the page's `load` islands need at once,
 * then the loader, which asks the due module itself; on a page without one, it asks the due module
 * which quiet islands the visitor's day needs (if it cannot load, nothing else runs: the page stays
 * its HTML), and starts those. A quiet
 * `use` island starts when a press, a key or focus reaches it (not a pointer passing over: the
 * browser reports one for a resting pointer as the page lays out). With nothing to
 * run it marks the page as ready (`data-hydrated`); otherwise the loader does once it has run.
 * @param {StarterSettings} settings
 */
function starter(settings) {
  return [
    `const settings = ${JSON.stringify(settings)};`,
    "const preload = (files) => {",
    "  for (const href of files) {",
    '    if (document.head.querySelector(`link[href="${href}"]`)) continue;',
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    "};",
    "let loading;",
    "const run = () => {",
    "  loading ??= import(settings.loader);",
    '  loading.then(() => document.dispatchEvent(new Event("jade:islands")));',
    "};",
    "const wake = (name) => {",
    '  const island = document.querySelector(`[data-island="${name}"]`);',
    '  if (!island || island.hasAttribute("data-wake")) return false;',
    '  island.setAttribute("data-wake", "");',
    "  preload(settings.quiet[name].files);",
    "  return true;",
    "};",
    "for (const [name, { use }] of Object.entries(settings.quiet)) {",
    "  if (!use) continue;",
    '  const island = document.querySelector(`[data-island="${name}"]`);',
    '  for (const type of ["pointerdown", "focusin", "keydown", "touchstart"])',
    "    island?.addEventListener(type, () => wake(name) && run(), { once: true, passive: true });",
    "}",
    "let started = false;",
    "const start = async () => {",
    "  if (started) return;",
    "  started = true;",
    "  if (settings.initial.length > 0) {",
    "    preload(settings.initial);",
    "    run();",
    "    return;",
    "  }",
    "  const names = Object.keys(settings.quiet);",
    "  let due = [];",
    "  if (names.length > 0)",
    "    try {",
    "      preload(settings.due);",
    "      due = (await import(settings.due.at(-1))).due(names);",
    "    } catch {",
    "      return;",
    "    }",
    "  for (const name of due) wake(name);",
    "  if (due.length > 0) run();",
    '  else if (!loading) document.documentElement.setAttribute("data-hydrated", "");',
    "};",
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    '  new PerformanceObserver(() => start()).observe({ type: "paint", buffered: true });',
    "} else requestAnimationFrame(() => setTimeout(start));",
    "setTimeout(start, 3000);",
  ].join("\n");
}

/**
 * Every file the islands' build wrote: the only scripts the site's pages load.
 * @param {IslandsPlan} plan
 */
export function islandFiles(plan) {
  return new Set(plan.files);
}
