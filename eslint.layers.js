// The house's floors, lowest first, and what each may import (decisions 0041 and 0053). A room
// imports itself and the rooms below it; `boundaries/dependencies` (eslint.config.js) refuses an
// import that runs back up. There is no exception: the content model is the ground floor, and the
// islands' names sit below the registry that imports their components.

/** The folders the rules know, each an element of its own. */
const folders = {
  lib: "app/lib",
  search: "app/search",
  content: "app/content",
  outputs: "app/outputs",
  pipeline: "app/pipeline",
  hooks: "app/hooks",
  islands: "app/islands",
  components: "app/components",
  routes: "app/routes",
  editor: "app/editor",
  styles: "app/styles",
  assets: "app/assets",
  scripts: "scripts",
  tools: "tools",
  tests: "tests",
  // Last, so that it holds only the files right in app/: route-table.ts, the document and the
  // renderer (document.tsx, render-page.server.tsx, page-modules.ts).
  app: "app",
};

/**
 * Each room: the files it holds, as element selectors.
 * @type {Record<string, object>}
 */
const rooms = {
  "route-table": { type: "app", fileInternalPath: "route-table.ts" },
  model: { type: "content" },
  lib: { type: "lib" },
  search: { type: "search" },
  outputs: { type: "outputs" },
  pipeline: { type: "pipeline" },
  hooks: { type: "hooks" },
  // starter-settings.js is JavaScript: the build's Node scripts import it too (decision 0043).
  islands: { type: "islands", fileInternalPath: "!(registry|client).{ts,tsx,js}" },
  components: { type: "components" },
  "islands-entry": { type: "islands", fileInternalPath: "{registry,client}.{ts,tsx}" },
  routes: { type: "routes" },
  root: { type: "app", fileInternalPath: "{document.tsx,render-page.server.tsx,page-modules.ts}" },
  editor: { type: "editor" },
  styles: [{ type: "styles" }, { type: "assets" }],
  scripts: { type: "scripts" },
  tools: { type: "tools" },
  tests: { type: "tests" },
};

/**
 * What each room may import besides itself and the stylesheets and images: the rooms below it.
 * @type {Record<string, string[]>}
 */
const below = {
  "route-table": [],
  model: ["route-table"],
  lib: ["model", "route-table"],
  search: ["lib", "model", "route-table"],
  outputs: ["model", "lib", "route-table"],
  pipeline: ["outputs", "model", "lib", "route-table"],
  hooks: ["search", "model", "lib", "route-table"],
  islands: ["hooks", "model", "lib", "route-table"],
  components: ["islands", "hooks", "search", "model", "lib", "route-table"],
  "islands-entry": ["components", "islands", "hooks", "model", "lib", "route-table"],
  routes: ["components", "islands", "hooks", "pipeline", "search", "model", "lib", "route-table"],
  root: [
    "routes",
    "islands-entry",
    "components",
    "islands",
    "hooks",
    "pipeline",
    "model",
    "lib",
    "route-table",
  ],
  editor: ["model", "lib", "route-table"],
};

/** @param {string} room */
const to = (room) => ({ to: { element: rooms[room] } });

export const layering = {
  settings: {
    "boundaries/elements": Object.entries(folders).map(([type, pattern]) => ({
      type,
      pattern,
      partialMatch: false,
    })),
    "import/resolver": { typescript: { alwaysTryTypes: true } },
  },
  rule: {
    default: "disallow",
    message:
      "{{from.element.filePath}} may not import {{to.element.filePath}}: imports run down the floors, never back up (eslint.layers.js, decision 0041)",
    // Files of one folder import each other too: islands/ holds two floors.
    checkInternals: true,
    policies: [
      ...Object.entries(below).map(([room, lower]) => ({
        from: { element: rooms[room] },
        allow: [room, ...lower, "styles"].map(to),
      })),
    ],
  },
};
