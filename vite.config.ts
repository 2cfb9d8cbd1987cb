import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/content/vite-plugin.server";

const appDir = new URL("./app/", import.meta.url).pathname;
const rootModule = `${appDir}root.tsx`;
/** Most visits start on the home page: what it shares with other pages joins the shell too. */
const homeModule = `${appDir}routes/home.tsx`;

interface ChunkApi {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
}

/**
 * A module several pages share but smaller than this (characters of built code) joins the shell:
 * a request of its own would cost a phone more than the bytes it saves the pages without it.
 */
const smallShared = 1000;

/** The app's own modules (not packages) a module reaches by static imports, itself included. */
function reachable(start: string, { getModuleInfo }: ChunkApi): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !id.startsWith(appDir) || id.includes("/node_modules/")) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * The shell: every app module that every page loads anyway, that is, all the root layout reaches
 * and all that every route reaches, the small modules several routes share, and what the home page
 * shares with another page (so a first visit makes fewer requests). One chunk instead
 * of a dozen small ones saves requests and bytes (each chunk compresses alone). Worked out once per
 * build (the client and the prerender builds each have their own module graph and getModuleInfo).
 */
const shells = new WeakMap<ChunkApi["getModuleInfo"], Set<string>>();
function inShell(id: string, api: ChunkApi): boolean {
  let shell = shells.get(api.getModuleInfo);
  if (!shell) {
    const entries = [...api.getModuleIds()].filter((module) => api.getModuleInfo(module)?.isEntry);
    const routes = entries.filter((entry) => entry.startsWith(`${appDir}routes/`));
    const root = entries.find((entry) => entry.split("?")[0] === rootModule);
    const perRoute = routes.map((route) => reachable(route, api));
    const homeRoute = routes.find((route) => route.split("?")[0] === homeModule);
    const homeModules = homeRoute ? reachable(homeRoute, api) : undefined;
    shell = new Set(root ? reachable(root, api) : []);
    const uses = new Map<string, number>();
    for (const set of perRoute)
      for (const module of set) uses.set(module, (uses.get(module) ?? 0) + 1);
    for (const [module, count] of uses) {
      // Route modules stay in their own chunks.
      if (module.startsWith(`${appDir}routes/`)) continue;
      // Stylesheets stay with the component that imports them.
      if (!/\.tsx?$/.test(module)) continue;
      const size = api.getModuleInfo(module)?.code?.length ?? Infinity;
      const sharedByHome = count > 1 && (homeModules?.has(module) ?? false);
      if (count === perRoute.length || (count > 1 && size < smallShared) || sharedByHome)
        shell.add(module);
    }
    shells.set(api.getModuleInfo, shell);
  }
  return shell.has(id);
}

export default defineConfig({
  plugins: [contentPlugin(), imagetools({ removeMetadata: true }), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // Assets are files, never data: URLs, so a strict img-src 'self' policy can hold later.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (8 KB gzip): one render-blocking request on every page,
    // cached across pages, instead of up to three per page (decision 0017).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        manualChunks(id, api) {
          return inShell(id, api) ? "root" : undefined;
        },
      },
    },
  },
});
