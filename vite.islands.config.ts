/**
 * The islands' build (decision 0033): the code the browser runs, built after React Router's build
 * has prerendered every page, into the same folder (scripts/build.ts, which reads which files each
 * island needs from this build's output). One entry (app/islands/client.tsx) and one chunk
 * per island, loaded by the islands on the page. React Router does not run in the browser: an
 * island that imports it fails this build, rather than shipping the router.
 */
import { defineConfig } from "vite";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";
import { islandsPlanPlugin, withoutServerModules } from "./scripts/islands-build";

const root = new URL(".", import.meta.url).pathname.replace(/\/$/, "");

const buildDir = process.env.BUILD_DIR ?? "build";
const appDir = `${root}/app/`;
/** The islands on every page (the root layout's): their code is one chunk, the shell. */
const everyPage = ["components/site/header.tsx", "components/site/footer.tsx"];
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

interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/**
 * The app's modules (and the build's virtual ones, not packages) a module reaches by static
 * imports, itself included.
 */
function reachable(starts: readonly string[], { getModuleInfo }: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !(id.startsWith(appDir) || id.startsWith("\0virtual:"))) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}
const shells = new WeakMap<ModuleGraph["getModuleInfo"], Set<string>>();
/** The due module and what it imports: its own chunk, which imports nothing (app/islands/due.ts). */
const dueModules = new WeakMap<ModuleGraph["getModuleInfo"], Set<string>>();

export default defineConfig({
  plugins: [
    // The build's date and content, not its files: React Router's build wrote those.
    contentPlugin(undefined, { outputs: false }),
    {
      // Styles are in the one stylesheet the prerender built (decision 0017): here a component's
      // `import "./x.css"` is nothing.
      name: "jade:islands-without-styles",
      enforce: "pre",
      resolveId(source) {
        return source.endsWith(".css") ? "\0island-no-css" : undefined;
      },
      load(id) {
        return id === "\0island-no-css" ? "export {};" : undefined;
      },
    },
    // Which files each island needs, read from the bundle, and the starter (scripts/islands-build.ts).
    islandsPlanPlugin({
      registry: `${appDir}islands/registry.ts`,
      loader: `${appDir}islands/client.tsx`,
      due: `${appDir}islands/due.ts`,
      starter: `${appDir}islands/starter.ts`,
    }),
    withoutServerModules(root),
    {
      name: "jade:islands-without-router",
      enforce: "pre",
      resolveId(source, importer) {
        if (source === "react-router" || source.startsWith("react-router/"))
          this.error(
            `${importer ?? "an island"} imports React Router, which does not run in the browser: ` +
              "take Link, NavLink, useLocation, useSearchParams or useNavigate from ~/lib/location.",
          );
        return undefined;
      },
    },
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  publicDir: false,
  build: {
    outDir: `${buildDir}/client`,
    emptyOutDir: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { islands: "app/islands/client.tsx", due: "app/islands/due.ts" },
      // The due module's `due` is called by each page's starter: entries keep their exports.
      preserveEntrySignatures: "exports-only",
      output: {
        // What every page runs (the header's and footer's islands and what they import) is one
        // file, requested with the loader; each other island is a file, with what it alone uses.
        manualChunks(id, graph) {
          let shell = shells.get(graph.getModuleInfo);
          if (!shell) {
            // The due module runs on every page before anything else: what it imports stays
            // out of the shell, which it must not load.
            const due = reachable([`${appDir}islands/due.ts`], graph);
            dueModules.set(graph.getModuleInfo, due);
            shell = new Set(
              [
                ...reachable(
                  everyPage.map((module) => `${appDir}${module}`),
                  graph,
                ),
              ].filter((module) => !due.has(module)),
            );
            shells.set(graph.getModuleInfo, shell);
          }
          if (dueModules.get(graph.getModuleInfo)?.has(id)) return "due";
          if (shell.has(id)) return "shell";
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
});
