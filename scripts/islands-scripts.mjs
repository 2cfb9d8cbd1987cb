// Postbuild step (decision 0033): each prerendered page gets the scripts of its own islands and
// nothing else. React Router's client build, which `react-router build` makes alongside the
// prerender, is not used in the browser: its scripts and `.data` files are removed. A page with an
// island gets, at the end of its body, a small module script that, once the page has painted,
// requests every file its islands need at once, and the islands' loader (app/islands/client.tsx,
// built by vite.islands.config.ts). So the scripts never compete with the stylesheet, the font or
// the first image (a preload link in the HTML would be fetched at high priority before the first
// paint), and they arrive together instead of one after another. A page with no island gets no
// script. The script is last in the body, so every island is parsed before it runs.

/**
 * What the islands' build wrote (vite.islands.config.ts writes it as islands-plan.json): the
 * loader, the files it imports, for each island the files it needs (its own chunk last), and every
 * file written (with those loaded later, such as the search engine).
 * @typedef {{ loader: string, preload: string[], islands: Record<string, string[]>, files: string[] }} IslandsPlan
 */

/** The file the islands' build writes its plan to, in the client folder (postbuild removes it). */
export const planFile = "islands-plan.json";

/** The loader's module. */
export const loaderModule = "app/islands/client.tsx";

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
 * @typedef {{ fileName: string, imports: string[], moduleIds: string[] }} BuiltChunk
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
  const loader = chunkOf(loaderModule);
  const loaded = new Set();
  const preload = withImports(loader, loaded).slice(0, -1);
  return {
    loader: loader.fileName,
    preload,
    files: chunks.map((chunk) => chunk.fileName).sort(),
    islands: Object.fromEntries(
      [...modules].map(([name, module]) => [name, withImports(chunkOf(module), new Set(loaded))]),
    ),
  };
}

/**
 * The page with its islands' scripts, or as it was if it has none.
 * @param {string} html a prerendered page
 * @param {IslandsPlan} plan
 * @param {string} page the page's file, for errors
 */
export function withIslandScripts(html, plan, page) {
  const names = [
    ...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((match) => match[1] ?? "")),
  ];
  if (names.length === 0) return html;
  if (!html.includes('id="island-data"'))
    throw new Error(`islands-scripts: ${page} has islands but no island data.`);
  const preloads = new Set(plan.preload);
  for (const name of names) {
    const files = plan.islands[name];
    if (!files)
      throw new Error(
        `islands-scripts: ${page} has an island "${name}" the registry does not name.`,
      );
    for (const file of files) preloads.add(file);
  }
  const json = JSON.stringify;
  // Started by the first contentful paint (at once if it already happened), so the scripts never
  // share the line with what the visitor waits to see; where the browser does not report paints,
  // by the first frame; in a hidden tab, which paints nothing, by a timer. Then every file the
  // page's islands need is requested at once, and the loader.
  const starter = [
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    `  for (const href of ${json([...preloads].map((file) => `/${file}`))}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  import(${json(`/${plan.loader}`)});`,
    "};",
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    '  new PerformanceObserver(() => start()).observe({ type: "paint", buffered: true });',
    "} else requestAnimationFrame(() => setTimeout(start));",
    "setTimeout(start, 3000);",
  ].join("\n");
  const tags = `<script type="module">${starter}</script>`;
  if (!html.includes("</body>")) throw new Error(`islands-scripts: ${page} has no </body>.`);
  return html.replace("</body>", `${tags}</body>`);
}

/**
 * Every file the islands' build wrote: the only scripts the site's pages load.
 * @param {IslandsPlan} plan
 */
export function islandFiles(plan) {
  return new Set(plan.files);
}
