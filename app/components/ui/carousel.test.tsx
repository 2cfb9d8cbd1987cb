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
    [5, 5],
  ])(
    "with %i items of which %i fit in view, stands still: a plain group, no controls or timer",
    (count, fits) => {
      const state = renderCarousel(count, fits);
      const group = screen.getByRole("group", { name: "Partners" });
      expect(group.getAttribute("aria-roledescription")).toBeNull();
      expect(screen.queryByRole("region")).toBeNull();
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(state()).toBe("still 0");
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(10_000));
      expect(state()).toBe("still 0");
    },
  );

  it.each([
    [2, 1],
    [6, 5],
  ])("with %i items of which %i fit, rotates by itself and offers its controls", (count, fits) => {
    const state = renderCarousel(count, fits);
    const region = screen.getByRole("region", { name: "Partners" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    for (const name of ["Pause", "Previous", "Next"])
      expect(screen.getByRole("button", { name })).toHaveProperty("disabled", false);
    expect(screen.getAllByRole("button", { name: /^Show slide/ })).toHaveLength(count);
    expect(state()).toBe("moving 0");
    act(() => vi.advanceTimersByTime(3000));
    expect(state()).toBe("moving 1");
    for (let step = 2; step <= count; step++) act(() => vi.advanceTimersByTime(3000));
    expect(state()).toBe("moving 0");
  });
});
