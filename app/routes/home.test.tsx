// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../tests/support/match-media";
import { renderPage } from "../../tests/support/render-page";
import { contentFor } from "~/pipeline/route-data.server";
import HomePage, { loader } from "./home";

const { home, partners } = contentFor("home", "partners");

beforeEach(() => {
  stubMatchMedia({ reducedMotion: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The home page with its own loader's data, its partners replaced by the given ones. */
async function renderHome(list: typeof partners.partners) {
  const data = loader();
  const withPartners = {
    ...data,
    content: { ...data.content, partners: { ...partners, partners: list } },
  };
  renderPage(HomePage, () => withPartners);
  await screen.findByRole("heading", { level: 2, name: home.partnership.heading });
}

describe("the home page's sponsors and partners", () => {
  it("are left out, heading and all, when there are none", async () => {
    await renderHome([]);
    expect(screen.queryByRole("heading", { name: home.partners.heading })).toBeNull();
    expect(screen.queryByText(home.partners.intro)).toBeNull();
    expect(screen.queryByRole("group", { name: home.carousel.partnersLabel })).toBeNull();
    expect(screen.queryByRole("region", { name: home.carousel.partnersLabel })).toBeNull();
  });

  it("show under their heading when there is one", async () => {
    const [first] = partners.partners;
    await renderHome([first!]);
    const heading = screen.getByRole("heading", { level: 2, name: home.partners.heading });
    const group = screen.getByRole("group", { name: home.carousel.partnersLabel });
    // The heading comes before the logos it introduces.
    expect(heading.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(group.querySelector(`img[alt="${first!.name}"]`)).not.toBeNull();
  });
});

describe("the home page's donate band", () => {
  it("asks for a gift in its heading and one sentence, with one link to the Donate page", async () => {
    await renderHome(partners.partners);
    const band = screen.getByRole("region", { name: home.donate.heading });
    expect(band.textContent).toContain(home.donate.text);
    const links = within(band).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [home.donate.link, "/donate"],
    ]);
  });
});
