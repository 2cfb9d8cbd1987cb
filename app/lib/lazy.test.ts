import { describe, expect, it, vi } from "vitest";
import { lazy } from "./lazy";

describe("lazy", () => {
  it("builds nothing until first asked, then builds once", () => {
    const make = vi.fn(() => ({ built: true }));
    const get = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a falsy value rather than building again", () => {
    const make = vi.fn(() => 0);
    const get = lazy(make);
    expect([get(), get()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
