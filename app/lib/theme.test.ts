// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { applyThemeChoice, toThemeChoice } from "./theme";

afterEach(() => {
  delete document.documentElement.dataset.theme;
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
