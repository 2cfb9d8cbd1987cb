import { describe, expect, it } from "vitest";
import { AfterFirstPaintError, scriptsAfterFirstPaint } from "./after-first-paint.mjs";

// The shape React Router 7.18's <Scripts> writes into every prerendered page.
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/shared-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/></head><body><main>Text</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-6.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("scriptsAfterFirstPaint", () => {
  const out = scriptsAfterFirstPaint(page, "index.html");

  it("takes the module preloads out of the head and keeps the stylesheet", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(out).toContain("<main>Text</main>");
  });

  it("imports the manifest, then the route modules, then the entry, once the first paint is done", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    const order = [
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-6.js",
      "/assets/entry.client-2.js",
    ].map((href) => script.indexOf(`import("${href}")`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(script).toContain('observe({ type: "paint", buffered: true })');
    expect(script).toContain("requestAnimationFrame(");
    // The removed preloads are added back when hydration starts, shared chunks included.
    expect(script).toContain('"/assets/shared-4.js"');
    expect(script).not.toMatch(/^import /m);
  });

  it("runs as a module the browser can parse", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    // A syntax error would stop hydration on every page; the Function constructor parses it.
    expect(() => new Function(`return async () => {${script}}`)).not.toThrow();
  });

  it("fails the build, naming the page, when React Router writes something unexpected", () => {
    expect(() =>
      scriptsAfterFirstPaint(page.replace("import(", "doSomethingElse("), "donate.html"),
    ).toThrow(AfterFirstPaintError);
    expect(() => scriptsAfterFirstPaint("<html></html>", "donate.html")).toThrow(/donate\.html/);
  });
});
