import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AfterFirstPaintError, scriptsAfterFirstPaint, writtenFor } from "./after-first-paint.mjs";

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

  it("fails the build, naming the page, the line and what to do, when React Router writes something unexpected", () => {
    const changed = page.replace("import(", "doSomethingElse(");
    expect(() => scriptsAfterFirstPaint(changed, "donate.html")).toThrow(AfterFirstPaintError);
    expect(() => scriptsAfterFirstPaint(changed, "donate.html")).toThrow(
      /donate\.html: unexpected line in the module script: doSomethingElse\(/,
    );
    expect(() => scriptsAfterFirstPaint(changed, "donate.html")).toThrow(
      new RegExp(`written for ${writtenFor.replace(/\./g, "\\.")}, installed \\d`),
    );
    expect(() => scriptsAfterFirstPaint(changed, "donate.html")).toThrow(/remove the step/);
    expect(() => scriptsAfterFirstPaint("<html></html>", "donate.html")).toThrow(/donate\.html/);
  });

  it("was written for the React Router installed", () => {
    const { version } = JSON.parse(
      readFileSync(new URL("../node_modules/react-router/package.json", import.meta.url), "utf8"),
    ) as { version: string };
    // An upgrade trips this on purpose: if the build still passes (every page goes through the
    // step) and the browser tests pass, set writtenFor to the new version.
    expect(version, "React Router was upgraded: see scripts/after-first-paint.mjs").toBe(
      writtenFor,
    );
  });
});

describe("scriptsAfterFirstPaint with route modules split into chunks", () => {
  // What <Scripts> writes when a route's client loader is split from its component.
  const split = page.replace(
    'import * as route1 from "/assets/home-6.js";',
    [
      'import * as route1_clientLoader from "/assets/home-loader-7.js";',
      'import * as route1_main from "/assets/home-6.js";',
      "const route1 = {...route1_clientLoader,...route1_main};",
    ].join("\n"),
  );
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(
    scriptsAfterFirstPaint(split, "index.html"),
  )?.[1];

  it("imports every chunk and merges them before the entry runs", () => {
    expect(script).toContain('import("/assets/home-loader-7.js")');
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script?.indexOf("const route1 =")).toBeLessThan(
      script?.indexOf("window.__reactRouterRouteModules") ?? -1,
    );
    expect(() => new Function(`return async () => {${script}}`)).not.toThrow();
  });
});
