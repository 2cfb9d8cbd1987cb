import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("isPlainClick", () => {
  it("is true for the main button alone (a mouse click, a tap, Enter on a link)", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it("leaves a new tab, a new window or a download to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
