// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootScript } from "./boot-script";
import { themeStorageKey } from "./theme";

const root = document.documentElement;
// Each run adds its listeners again; they all do the same, so repeated runs change nothing.
const run = () => new Function(bootScript)();

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  delete root.dataset.hydrated;
  delete root.dataset.font;
  document.body.innerHTML = "";
});

describe("the head script", () => {
  it("applies a stored dark choice before first paint, and never marks the page as scripted", () => {
    localStorage.setItem(themeStorageKey, "dark");
    run();
    expect(root.dataset.theme).toBe("dark");
    // Styles that need the app wait for data-hydrated, which only the app sets.
    expect([...root.attributes].map((attribute) => attribute.name)).not.toContain("data-js");
    expect(root.hasAttribute("data-hydrated")).toBe(false);
  });

  it("ignores a garbage choice, leaving the system preference in charge", () => {
    localStorage.setItem(themeStorageKey, "purple");
    run();
    expect(root.dataset.theme).toBeUndefined();
  });

  it("survives storage that throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(run).not.toThrow();
      document.body.innerHTML = `<select data-theme-select><option>system</option><option>dark</option></select>`;
      const select = document.querySelector("select")!;
      select.value = "dark";
      // The choice still applies for this page, though it cannot be kept.
      expect(() => select.dispatchEvent(new Event("change", { bubbles: true }))).not.toThrow();
      expect(root.dataset.theme).toBe("dark");
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });

  it("lets the theme select work until its island runs, and stands aside after it", () => {
    run();
    document.body.innerHTML = `<div data-island="site-header"><select data-theme-select>
      <option>system</option><option>light</option><option>dark</option></select></div>`;
    const select = document.querySelector("select")!;
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    };
    choose("dark");
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    choose("system");
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(themeStorageKey)).toBe("system");

    // The page may be marked as running while the header's island still waits for the visitor.
    root.dataset.hydrated = "";
    choose("dark");
    expect(root.dataset.theme).toBe("dark");
    document.querySelector<HTMLElement>("[data-island]")!.dataset.live = "";
    choose("light");
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
  });

  it("takes a choice made while the island hydrates, which React stops on its way down", () => {
    run();
    document.body.innerHTML = `<div data-island="site-header"><select data-theme-select>
      <option>system</option><option>light</option><option>dark</option></select></div>`;
    const island = document.querySelector<HTMLElement>("[data-island]")!;
    // What React's listener on its container does to a change on a part it has not hydrated yet.
    island.addEventListener("change", (event) => event.stopPropagation(), { capture: true });
    const select = document.querySelector("select")!;
    select.value = "dark";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
  });

  it("does a command's press in a browser without commands, until the app takes the button", () => {
    expect("commandForElement" in HTMLButtonElement.prototype).toBe(false);
    run();
    document.body.innerHTML = `<div data-island="site-header">
      <button id="open" commandfor="list" command="show-modal">Announcements</button></div>
      <dialog id="list" closedby="any"><button id="close" commandfor="list" command="close">Close</button></dialog>`;
    const dialog = document.querySelector("dialog")!;
    // jsdom has no dialog methods: these do what the browser's do to the open state.
    dialog.showModal = () => dialog.setAttribute("open", "");
    dialog.close = () => dialog.removeAttribute("open");
    const press = (id: string) => document.getElementById(id)!.click();
    press("open");
    expect(dialog.open).toBe(true);
    press("close");
    expect(dialog.open).toBe(false);
    // A press on the backdrop: its target is the dialog itself.
    press("open");
    dialog.click();
    expect(dialog.open).toBe(false);

    // Once the app handles the press (it prevents the default), the head script stands aside.
    const island = document.querySelector<HTMLElement>("[data-island]")!;
    island.addEventListener("click", (event) => event.preventDefault(), { once: true });
    press("open");
    expect(dialog.open).toBe(false);
    island.dataset.live = "";
    press("open");
    expect(dialog.open).toBe(false);
  });

  describe("names the web font", () => {
    /** What the browser reports of its paints, to the head script's observer. */
    type Paints = (names: string[]) => void;

    /**
     * A visit that came from `referrer` ("" for none), in a browser that reports its paints (or,
     * with `paintTiming` false, one that cannot).
     */
    function visitFrom(referrer: string, paintTiming = true) {
      vi.useFakeTimers();
      vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
      let report: Paints = () => {};
      class Observer {
        static supportedEntryTypes = paintTiming ? ["mark", "paint"] : ["mark"];
        constructor(callback: (list: unknown, observer: Observer) => void) {
          report = (names) =>
            callback(
              { getEntriesByName: (name: string) => names.filter((each) => each === name) },
              this,
            );
        }
        observe() {}
        disconnect() {
          report = () => {};
        }
      }
      vi.stubGlobal("PerformanceObserver", Observer);
      run();
      return {
        paints(names: string[]) {
          report(names);
          vi.runAllTimers();
        },
      };
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it("once the first paint with content is on screen, for a visit from another site or none", () => {
      for (const referrer of [
        "",
        "https://search.example.com/?q=jade",
        `${location.origin}.example.com/`,
      ]) {
        const visit = visitFrom(referrer);
        expect(root.dataset.font, referrer).toBeUndefined();
        // A paint of the background alone is not yet the page.
        visit.paints(["first-paint"]);
        expect(root.dataset.font, referrer).toBeUndefined();
        visit.paints(["first-contentful-paint"]);
        expect(root.dataset.font, referrer).toBe("late");
        delete root.dataset.font;
      }
    });

    it("at the load event, in a browser that does not report its paints", () => {
      visitFrom("", false);
      expect(root.dataset.font).toBeUndefined();
      window.dispatchEvent(new Event("load"));
      expect(root.dataset.font).toBe("late");
    });

    it("at once for a link to a place in the page, so the place does not move as it swaps in", () => {
      history.replaceState(null, "", "#season-2025");
      try {
        visitFrom("https://search.example.com/");
        expect(root.dataset.font).toBe("known");
      } finally {
        history.replaceState(null, "", location.pathname);
      }
    });

    it("at once, as kept, for a visit from another page of the site", () => {
      const visit = visitFrom(`${location.origin}/programme-sponsorship`);
      expect(root.dataset.font).toBe("known");
      visit.paints(["first-contentful-paint"]);
      expect(root.dataset.font).toBe("known");
    });
  });
});
