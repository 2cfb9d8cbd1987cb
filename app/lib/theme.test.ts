// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { applyThemeChoice, themeBootScript, themeStorageKey, toThemeChoice } from "./theme";

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.js;
});

describe("toThemeChoice", () => {
  it("keeps light and dark and reads anything else as system", () => {
    expect(toThemeChoice("light")).toBe("light");
    expect(toThemeChoice("dark")).toBe("dark");
    for (const other of [null, "", "system", "DARK", "blue"])
      expect(toThemeChoice(other)).toBe("system");
  });
});

describe("applyThemeChoice", () => {
  it("sets data-theme for light and dark and removes it for system", () => {
    applyThemeChoice("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    applyThemeChoice("system");
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe("themeBootScript", () => {
  const run = () => new Function(themeBootScript)();

  it("applies a stored dark choice before first paint and marks the page as scripted", () => {
    localStorage.setItem(themeStorageKey, "dark");
    run();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.dataset.js).toBe("");
  });

  it("ignores a garbage choice, leaving the system preference in charge", () => {
    localStorage.setItem(themeStorageKey, "purple");
    run();
    expect(document.documentElement.dataset.theme).toBeUndefined();
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
      expect(document.documentElement.dataset.js).toBe("");
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });
});
