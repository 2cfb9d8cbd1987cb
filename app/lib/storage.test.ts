// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, removeStored, writeStored } from "./storage";

afterEach(() => localStorage.clear());

describe("storage helpers", () => {
  it("read back what they wrote", () => {
    expect(writeStored("k", "v")).toBe(true);
    expect(readStored("k")).toBe("v");
    expect(removeStored("k")).toBe(true);
    expect(readStored("k")).toBeNull();
  });

  it("report a full quota as a failed write instead of throwing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeStored("k", "v")).toBe(false);
  });

  it("read blocked storage as empty instead of throwing", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readStored("k")).toBeNull();
  });
});
