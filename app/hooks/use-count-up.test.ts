// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../tests/support/match-media";
import { countUpStepMs, countUpSteps, countUpValues, useCountUp } from "./use-count-up";

describe("countUpValues", () => {
  it("takes 60 steps that rise from zero and end exactly on the target", () => {
    for (const target of [10_000, 1_000, 500, 200, 50, 25, 15, 1]) {
      const values = countUpValues(target);
      expect(values).toHaveLength(60);
      expect(values.at(-1)).toBe(target);
      expect(values[0]).toBeGreaterThanOrEqual(0);
      expect(values[0]).toBeLessThan(target === 1 ? 2 : target);
      values.forEach((value, index) => {
        expect(Number.isInteger(value)).toBe(true);
        if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1] ?? 0);
      });
    }
  });

  it("rises evenly: a third of the way is a third of the target", () => {
    const values = countUpValues(10_000);
    expect(values[0]).toBe(167);
    expect(values[19]).toBe(3333);
    expect(values[29]).toBe(5000);
    expect(values[58]).toBe(9833);
  });
});

describe("useCountUp", () => {
  let seen: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  let reduced = false;

  beforeEach(() => {
    vi.useFakeTimers();
    seen = undefined;
    reduced = false;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    stubMatchMedia({ reducedMotion: () => reduced });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function mount(target: number) {
    const hook = renderHook(() => useCountUp<HTMLDivElement>(target));
    act(() => hook.result.current.ref(document.createElement("div")));
    return hook;
  }

  it("waits at zero until seen, then shows each step every 33 ms up to the target", () => {
    const { result } = mount(10_000);
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(0);

    act(() => seen?.([{ isIntersecting: true }]));
    const shown: number[] = [];
    for (let step = 0; step < countUpSteps; step++) {
      act(() => vi.advanceTimersByTime(countUpStepMs));
      shown.push(result.current.value);
    }
    expect(shown).toEqual(countUpValues(10_000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(10_000);
  });

  it("ignores notices that the element is out of view", () => {
    const { result } = mount(500);
    act(() => seen?.([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(countUpStepMs * 10));
    expect(result.current.value).toBe(0);
  });

  it("shows the target at once under reduced motion", () => {
    reduced = true;
    const { result } = mount(1000);
    expect(result.current.value).toBe(1000);
    expect(seen).toBeUndefined();
  });
});
