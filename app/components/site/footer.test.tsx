// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withRealDetails } from "../../../tests/support/real-details";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor } from "~/pipeline/route-data.server";
import { SiteFooter } from "./footer";

const { site } = contentFor("site");
const words = site.sampleWords;

afterEach(cleanup);

function renderFooter(file = site) {
  renderPage(SiteFooter, () => ({ content: { site: file } }));
  return screen.getByRole("contentinfo");
}

describe("the footer's sample details", () => {
  it("are named beside its contact heading while the content marks them", () => {
    const footer = renderFooter();
    // content/site.yaml marks the whole office: the address, phone and email the footer shows.
    const line = words.listed.replace(
      "{details}",
      `${words.address}, ${words.phone} and ${words.email}`,
    );
    expect(screen.getByText(line, { exact: true }).parentElement?.textContent).toContain(
      site.chrome.footerContact,
    );
    expect(footer.textContent).toContain(site.office.phone);
  });

  it("names only the details marked", () => {
    renderFooter({ ...site, office: { ...site.office, sample: ["phone"] } });
    expect(screen.getAllByText(words.listed.replace("{details}", words.phone))).toHaveLength(1);
  });

  it("says nothing of samples once the details are replaced and unmarked", () => {
    const footer = renderFooter(withRealDetails(site));
    expect(footer.textContent).not.toMatch(/sample/i);
  });
});
