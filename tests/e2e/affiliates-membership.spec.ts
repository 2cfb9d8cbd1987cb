import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { designations, memberships, labels } = content.affiliates;
const newTab = content.site.chrome.newTab;

test.describe("affiliates", () => {
  test("lists every designation with who can join, its benefits and how it is lost", async ({
    page,
  }) => {
    await page.goto("/jade-affiliates");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(
      designations.map((designation) => designation.name),
    );
    for (const designation of designations) {
      const card = main.getByRole("region", { name: designation.name });
      await expect(card.getByRole("heading", { level: 3, name: labels.benefits })).toBeVisible();
      for (const benefit of designation.benefits) await expect(card).toContainText(benefit);
      for (const rule of designation.eligibility ?? []) await expect(card).toContainText(rule);
      for (const level of designation.levels ?? []) {
        await expect(card.getByText(level.name, { exact: true })).toBeVisible();
        await expect(card).toContainText(level.eligibility);
      }
      if (designation.removal) {
        await expect(card.getByRole("heading", { level: 3, name: labels.removal })).toBeVisible();
        await expect(card).toContainText(designation.removal);
      } else {
        await expect(card.getByRole("heading", { name: labels.removal })).toHaveCount(0);
      }
    }
  });

  test("states the spec's eligibility and removal rules", async ({ page }) => {
    await page.goto("/jade-affiliates");
    const main = page.getByRole("main");
    const pioneers = main.getByRole("region", { name: "Pioneers" });
    await expect(pioneers).toContainText("Junior Pioneers");
    await expect(pioneers).toContainText("Ages 12 to 17");
    await expect(pioneers).toContainText("Age 18 and older");
    await expect(pioneers).toContainText("exceptional commitment within a year");
    await expect(pioneers).toContainText("removed for misconduct");
    await expect(main.getByRole("region", { name: "Elite gold clubs" })).toContainText(
      "By invitation only",
    );
    await expect(
      main.getByRole("region", { name: "Executive management team members" }),
    ).toContainText("dereliction of duty, unethical behaviour or misrepresentation");
  });

  test("paid members are pointed to the membership page", async ({ page }) => {
    await page.goto("/jade-affiliates");
    await waitForHydration(page);
    await page.getByRole("link", { name: "How to become a member" }).click();
    await expect(page).toHaveURL(/\/jade-membership$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JADE Membership");
  });
});

test.describe("membership", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`shows both memberships with eligibility and an apply link in a new tab at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/jade-membership");
      await waitForHydration(page);
      for (const membership of memberships) {
        const card = page.getByRole("region", { name: membership.name });
        await expect(card).toBeVisible();
        await expect(
          card.getByRole("heading", { level: 3, name: labels.membershipEligibility }),
        ).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText(membership.eligibility);
        const apply = card.getByRole("link", { name: `${membership.applyLabel} ${newTab}` });
        await expect(apply).toHaveAttribute("href", membership.applyUrl);
        await expect(apply).toHaveAttribute("target", "_blank");
        await expect(apply).toHaveAttribute("rel", /noopener/);
        await expect(apply).toBeVisible();
        const box = await apply.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      // Side by side on a desktop, one above the other on a phone.
      const [individual, group] = await Promise.all(
        memberships.map((membership) =>
          page.getByRole("region", { name: membership.name }).boundingBox(),
        ),
      );
      if (viewport.width > 1000) expect(group!.y).toBe(individual!.y);
      else expect(group!.y).toBeGreaterThan(individual!.y + individual!.height);
    });
  }

  test("opens the application form in a new tab", async ({ page, context }) => {
    await page.goto("/jade-membership");
    await waitForHydration(page);
    const group = memberships.find((membership) => membership.id === "group")!;
    // Answer the form's address with a page (the fixture's empty 204 would cancel the tab).
    await context.route(group.applyUrl, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Form</title>" }),
    );
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: new RegExp(`^${group.applyLabel}`) }).click();
    expect((await popup).url()).toBe(group.applyUrl);
  });
});
