// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { BannerCarousel, bannerIntervalMs } from "./banner-carousel";
import { PartnerCarousel, partnerIntervalMs, partnersInView } from "./partner-carousel";

const { home, partners } = contentFor("home", "partners");
const labels = home.carousel;

beforeEach(() => {
  // The carousels' timers move when a test says so. React's scheduler (setImmediate) stays real,
  // and the fake clock also follows real time, so that Testing Library's waits end.
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    shouldAdvanceTime: true,
  });
  stubMatchMedia({ reducedMotion: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders a home-page section with the content's home file and its first partners and banners. */
async function renderWith(section: () => React.ReactNode, partnerCount: number, bannerCount = 1) {
  expect(partners.partners.length).toBeGreaterThanOrEqual(partnerCount);
  expect(home.banners.length).toBeGreaterThanOrEqual(bannerCount);
  const data = pageData("home", ["home", "partners"], undefined, {
    home: { ...home, banners: home.banners.slice(0, bannerCount) },
    partners: { ...partners, partners: partners.partners.slice(0, partnerCount) },
  });
  renderPage(section, () => data);
  await screen.findAllByRole("img");
  // React runs the effects of that render (where a carousel starts its timer) in a task of its
  // own: let it run before the test looks at the timers.
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

/** Lets this much time pass on the page's timers. */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

/** The names of the logos a visitor can see, in the document's order. */
const shownLogos = () => screen.getAllByRole("img").map((image) => image.getAttribute("alt"));

/** The partner that sits in the middle of the carousel, emphasised. */
const middle = (container: HTMLElement) =>
  container.querySelector('[data-offset="0"]')?.getAttribute("aria-label");

describe("the partner carousel", () => {
  it.each([1, 2, 3, 4, 5])(
    "with %i partners, lists every logo once, still, without controls or slides",
    async (count) => {
      await renderWith(() => <PartnerCarousel />, count);
      const names = partners.partners.slice(0, count).map((partner) => partner.name);
      const group = screen.getByRole("group", { name: labels.partnersLabel });
      expect(group.getAttribute("aria-roledescription")).toBeNull();
      expect(screen.queryByRole("region")).toBeNull();
      const list = within(group).getByRole("list");
      expect(within(list).getAllByRole("listitem")).toHaveLength(count);
      expect(shownLogos()).toEqual(names);
      expect(group.querySelectorAll("[aria-roledescription], [aria-live], [hidden]")).toHaveLength(
        0,
      );
      expect(screen.queryAllByRole("button")).toEqual([]);

      wait(partnerIntervalMs * 5);
      expect(shownLogos()).toEqual(names);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it.each([partnersInView + 1, partners.partners.length])(
    "with %i partners, shows five at once, each partner once, and rotates with its controls",
    async (count) => {
      await renderWith(() => <PartnerCarousel />, count);
      const carousel = screen.getByRole("region", { name: labels.partnersLabel });
      expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
      // Only the five in view are on the page, the first in the middle: the two before it are
      // the last two, wrapping round.
      const slides = within(carousel).getAllByRole("group", { hidden: true });
      expect(slides).toHaveLength(partnersInView);
      expect(slides.map((slide) => slide.getAttribute("aria-label")).sort()).toEqual(
        [1, 2, 3, count - 1, count].map((n) => `${n} of ${count}`).sort(),
      );
      expect(within(carousel).getAllByRole("group")).toHaveLength(partnersInView);
      expect(new Set(shownLogos()).size).toBe(partnersInView);

      for (const name of [labels.pause, labels.previous, labels.next])
        expect(within(carousel).getByRole("button", { name })).toHaveProperty("disabled", false);
      expect(within(carousel).getAllByRole("button", { name: /^Show slide/ })).toHaveLength(count);

      expect(middle(carousel)).toBe(`1 of ${count}`);
      wait(partnerIntervalMs);
      expect(middle(carousel)).toBe(`2 of ${count}`);
      // The one that came into view is drawn, the one that left it is gone.
      const labelsNow = within(carousel)
        .getAllByRole("group", { hidden: true })
        .map((slide) => slide.getAttribute("aria-label"));
      expect(labelsNow).toContain(`4 of ${count}`);
      expect(labelsNow).not.toContain(`${count - 1} of ${count}`);
      expect(new Set(shownLogos()).size).toBe(partnersInView);
    },
  );
});

describe("the banner", () => {
  it("with one slide, shows it still, without controls or slide numbering", async () => {
    await renderWith(() => <BannerCarousel />, 1, 1);
    const group = screen.getByRole("group", { name: labels.bannerLabel });
    expect(group.getAttribute("aria-roledescription")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("img").getAttribute("alt")).toBe(home.banners[0]?.imageAlt);
    expect(group.querySelectorAll("[aria-roledescription], [aria-live]")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toEqual([]);

    wait(bannerIntervalMs * 5);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with two slides, is a carousel that rotates, with its controls", async () => {
    await renderWith(() => <BannerCarousel />, 1, 2);
    const carousel = screen.getByRole("region", { name: labels.bannerLabel });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(within(carousel).getAllByRole("button", { name: /^Show slide/ })).toHaveLength(2);
    const current = () =>
      within(carousel).getByRole("button", { current: true }).getAttribute("aria-label");
    expect(current()).toBe("Show slide 1 of 2");
    wait(bannerIntervalMs);
    expect(current()).toBe("Show slide 2 of 2");
    wait(bannerIntervalMs);
    expect(current()).toBe("Show slide 1 of 2");
  });
});
