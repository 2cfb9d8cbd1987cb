// @vitest-environment jsdom
/**
 * The starter's tags the build and dev write into a page (app/islands/starter-tags.js) and what its starter
 * (app/islands/starter.ts) does on it, by running the starter against the page: the loader and
 * the due module are stand-ins (scripts/build/islands-fixtures/) that keep their side of the contract.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IslandsPlan, starterSettingsOf, starterTags } from "../../app/islands/starter-tags.js";
import type { IslandWhen } from "../../app/islands/starter-settings.js";

const fixtures = "scripts/build/islands-fixtures";
const plan: IslandsPlan = {
  starter: "/* the starter's built code */",
  loader: `${fixtures}/loader.ts`,
  due: ["assets/due-code-1.js", `${fixtures}/due.ts`],
  preload: ["assets/shared-1.js"],
  islands: {
    "site-header": ["assets/today-1.js", "assets/header-1.js"],
    "site-footer": ["assets/today-1.js", "assets/footer-1.js"],
    donation: ["assets/donation-1.js"],
    "sponsorship-tools": ["assets/sponsorship-1.js"],
  },
  files: [],
};
const data = '<script type="application/json" id="island-data">{}</script>';
const island = (name: string, when?: string) =>
  `<div class="island" data-island="${name}" data-prefix="i0-"${when ? ` data-when="${when}"` : ""}><button type="button">${name}</button><a href="#${name}">${name}</a></div>`;
const header = island("site-header", "use");
const footer = island("site-footer", "due");
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
/** A rendered page with its islands (name to when), given its starter's tags as the build does. */
const withStarter = (body: string, islands: [string, IslandWhen][]) =>
  page(body).replace("</body>", () => `${starterTags(new Map(islands), plan)}</body>`);
const headerAndFooter: [string, IslandWhen][] = [
  ["site-header", "use"],
  ["site-footer", "due"],
];
/** The page with a widget the build writes: the header, the donation widget, the footer. */
const widgetPage = withStarter(`${header}<main>${island("donation")}</main>${footer}${data}`, [
  ["site-header", "use"],
  ["donation", "load"],
  ["site-footer", "due"],
]);
/** A page without a widget: the header and footer only. */
const quietPage = withStarter(`${header}<main></main>${footer}${data}`, headerAndFooter);

describe("the page the build writes", () => {
  it("carries the same starter on every page, after its own settings as JSON", () => {
    const starterTag = `<script type="module">${plan.starter}</script></body>`;
    expect(widgetPage).toContain(`<script type="application/json" id="island-start">`);
    expect(widgetPage.endsWith(`${starterTag}</html>`)).toBe(true);
    expect(quietPage.endsWith(`${starterTag}</html>`)).toBe(true);
    // Nothing is requested before the paint: no preload or script file in the HTML itself.
    expect(widgetPage).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
  });

  it("runs a page's `use` islands at once when it has a widget, and fetches what they need", () => {
    expect(starterSettingsOf(widgetPage)).toEqual({
      load: ["site-header", "donation"],
      initial: [
        "/assets/shared-1.js",
        "/assets/today-1.js",
        "/assets/header-1.js",
        "/assets/donation-1.js",
      ],
      loader: `/${fixtures}/loader.ts`,
      due: ["/assets/due-code-1.js", `/${fixtures}/due.ts`],
      quiet: {
        "site-footer": {
          files: ["/assets/shared-1.js", "/assets/today-1.js", "/assets/footer-1.js"],
          use: false,
        },
      },
    });
    expect(starterSettingsOf(quietPage)).toMatchObject({
      load: [],
      initial: [],
      quiet: { "site-header": { use: true }, "site-footer": { use: false } },
    });
  });

  it("gives a page without islands no scripts, and names an island the registry lacks", () => {
    expect(starterTags(new Map(), plan)).toBe("");
    expect(() => starterTags(new Map([["carousel", "load"]]), plan)).toThrow(
      /an island "carousel" the registry does not name/,
    );
  });
});

describe("the starter, run on the page", () => {
  let paint: (() => void) | undefined;
  const unhandled = vi.fn();
  beforeEach(() => {
    paint = undefined;
    // The browser's report of the first paint, sent when the test says the page has painted.
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static readonly supportedEntryTypes = ["paint"];
        constructor(callback: () => void) {
          paint = callback;
        }
        observe() {}
      },
    );
    process.on("unhandledRejection", unhandled);
    vi.resetModules();
  });
  afterEach(() => {
    process.off("unhandledRejection", unhandled);
    unhandled.mockReset();
    vi.unstubAllGlobals();
    for (const element of [document.documentElement, document.body])
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
  });

  /** Puts the built page in the document and runs its starter. */
  async function open(html: string, changes: (document: Document) => void = () => {}) {
    const parsed = new DOMParser().parseFromString(html, "text/html");
    changes(parsed);
    document.head.innerHTML = parsed.head.innerHTML;
    document.body.innerHTML = parsed.body.innerHTML;
    for (const { name, value } of parsed.body.attributes) document.body.setAttribute(name, value);
    await import("../../app/islands/starter");
  }
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
  const islandNamed = (name: string) =>
    document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
  const live = () =>
    [...document.querySelectorAll<HTMLElement>("[data-live]")].map((el) => el.dataset.island);
  const root = document.documentElement;

  it("fetches nothing before the first paint; then the files, the loader, and runs its islands", async () => {
    await open(widgetPage);
    expect(preloaded()).toEqual([]);
    expect(root.dataset.loaderRuns).toBeUndefined();

    paint?.();
    expect(preloaded()).toEqual(starterSettingsOf(widgetPage)?.initial);
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    expect(root.dataset.loaderRuns).toBe("1");
    // The widget and the header (a `use` island on a page with a widget) run; the footer waits
    // for its day (the real loader asks the due module).
    expect(live()).toEqual(["site-header", "donation"]);
  });

  it.each([
    ["a press", "pointerdown"],
    ["a touch", "touchstart"],
    ["a key", "keydown"],
    ["focus", "focusin"],
  ])("wakes a `use` island on %s, not on a pointer passing over", async (_, type) => {
    await open(quietPage);
    paint?.();
    // Nothing is due: the page is marked as running with nothing loaded.
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    expect(preloaded()).toEqual(starterSettingsOf(quietPage)?.due);
    const button = islandNamed("site-header").querySelector("button")!;
    for (const passing of ["pointerover", "pointerenter", "pointermove", "mouseover"])
      button.dispatchEvent(new Event(passing, { bubbles: true }));
    expect(islandNamed("site-header").hasAttribute("data-wake")).toBe(false);

    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(islandNamed("site-header").hasAttribute("data-wake")).toBe(true);
    expect(preloaded()).toEqual(
      expect.arrayContaining(starterSettingsOf(quietPage)?.quiet["site-header"]?.files ?? []),
    );
    await vi.waitFor(() => expect(live()).toEqual(["site-header"]));
    // Once: a second press does not load or wake anything again.
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(root.dataset.loaderRuns).toBe("1");
  });

  it("asks the due module which quiet islands the visitor's day needs, and runs those", async () => {
    await open(quietPage, (parsed) => parsed.body.setAttribute("data-due", "site-footer"));
    paint?.();
    await vi.waitFor(() => expect(live()).toEqual(["site-footer"]));
    expect(islandNamed("site-header").hasAttribute("data-wake")).toBe(false);
    expect(preloaded()).toEqual(
      expect.arrayContaining(starterSettingsOf(quietPage)?.quiet["site-footer"]?.files ?? []),
    );
  });

  it("marks the page as running when nothing is due, without the loader", async () => {
    await open(quietPage);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    expect(root.dataset.loaderRuns).toBeUndefined();
    expect(live()).toEqual([]);
  });

  /** A page whose widget is below the first screen: it waits for the visitor to come near. */
  const belowPage = withStarter(
    `${header}<main>${island("sponsorship-tools", "visible")}</main>${footer}${data}`,
    [...headerAndFooter, ["sponsorship-tools", "visible"]],
  );

  /** Stands in for the browser's IntersectionObserver: the test says when an island comes near. */
  function observeIntersections() {
    const observed: Element[] = [];
    const seen: { callback?: (entries: { target: Element; isIntersecting: boolean }[]) => void } =
      {};
    const options: unknown[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: NonNullable<typeof seen.callback>, init: unknown) {
          seen.callback = callback;
          options.push(init);
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve(element: Element) {
          observed.splice(observed.indexOf(element), 1);
        }
      },
    );
    const near = (element: Element) => seen.callback?.([{ target: element, isIntersecting: true }]);
    return { observed, options, near };
  }

  it("wakes a `visible` island when it comes within half a screen, watched from the first paint", async () => {
    const { observed, options, near } = observeIntersections();
    await open(belowPage);
    const widget = islandNamed("sponsorship-tools");
    expect(observed).toEqual([]);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    // Its element lays out as if it were not there (display: contents): its children are watched.
    expect(observed).toEqual([...widget.children]);
    expect(options).toEqual([{ rootMargin: "50% 0px" }]);
    // Untouched, far from it: nothing but the due module, not the loader or the widget's code.
    expect(preloaded()).toEqual(starterSettingsOf(belowPage)?.due);
    expect(root.dataset.loaderRuns).toBeUndefined();

    near(widget.children[0]!);
    await vi.waitFor(() => expect(live()).toEqual(["sponsorship-tools"]));
    expect(preloaded()).toEqual(
      expect.arrayContaining(starterSettingsOf(belowPage)?.quiet["sponsorship-tools"]?.files ?? []),
    );
    // The header still waits for the visitor; the widget is watched no more.
    expect(islandNamed("site-header").hasAttribute("data-wake")).toBe(false);
    expect(observed).toEqual([]);
  });

  it("wakes a `visible` island on a press before it comes near", async () => {
    observeIntersections();
    await open(belowPage);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    islandNamed("sponsorship-tools")
      .querySelector("button")!
      .dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.waitFor(() => expect(live()).toEqual(["sponsorship-tools"]));
  });

  it("runs a `visible` island at the first paint in a browser without the observer", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    await open(belowPage);
    expect(root.dataset.loaderRuns).toBeUndefined();
    paint?.();
    await vi.waitFor(() => expect(live()).toEqual(["sponsorship-tools"]));
  });

  it("presses a button again once its island is live, when it was pressed before; not a link", async () => {
    await open(quietPage);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    const header = islandNamed("site-header");
    const button = header.querySelector("button")!;
    const link = header.querySelector("a")!;
    // What the island's own handlers would see: presses once it is live.
    const pressedLive: string[] = [];
    header.addEventListener("click", (event) => {
      if (header.hasAttribute("data-live")) pressedLive.push((event.target as Element).tagName);
    });
    link.addEventListener("click", (event) => event.preventDefault());
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    link.click();
    button.click();
    await vi.waitFor(() => expect(live()).toEqual(["site-header"]));
    expect(pressedLive).toEqual(["BUTTON"]);
    // Once: a press after it runs is the island's own, not pressed again.
    button.click();
    expect(pressedLive).toEqual(["BUTTON", "BUTTON"]);
  });

  /** A quiet page whose header holds a link its island runs in place (the video's poster). */
  const heldPage = withStarter(
    `<div class="island" data-island="site-header" data-prefix="i0-" data-when="use"><a href="#video" data-held="">Play</a></div><main></main>${footer}${data}`,
    headerAndFooter,
  );
  /**
   * Opens a page with a held link, painted and marked as running, and records each press on the
   * link as the page sees it after the starter: before the island runs or once live, and held
   * or followed.
   */
  async function openWithHeldLink(html: string) {
    await open(html);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    const presses: string[] = [];
    document.addEventListener("click", (event) => {
      const state = islandNamed("site-header").hasAttribute("data-live") ? "live" : "before";
      presses.push(`${state}, ${event.defaultPrevented ? "held" : "followed"}`);
    });
    return { presses, link: islandNamed("site-header").querySelector("a")! };
  }
  const plainPress = () => new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });

  it("holds a plain press on a held link until its island is live, then presses it again", async () => {
    const { presses, link } = await openWithHeldLink(heldPage);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    link.dispatchEvent(plainPress());
    await vi.waitFor(() => expect(live()).toEqual(["site-header"]));
    // Pressed again for the island, whose own handler (none in the stand-in) takes it from here.
    expect(presses).toEqual(["before, held", "live, followed"]);
  });

  it("leaves a press with a key held to the browser, before the island runs", async () => {
    const { presses, link } = await openWithHeldLink(heldPage);
    for (const key of ["ctrlKey", "metaKey", "shiftKey", "altKey"])
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, [key]: true }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 1 }));
    expect(presses).toEqual(Array(5).fill("before, followed"));
  });

  /** A page whose module at `file` cannot be fetched. */
  const withMissing = (html: string, file: string) =>
    html.replace(`/${fixtures}/${file}`, `/${fixtures}/missing-${file}`);
  /** Settles once an import of `url` has failed as the starter's did, and rejections are reported. */
  async function afterFailedImport(url: string) {
    await expect(import(/* @vite-ignore */ url)).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
  }

  it("leaves the page as its HTML, with no uncaught error, when the loader cannot load", async () => {
    const html = withMissing(widgetPage, "loader.ts");
    await open(html);
    paint?.();
    expect(preloaded()).toEqual(starterSettingsOf(html)?.initial);
    await afterFailedImport(starterSettingsOf(html)?.loader ?? "");
    expect(unhandled).not.toHaveBeenCalled();
    expect(root.hasAttribute("data-hydrated")).toBe(false);
    expect(live()).toEqual([]);
  });

  it("leaves the page as its HTML, with no uncaught error, when the due module cannot load", async () => {
    const html = withMissing(quietPage, "due.ts");
    await open(html, (parsed) => parsed.body.setAttribute("data-due", "site-footer"));
    paint?.();
    await afterFailedImport(starterSettingsOf(html)?.due.at(-1) ?? "");
    expect(unhandled).not.toHaveBeenCalled();
    expect(root.hasAttribute("data-hydrated")).toBe(false);
    expect(root.dataset.loaderRuns).toBeUndefined();
  });

  it("leaves the page as its HTML, with no uncaught error, when a woken island's loader cannot load", async () => {
    const html = withMissing(quietPage, "loader.ts");
    await open(html);
    paint?.();
    await vi.waitFor(() => expect(root.hasAttribute("data-hydrated")).toBe(true));
    islandNamed("site-header")
      .querySelector("button")!
      .dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await afterFailedImport(starterSettingsOf(html)?.loader ?? "");
    expect(unhandled).not.toHaveBeenCalled();
    expect(live()).toEqual([]);
  });

  it("follows a held link pressed before, when its island's loader cannot load", async () => {
    const html = withMissing(heldPage, "loader.ts").replace("#video", "#video-file");
    const { presses, link } = await openWithHeldLink(html);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    link.dispatchEvent(plainPress());
    await afterFailedImport(starterSettingsOf(html)?.loader ?? "");
    expect(presses).toEqual(["before, held", "before, followed"]);
    await vi.waitFor(() => expect(location.hash).toBe("#video-file"));
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("lets a held link through at once once its island's loader has failed", async () => {
    const html = withMissing(heldPage, "loader.ts").replace("#video", "#video-later");
    const { presses, link } = await openWithHeldLink(html);
    // Reached by the keyboard first: the island wakes, and its loader fails, before the press.
    link.dispatchEvent(new Event("focusin", { bubbles: true }));
    await afterFailedImport(starterSettingsOf(html)?.loader ?? "");
    link.dispatchEvent(plainPress());
    expect(presses).toEqual(["before, followed"]);
    await vi.waitFor(() => expect(location.hash).toBe("#video-later"));
  });
});
