import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { office } = content.site;
const { contacts, labels } = content.contacts;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`shows the main office and every department contact at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const officeSection = main.getByRole("region", { name: labels.office });
    for (const line of office.address) await expect(officeSection).toContainText(line);

    const phone = officeSection.getByRole("link", { name: office.phone });
    await expect(phone).toHaveAttribute("href", `tel:${office.phone.replace(/[^\d+]/g, "")}`);
    await expect(phone).toHaveAttribute("href", /^tel:\+\d{11}$/);
    await expect(officeSection.getByRole("link", { name: office.email })).toHaveAttribute(
      "href",
      `mailto:${office.email}`,
    );
    const website = officeSection.getByRole("link", { name: /opens in a new tab/ });
    await expect(website).toHaveAttribute("href", office.website);
    await expect(website).toHaveAttribute("target", "_blank");

    const departments = main.getByRole("region", { name: labels.departments });
    await expect(departments.getByRole("heading", { level: 3 })).toHaveText(
      contacts.map((contact) => contact.purpose),
    );
    await expect(departments.getByRole("listitem")).toHaveCount(content.contacts.contacts.length);
    for (const contact of contacts) {
      const link = departments.getByRole("link", { name: contact.email });
      await expect(link).toHaveAttribute("href", `mailto:${contact.email}`);
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact details are all in the page", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: office.phone })).toBeVisible();
    const departments = main.getByRole("region", { name: labels.departments });
    for (const contact of contacts) {
      await expect(departments.getByRole("link", { name: contact.email })).toBeVisible();
    }
  });
});
