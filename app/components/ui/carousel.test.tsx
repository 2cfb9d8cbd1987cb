// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { Carousel } from "./carousel";

const labels = {
  pause: "Pause",
  play: "Play",
  previous: "Previous",
  next: "Next",
  goTo: "Show slide {n} of {count}",
};

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia({ reducedMotion: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A carousel of `count` items, of which `showsAtOnce` fit in view, writing its state out. */
function renderCarousel(count: number, showsAtOnce: number) {
  render(
    <Carousel
      label="Partners"
      labels={labels}
      count={count}
      showsAtOnce={showsAtOnce}
      intervalMs={3000}
    >
      {({ active, still }) => (
        <p data-testid="state">
          {still ? "still" : "moving"} {active}
        </p>
      )}
    </Carousel>,
  );
  return () => screen.getByTestId("state").textContent;
}

describe("Carousel", () => {
  it.each([
    [1, 1],
    [3, 3],
    [2, 5],
  ])(
    "with %i items of which %i fit in view, stands still: no controls, no carousel role",
    (count, fits) => {
      const state = renderCarousel(count, fits);
      const region = screen.getByRole("region", { name: "Partners" });
      expect(region.getAttribute("aria-roledescription")).toBeNull();
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(state()).toBe("still 0");
      act(() => vi.advanceTimersByTime(10_000));
      expect(state()).toBe("still 0");
    },
  );

  it("with more items than fit, rotates by itself and offers its controls", () => {
    const state = renderCarousel(4, 3);
    const region = screen.getByRole("region", { name: "Partners" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Show slide/ })).toHaveLength(4);
    expect(state()).toBe("moving 0");
    act(() => vi.advanceTimersByTime(3000));
    expect(state()).toBe("moving 1");
  });
});
