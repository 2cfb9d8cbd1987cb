// Postbuild step: React Router's pages start fetching all their JavaScript at once, at the same
// priority as the stylesheets and before the first paint, so on a slow phone network the
// scripts (about 125 KB, two thirds React) share the line with what the visitor waits to see.
// This rewrites each prerendered page so its scripts are requested right after the first paint:
// the `<link rel="modulepreload">` tags leave the head, and React Router's module script, which
// imports the route modules and then the client entry, runs the same imports from a function
// started by the first contentful paint. The page reads fully before that (it is prerendered) and
// hydrates a frame later. Decision 0017.
// React Router has no option for this: <Scripts> writes the preloads and the module script with no
// hook (checked in 7.18.4). So this step reads its output line by line, knowing each shape it
// writes, and fails the build with what changed and what to do when that output changes.

import { readFileSync } from "node:fs";

const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import "([^"]+)";$/;
// A route's module (`route0`), or one chunk of it when React Router splits route modules
// (`route0_main`, `route0_clientLoader`), and the line that merges the chunks back.
const namespaceImport = /^import \* as (route\d+(?:_\w+)?) from "([^"]+)";$/;
const mergedChunks = /^const (route\d+) = \{(\.\.\.route\d+_\w+)(,\.\.\.route\d+_\w+)*\};$/;
const routeModules = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

/** The React Router this step was written against, and the one installed now. */
export const writtenFor = "7.18.4";
const installed = () => {
  try {
    const pkg = readFileSync(new URL("../node_modules/react-router/package.json", import.meta.url));
    return /** @type {{ version: string }} */ (JSON.parse(pkg.toString())).version;
  } catch {
    return "unknown";
  }
};

/**
 * A page whose markup this step does not recognise: React Router's `<Scripts>` output changed.
 * The message names the page and what was unexpected, and says what to do.
 */
export class AfterFirstPaintError extends Error {
  /** @param {string} page @param {string} why */
  constructor(page, why) {
    super(
      [
        `after-first-paint: ${page}: ${why}.`,
        `React Router's <Scripts> output is not the shape this step knows (written for ${writtenFor}, installed ${installed()}).`,
        "To fix: compare the module script at the end of that page (build/client, before this step:",
        "comment the step out of scripts/postbuild.mjs) with the shapes in scripts/after-first-paint.test.ts,",
        "then teach scripts/after-first-paint.mjs the new line and add it to the test. To ship meanwhile,",
        "remove the step from postbuild.mjs: every page still works, its scripts just load before the",
        "first paint (expect a lower Lighthouse score on phones). Decision 0017.",
      ].join("\n"),
    );
    this.name = "AfterFirstPaintError";
  }
}

/**
 * @param {string} html a prerendered page
 * @param {string} page its name, for errors
 * @returns {string} the page, its scripts requested after the first paint
 */
export function scriptsAfterFirstPaint(html, page) {
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? "");
  const script = moduleScript.exec(html);
  if (!script) throw new AfterFirstPaintError(page, "no React Router module script");
  const lines = (script[1] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  /** @type {string[]} */ const first = [];
  /** @type {[string, string][]} */ const routes = [];
  /** @type {string[]} */ const merges = [];
  let modules = "";
  let entry = "";
  for (const line of lines) {
    let match;
    if ((match = staticImport.exec(line))) first.push(match[1] ?? "");
    else if ((match = namespaceImport.exec(line))) routes.push([match[1] ?? "", match[2] ?? ""]);
    else if (mergedChunks.test(line)) merges.push(line);
    else if ((match = routeModules.exec(line))) modules = match[1] ?? "";
    else if ((match = entryImport.exec(line))) entry = match[1] ?? "";
    else throw new AfterFirstPaintError(page, `unexpected line in the module script: ${line}`);
  }
  if (!entry || !modules || routes.length === 0)
    throw new AfterFirstPaintError(page, "the module script lacks its routes or entry");
  const json = JSON.stringify;
  const body = [
    "let started = false;",
    "const start = async () => {",
    "  if (started) return;",
    "  started = true;",
    `  for (const href of ${json(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    ...first.map((href) => `  await import(${json(href)});`),
    `  const [${routes.map(([name]) => name).join(", ")}] = await Promise.all([${routes
      .map(([, href]) => `import(${json(href)})`)
      .join(", ")}]);`,
    ...merges.map((line) => `  ${line}`),
    `  window.__reactRouterRouteModules = ${modules};`,
    `  await import(${json(entry)});`,
    "};",
    // Started by the first contentful paint (at once if it already happened); where the browser
    // does not report paints, by the first frame. A hidden tab paints nothing: a timer starts it.
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    '  new PerformanceObserver(() => start()).observe({ type: "paint", buffered: true });',
    "} else requestAnimationFrame(() => setTimeout(start));",
    "setTimeout(start, 3000);",
  ].join("\n");
  return html.replace(preloadTag, "").replace(script[0], `<script type="module">${body}</script>`);
}
