// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withRealDetails } from "../../tests/support/real-details";
import { renderPage } from "../../tests/support/render-page";
import { contentFor } from "~/pipeline/route-data.server";
import { isSample } from "~/content/sample-values";
import ContactPage, { loader } from "./contact";

const { contacts, site } = contentFor("contacts", "site");
const words = site.sampleWords;

afterEach(cleanup);

function renderContact(files = { contacts, site }, realPicture = false) {
  const data = loader();
  // The tests' content gives the page a stand-in picture, tagged as one; a real one is not.
  const pagePicture =
    realPicture && data.pagePicture ? { ...data.pagePicture, standIn: false } : data.pagePicture;
  return renderPage(ContactPage, () => ({
    ...data,
    content: { ...data.content, ...files },
    ...(pagePicture ? { pagePicture } : {}),
  })).container;
}

describe("the Contact page's sample details", () => {
  it("are tagged under one notice while the content marks them", () => {
    renderContact();
    expect(screen.getAllByText(words.notice)).toHaveLength(1);
    const office = screen.getByRole("region", { name: contacts.labels.office });
    // content/site.yaml marks the whole office: each of its four details is tagged.
    expect(site.office.sample).toBe(true);
    expect(within(office).getAllByText(words.mark, { exact: true })).toHaveLength(4);
    const departments = screen.getByRole("region", { name: contacts.labels.departments });
    // One tag a sample email, and one a sample phone where a contact gives a phone.
    const tags = contacts.contacts.flatMap((contact, index) => [
      ...(isSample(contacts, ["contacts", index, "email"]) ? [contact.id] : []),
      ...(contact.phone && isSample(contacts, ["contacts", index, "phone"]) ? [contact.id] : []),
    ]);
    expect(tags.length).toBeGreaterThan(0);
    expect(within(departments).getAllByText(words.mark, { exact: true })).toHaveLength(tags.length);
  });

  it("say nothing of samples once the details are replaced and unmarked", () => {
    const body = renderContact(
      { contacts: withRealDetails(contacts), site: withRealDetails(site) },
      true,
    );
    expect(body.textContent).not.toMatch(/sample/i);
    expect(screen.queryByText(words.notice)).toBeNull();
  });
});
