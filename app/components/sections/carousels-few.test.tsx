// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { contentFor, pageData, shellData } from "~/content/route-data";
import { BannerCarousel } from "./banner-carousel";
import { PartnerCarousel } from "./partner-carousel";

const { home, partners } = contentFor("home", "partners");

beforeEach(() => {
  stubMatchMedia({ reducedMotion: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders a home-page section with the content's home file and the given partners and banners. */
function renderWith(section: () => React.ReactNode, partnerCount: number, bannerCount: number) {
  const data = pageData("home", ["home", "partners"], undefined, {
    home: { ...home, banners: home.banners.slice(0, bannerCount) },
    partners: { ...partners, partners: partners.partners.slice(0, partnerCount) },
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => shellData(),
      Component: () => <Outlet />,
      children: [{ index: true, Component: section, loader: () => data }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the partner carousel with few partners", () => {
  it.each([1, 2, 3])("shows %i partners once each, still, without controls", async (count) => {
    renderWith(() => <PartnerCarousel />, count, 1);
    const region = await screen.findByRole("region", { name: home.carousel.partnersLabel });
    const logos = partners.partners.slice(0, count).map((partner) => partner.name);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(
      expect.arrayContaining(logos),
    );
    expect(screen.getAllByRole("img")).toHaveLength(count);
    expect(region.getAttribute("aria-roledescription")).toBeNull();
    expect(region.querySelectorAll("[aria-roledescription=slide]")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("rotates from four partners on, which a phone cannot show at once", async () => {
    renderWith(() => <PartnerCarousel />, 4, 1);
    const region = await screen.findByRole("region", { name: home.carousel.partnersLabel });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getAllByRole("button", { name: /./ }).length).toBeGreaterThan(0);
  });
});

describe("the banner with one slide", () => {
  it("shows the one banner still, without controls or slide numbering", async () => {
    renderWith(() => <BannerCarousel />, 1, 1);
    const region = await screen.findByRole("region", { name: home.carousel.bannerLabel });
    expect(region.getAttribute("aria-roledescription")).toBeNull();
    expect(screen.getByRole("img").getAttribute("alt")).toBe(home.banners[0]?.imageAlt);
    expect(screen.queryAllByRole("group")).toEqual([]);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
