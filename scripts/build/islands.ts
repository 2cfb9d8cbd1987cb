/**
 * The islands' build (decision 0043): its settings (islandsViteConfig, at the end) and its rules:
 *
 * - **The plan** (`islandsPlan`): which built files each island needs, read from Rollup's own
 *   module graph. The registry (app/islands/registry.ts) is parsed by Rollup, like every module;
 *   each island's `import("…")` is resolved by the build's resolver, and the graph's chunks say
 *   which files hold it. The starter (app/islands/starter.ts) is built here too, minified and
 *   importing nothing, and goes into the plan as text for app/islands/starter-tags.js to write
 *   into each page: it is not a file of its own. The plan is handed to the build (`onPlan`) when
 *   the bundle is made; no file carries it.
 * - **No build-only code in the browser** (`withoutServerModules`): a `.server` module (a file
 *   named `*.server.*` or anything in a `.server/` folder: the pages' data and checks, which run in
 *   the build), and zod, which checks content at build time only.
 */
import path from "node:path";
import type { InlineConfig, Plugin, Rollup } from "vite";
import type { BuildRun } from "../../app/pipeline/build-run.server";
import { contentPlugin } from "../../app/pipeline/vite-plugin.server";
import type { IslandsPlan } from "../../app/islands/starter-tags.js";

/** What the plan names: the build's modules, as absolute paths. */
export interface IslandsModules {
  /** The registry: `export const islands = { "name": () => import("…")…, … }`. */
  registry: string;
  /** The loader (app/islands/client.tsx), an entry of the build. */
  loader: string;
  /** The due module (app/islands/due.ts), an entry of the build. */
  due: string;
  /** The starter (app/islands/starter.ts), inlined in each page. */
  starter: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every node below `node`, itself first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== "type" && typeof value === "object") yield* nodesOf(value);
}

/**
 * The registry's islands, from its syntax tree as Rollup parsed it: each property of the exported
 * `islands` object, and the module its `import("…")` names.
 */
export function registryImports(ast: unknown): Map<string, string> {
  const islands = new Map<string, string>();
  for (const node of nodesOf(ast)) {
    if (node.type !== "VariableDeclarator") continue;
    const id = node.id as Node;
    const init = node.init as Node | null;
    if (id.name !== "islands" || init?.type !== "ObjectExpression") continue;
    for (const property of init.properties as Node[]) {
      const key = property.key as Node;
      const name = key.type === "Literal" ? String(key.value) : String(key.name);
      const imported = [...nodesOf(property.value)].find(
        (inner) => inner.type === "ImportExpression",
      );
      const source = imported?.source as Node | undefined;
      if (typeof source?.value !== "string")
        throw new Error(`islands: the registry's "${name}" does not import a module by name.`);
      islands.set(name, source.value);
    }
  }
  if (islands.size === 0) throw new Error("islands: no island found in the registry.");
  return islands;
}

/**
 * The plan, from the islands' built chunks (Rollup's bundle, in generateBundle).
 * @param chunks the bundle's chunks
 * @param islands island name to the module it imports (resolved: an absolute path)
 */
export function islandsPlan(
  chunks: readonly Pick<
    Rollup.OutputChunk,
    "fileName" | "imports" | "moduleIds" | "facadeModuleId"
  >[],
  islands: ReadonlyMap<string, string>,
  modules: Pick<IslandsModules, "loader" | "due">,
  starter: string,
): IslandsPlan {
  type Chunk = (typeof chunks)[number];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (chunk: Chunk, seen: Set<string>): string[] => {
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
  const chunkOf = (module: string) => {
    const chunk = chunks.find((built) => built.moduleIds.includes(module));
    if (!chunk) throw new Error(`islands: no built chunk holds ${module}.`);
    return chunk;
  };
  // An entry's own chunk (its exports), which may only re-export a chunk that holds its code.
  const entryOf = (module: string) =>
    chunks.find((built) => built.facadeModuleId === module) ?? chunkOf(module);
  const loader = entryOf(modules.loader);
  const loaded = new Set<string>();
  const preload = withImports(loader, loaded).slice(0, -1);
  return {
    starter,
    loader: loader.fileName,
    due: withImports(entryOf(modules.due), new Set()),
    preload,
    files: chunks.map((chunk) => chunk.fileName).sort(),
    islands: Object.fromEntries(
      [...islands].map(([name, module]) => [name, withImports(chunkOf(module), new Set(loaded))]),
    ),
  };
}

/** Makes the plan from the bundle, with the starter built into it, and hands it to `onPlan`. */
export function islandsPlanPlugin(
  modules: IslandsModules,
  onPlan: (plan: IslandsPlan) => void,
): Plugin {
  let registry: Map<string, string> | undefined;
  return {
    name: "jade:islands-plan",
    buildStart() {
      // The starter is built with the islands, as an entry of its own that shares nothing.
      this.emitFile({ type: "chunk", id: modules.starter, name: "starter" });
    },
    moduleParsed(info) {
      if (info.id === modules.registry) registry = registryImports(info.ast);
    },
    async generateBundle(_options, bundle) {
      if (!registry) this.error(`islands: the registry ${modules.registry} was not built.`);
      const islands = new Map<string, string>();
      for (const [name, source] of registry) {
        const resolved = await this.resolve(source, modules.registry);
        if (!resolved)
          this.error(`islands: the registry's "${name}" imports ${source}, not found.`);
        islands.set(name, resolved.id);
      }
      // The graph agrees: what the registry imports on demand is its islands' modules.
      const imported = this.getModuleInfo(modules.registry)?.dynamicallyImportedIds ?? [];
      const named = new Set(islands.values());
      const stray = imported.filter((id) => !named.has(id));
      if (stray.length > 0)
        this.error(`islands: the registry imports ${stray.join(", ")} as no island.`);

      const starter = Object.values(bundle).find(
        (output): output is Rollup.OutputChunk =>
          output.type === "chunk" && output.facadeModuleId === modules.starter,
      );
      if (!starter) this.error("islands: the starter was not built.");
      if (starter.imports.length > 0 || starter.dynamicImports.length > 0)
        this.error(
          `islands: the starter imports ${[...starter.imports, ...starter.dynamicImports].join(", ")}; ` +
            "it is written into each page, so it must import nothing but what its settings name.",
        );
      // Written into the pages, not a file of its own.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Rollup's way to drop an output file.
      delete bundle[starter.fileName];
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? [output] : [],
      );
      onPlan(islandsPlan(chunks, islands, modules, starter.code.trim()));
    },
  };
}

/** A module kept out of the browser: `*.server.*`, or anything in a `.server/` folder. */
export function isServerModule(id: string): boolean {
  const file = id.split("?")[0] ?? id;
  return /\.server(\.[^/\\]+)?$/.test(path.basename(file)) || /[/\\]\.server[/\\]/.test(file);
}

/**
 * Refuses build-only code in the browser's bundle, naming the module that imports it: a `.server`
 * module, and zod (content is checked at build
 * time; the browser gets the inferred types only).
 */
export function withoutServerModules(root: string): Plugin {
  const shown = (id: string) => (path.isAbsolute(id) ? path.relative(root, id) : id);
  return {
    name: "jade:islands-without-server-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      // An island that imports a value from app/content/schema.ts gets this for schema.ts.
      if (source === "zod" || source.startsWith("zod/"))
        this.error(
          `${shown(importer)} imports zod, which checks content at build time only and must not ` +
            "reach the browser: import closed sets from app/content/sets.ts and only types from " +
            "app/content/schema.ts.",
        );
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && isServerModule(resolved.id))
        this.error(
          `${shown(importer)} imports ${shown(resolved.id)}, a build-only module (.server), into ` +
            "the browser's code: pass what the island needs as props or content instead.",
        );
      return resolved;
    },
  };
}

/**
 * The islands' build (decision 0033): the code the browser runs. One entry (app/islands/client.tsx)
 * and one chunk per island, loaded by the islands on the page; the due module, an entry of its
 * own; the starter, into the plan. Styles are the pages' build's
 * one stylesheet (decision 0017), so a component's `import "./x.css"` is nothing here.
 * @param root the project's folder
 * @param run the build's run: its date and content
 * @param onPlan given the plan when the bundle is made
 */
export function islandsViteConfig({
  root,
  run,
  onPlan,
}: {
  root: string;
  run?: BuildRun;
  onPlan: (plan: IslandsPlan) => void;
}): InlineConfig {
  const appDir = `${root}/app/`;
  /** The islands on every page (the document's): their code is one chunk, the shell. */
  const everyPage = ["components/site/header.tsx", "components/site/footer.tsx"].map(
    (module) => `${appDir}${module}`,
  );
  /**
   * Islands only the home page has, the page most visits start on: one file for all four, which
   * saves it three requests.
   */
  const homeOnly = [
    "components/sections/banner-carousel.tsx",
    "components/sections/home-season.tsx",
    "components/sections/partnership.tsx",
    "components/sections/partner-carousel.tsx",
  ].map((module) => `${appDir}${module}`);
  const due = `${appDir}islands/due.ts`;

  interface ModuleGraph {
    getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
  }
  /**
   * The app's modules (and the build's virtual ones, not packages) a module reaches by static
   * imports, itself included.
   */
  const reachable = (starts: readonly string[], { getModuleInfo }: ModuleGraph) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !(id.startsWith(appDir) || id.startsWith("\0virtual:"))) return;
      seen.add(id);
      for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  /** The shell's modules and the due module's, worked out once per bundle from its graph. */
  let groups: { shell: Set<string>; due: Set<string> } | undefined;

  return {
    root,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    plugins: [
      // The build's date and content: the content's files are the build's "content" step's.
      contentPlugin(undefined, { run }),
      {
        name: "jade:islands-without-styles",
        enforce: "pre",
        resolveId(source) {
          return source.endsWith(".css") ? "\0island-no-css" : undefined;
        },
        load(id) {
          return id === "\0island-no-css" ? "export {};" : undefined;
        },
      },
      // Which files each island needs, read from the bundle, and the starter.
      islandsPlanPlugin(
        {
          registry: `${appDir}islands/registry.ts`,
          loader: `${appDir}islands/client.tsx`,
          due,
          starter: `${appDir}islands/starter.ts`,
        },
        onPlan,
      ),
      withoutServerModules(root),
    ],
    resolve: { alias: { "~": `${root}/app` } },
    publicDir: false,
    build: {
      // The build writes the bundle itself (scripts/build/build.ts): each file once.
      write: false,
      assetsInlineLimit: 0,
      rollupOptions: {
        input: { islands: `${appDir}islands/client.tsx`, due },
        // The due module's `due` is called by each page's starter: entries keep their exports.
        preserveEntrySignatures: "exports-only",
        output: {
          // What every page runs (the header's and footer's islands and what they import) is one
          // file, requested with the loader; each other island is a file, with what it alone uses.
          manualChunks(id, graph) {
            if (!groups) {
              // The due module runs on every page before anything else: what it imports stays
              // out of the shell, which it must not load.
              const dueModules = reachable([due], graph);
              const shell = new Set(
                [...reachable(everyPage, graph)].filter((module) => !dueModules.has(module)),
              );
              groups = { shell, due: dueModules };
            }
            if (groups.due.has(id)) return "due";
            if (groups.shell.has(id)) return "shell";
            return homeOnly.includes(id) ? "home" : undefined;
          },
          // Chunks under 3 KB (most helpers two islands share) join another: on the home page, 6
          // files instead of 11 for 2 bytes more (measured in decision 0033).
          experimentalMinChunkSize: 3000,
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
          assetFileNames: "assets/[name]-[hash][extname]",
        },
      },
    },
  };
}
