import type { Page } from "@playwright/test";
import { fill } from "../../app/lib/template";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { designations, memberships, labels, helpers, groupRules } = content.affiliates;
const newTab = content.site.chrome.newTab;

test.describe("affiliates", () => {
  test("lists every designation with who can join, its benefits and how it is lost", async ({
    page,
  }) => {
    await page.goto("/jade-affiliates");
    await waitForHydration(page);
    const main = page.getByRole("main");
    // The designations under one heading of their own, each a card titled a level below it.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      labels.designations,
      helpers.pioneer.heading,
    ]);
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(
      designations.map((designation) => designation.name),
    );
    for (const designation of designations) {
      const card = main.getByRole("region", { name: designation.name });
      await expect(card.getByRole("heading", { level: 4, name: labels.benefits })).toBeVisible();
      for (const benefit of designation.benefits) await expect(card).toContainText(benefit);
      for (const rule of designation.eligibility ?? []) await expect(card).toContainText(rule);
      for (const level of designation.levels ?? []) {
        await expect(card.getByText(level.name, { exact: true })).toBeVisible();
        await expect(card).toContainText(
          fill(level.eligibility, { minAge: level.minAge ?? "", maxAge: level.maxAge ?? "" }),
        );
      }
      if (designation.removal) {
        await expect(card.getByRole("heading", { level: 4, name: labels.removal })).toBeVisible();
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
        await expect(card.getByRole("listitem")).toHaveText(
          membership.eligibility.map((rule) =>
            fill(rule, { minMembers: groupRules.minMembers, minOfficers: groupRules.minOfficers }),
          ),
        );
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
    // Answer the form's address with a page (the browser finds no other site: tests/support/chromium.ts).
    await context.route(group.applyUrl, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Form</title>" }),
    );
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: new RegExp(`^${group.applyLabel}`) }).click();
    // A new tab can be reported before it has left about:blank: wait for its address.
    const tab = await popup;
    await tab.waitForURL(group.applyUrl, { waitUntil: "commit" });
  });
});

test.describe("eligibility checks", () => {
  const pioneer = helpers.pioneer;
  const group = helpers.group;
  const region = (page: Page, name: string) => page.getByRole("region", { name });

  test("an age leads to Junior or Senior Pioneers, or says when to come back", async ({ page }) => {
    await page.goto("/jade-affiliates");
    await waitForHydration(page);
    const check = region(page, pioneer.heading);
    const age = check.getByRole("textbox", { name: pioneer.ageLabel });
    const answer = check.locator("[aria-live=polite]");
    await expect(age).toHaveAttribute("inputmode", "numeric");

    // A level's answer says, under it, how a Pioneer becomes an Elite one.
    const elite =
      "Elite Pioneers: Junior or Senior Pioneers who show exceptional commitment within a year.";
    for (const [typed, expected] of [
      ["12", ["At 12, you can become one of JADE's Junior Pioneers.", elite]],
      ["17", ["At 17, you can become one of JADE's Junior Pioneers.", elite]],
      ["18", ["At 18, you can become one of JADE's Senior Pioneers.", elite]],
      ["64", ["At 64, you can become one of JADE's Senior Pioneers.", elite]],
      [
        "11",
        [
          "Pioneers start at age 12, so 11 is not eligible yet. Until then, anyone can follow " +
            "JADE's work as a Subscriber, and join the Junior Pioneers at 12.",
        ],
      ],
    ] as const) {
      await age.fill(typed);
      await age.press("Enter");
      await expect(answer.getByRole("paragraph")).toHaveText(expected);
    }

    await age.fill("twelve");
    await check.getByRole("button", { name: pioneer.submit }).click();
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(age).toHaveAccessibleDescription("Enter an age in digits, like 15.");
    await expect(answer).toBeEmpty();
    await age.fill("");
    await age.press("Enter");
    await expect(age).toHaveAccessibleDescription("Enter an age.");
  });

  test("a group's size leads to eligible or to what is still missing", async ({ page }) => {
    await page.goto("/jade-membership");
    await waitForHydration(page);
    const check = region(page, group.heading);
    await expect(check.getByRole("group", { name: group.intro })).toBeVisible();
    const members = check.getByRole("textbox", { name: group.membersLabel });
    const officers = check.getByRole("textbox", { name: group.officersLabel });
    const answer = check.locator("[aria-live=polite]");

    // Keyboard only: type, Tab to the next field, Enter to check.
    await members.focus();
    await page.keyboard.type("8");
    await page.keyboard.press("Tab");
    await expect(officers).toBeFocused();
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveText("Not yet: your group needs 2 more members and 1 more officer.");

    await members.fill("9");
    await officers.fill("3");
    await officers.press("Enter");
    await expect(answer).toHaveText("Not yet: your group needs 1 more member.");

    const eligible =
      "Your group meets the size rule: at least 10 members, including 3 governing officers. " +
      "It can apply for group membership.";
    await members.fill("10");
    await officers.press("Enter");
    await expect(answer).toHaveText(eligible);

    await members.fill("4");
    await officers.fill("5");
    await officers.press("Enter");
    await expect(officers).toBeFocused();
    await expect(officers).toHaveAttribute("aria-invalid", "true");
    await expect(officers).toHaveAccessibleDescription(group.officersOverMembers);
    await expect(answer).toBeEmpty();

    await members.fill("-3");
    await officers.fill("1.5");
    await officers.press("Enter");
    await expect(members).toBeFocused();
    await expect(members).toHaveAccessibleDescription("Enter a number of members of 0 or more.");
    await expect(officers).toHaveAccessibleDescription(
      "Enter a number of officers as a whole number.",
    );

    // Corrected, and sent by the button: the answer comes back and neither field stays marked.
    await members.fill("10");
    await officers.fill("3");
    await check.getByRole("button", { name: group.submit }).click();
    await expect(answer).toHaveText(eligible);
    await expect(members).not.toHaveAttribute("aria-invalid", "true");
    await expect(officers).not.toHaveAttribute("aria-invalid", "true");
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("the checks are hidden and the rules are still written out", async ({ page }) => {
      await page.goto("/jade-affiliates");
      await expect(page.getByRole("heading", { name: pioneer.heading })).toBeHidden();
      await expect(page.getByRole("region", { name: "Pioneers" })).toContainText("Ages 12 to 17.");
      await page.goto("/jade-membership");
      await expect(page.getByRole("heading", { name: group.heading })).toBeHidden();
      await expect(page.getByRole("main")).toContainText(
        "At least 10 members, including 3 governing officers",
      );
    });
  });
});
