import type { Page } from "@playwright/test";
import { expect, settled, test, waitForHydration } from "../support/fixtures";
import {
  announcementKeyAt,
  announcementsAt,
  announcementsCurrentAt,
  content,
} from "../support/site";

// A moment with announcements current (tests/e2e/seasons.spec.ts covers the moments without).
const now = announcementsCurrentAt();
const announcementKey = announcementKeyAt(now);
const current = announcementsAt(now);
const hour = 60 * 60 * 1000;

/** Starts the visit at a fixed time with the given value already in storage (null: nothing). */
async function visit(page: Page, stored: string | null, path = "/") {
  // Date.now() reads `now` for the whole test; timers still run.
  await page.clock.setFixedTime(now);
  if (stored !== null) {
    // Only on the first load of the tab: later navigations must see what the site wrote.
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem(key, value);
          sessionStorage.setItem("seeded", "1");
        }
      },
      [announcementKey, stored] as const,
    );
  }
  await page.goto(path);
  await waitForHydration(page);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Announcements" });
const storedValue = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), announcementKey);

test.describe("the popup opens by itself", () => {
  test("on a first visit, and records when it showed", async ({ page }) => {
    await visit(page, null);
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => storedValue(page)).toBe(String(now));
    await expect(dialog(page).getByRole("link")).toHaveCount(current.length);
  });

  test("not again within 6 hours of the last display", async ({ page }) => {
    const shownAt = String(now - 5 * hour - 59 * 60 * 1000);
    await visit(page, shownAt);
    await expect(page.getByRole("button", { name: "Announcements", exact: true })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => storedValue(page)).toBe(shownAt);
  });

  test("again once more than 6 hours have passed", async ({ page }) => {
    await visit(page, String(now - 6 * hour - 60 * 1000));
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => storedValue(page)).toBe(String(now));
  });

  test("when the stored value is garbage, replacing it with a real time", async ({ page }) => {
    await visit(page, "not-a-time");
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => storedValue(page)).toBe(String(now));
  });

  test("once per visit when storage is blocked, never throwing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await visit(page, null);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close announcements" }).click();
    await expect(dialog(page)).toBeHidden();
    // Moving around the site is the same visit: the popup must not come back.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Donate" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate to JADE");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      content.pages.pages[0]!.heading,
    );
    await expect(dialog(page)).toBeHidden();
  });

  test("once per visit when storage is full", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      };
    });
    await visit(page, null);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About JADE" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About JADE");
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe("the announcements modal", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, String(now));
    await expect(dialog(page)).toBeHidden();
  });

  test("opens from the button, lists the current links in new tabs, and closes with its X", async ({
    page,
  }) => {
    const trigger = page.getByRole("button", { name: "Announcements", exact: true });
    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    const links = dialog(page).getByRole("link");
    await expect(links).toHaveCount(current.length);
    for (const [index, item] of current.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`${item.title} (opens in a new tab)`);
      await expect(links.nth(index)).toHaveAttribute("href", item.href);
      await expect(links.nth(index)).toHaveAttribute("target", "_blank");
    }
    await dialog(page).getByRole("button", { name: "Close announcements" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("closes on a press on the backdrop, but not on a press inside it", async ({ page }) => {
    await page.getByRole("button", { name: "Announcements", exact: true }).click();
    await dialog(page).getByRole("paragraph").click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog(page)).toBeHidden();
  });

  test("a press where the Announcements button sits closes it once and does not reopen it", async ({
    page,
  }) => {
    const trigger = page.getByRole("button", { name: "Announcements", exact: true });
    const box = await trigger.boundingBox();
    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(dialog(page)).toBeHidden();
    // Once anything the press set off has run: still closed.
    await settled(page);
    await expect(dialog(page)).toBeHidden();
  });

  test("works by keyboard: opens with Enter, traps focus, closes with Escape back on the trigger", async ({
    page,
  }) => {
    const trigger = page.getByRole("button", { name: "Announcements", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    // Tab through more stops than the dialog has: focus must never leave it.
    for (let step = 0; step < 9; step++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("the hint bubble", () => {
  test("points to the button after the automatic popup closes, until the button is used", async ({
    page,
  }) => {
    await visit(page, null);
    const hint = page.getByText("Click for updates!");
    // The popup opens once the page has finished starting, a moment after hydration.
    await expect(dialog(page)).toBeVisible();
    await expect(hint).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(hint).toBeVisible();
    await page.getByRole("button", { name: "Announcements", exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(hint).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(hint).toBeHidden();
  });

  test("neither the popup nor the hint follows when the visitor opened the list first", async ({
    page,
  }) => {
    // A paused clock holds back the automatic opening, so the visitor reaches the button first.
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Announcements", exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    // Past the half second the automatic opening waits at most.
    await page.clock.runFor(2000);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText("Click for updates!")).toBeHidden();
  });

  test("does not show when the popup did not open by itself", async ({ page }) => {
    await visit(page, String(now - hour));
    await expect(page.getByText("Click for updates!")).toBeHidden();
  });
});
