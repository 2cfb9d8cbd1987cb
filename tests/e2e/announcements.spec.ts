import type { Page } from "@playwright/test";
import { axeViolationsInBothSchemes } from "../support/axe";
import { expect, settled, test, waitForHydration } from "../support/fixtures";
import {
  announcementKeyAt,
  announcementsAt,
  announcementsCurrentAt,
  content,
  laterAnnouncementsAt,
  pages,
} from "../support/site";
import { hintShowsForSeconds, yearAfter } from "../../app/lib/announcement-rule";
import { jamaicaToday } from "../../app/lib/dates";
import { formatLongDate } from "../../app/lib/format";
import { fill } from "../../app/lib/template";

// A moment with announcements current (tests/e2e/seasons.spec.ts covers the moments without).
const now = announcementsCurrentAt();
const announcementKey = announcementKeyAt(now);
const current = announcementsAt(now);
const hour = 60 * 60 * 1000;
const { chrome } = content.site;
type Listed = ReturnType<typeof announcementsAt>[number];
/** The line under a link in the list: the last day it is open, in the content's words. */
const closes = (item: Listed) =>
  fill(chrome.announcementsCloses, { date: formatLongDate(item.until!) });
/** Noon in Kingston on a day. */
const noonOn = (day: string) => Date.parse(`${day}T12:00:00-05:00`);
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The same day a year before: the day from which a link closing on `day` is a year away. */
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

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

  test("once per visit when storage is blocked, never throwing, and the theme still changes the page", async ({
    page,
  }) => {
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
    // The theme cannot be kept, but the choice still applies to the page in front of the visitor.
    await page.getByLabel("Theme").selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // Moving around the site is the same visit: the popup must not come back.
    await page.getByRole("banner").getByRole("link", { name: "Donate", exact: true }).click();
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
      await expect(links.nth(index)).toHaveAccessibleName(
        `${item.title} ${closes(item)} ${chrome.newTab}`,
      );
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

test.describe("the list's dates", () => {
  test("each link says the day it closes, the soonest first: first, middle and last", async ({
    page,
  }) => {
    await visit(page, null);
    await expect(dialog(page)).toBeVisible();
    const links = dialog(page).getByRole("link");
    await expect(links).toHaveText(
      current.map((item) => `${item.title} ${closes(item)} ${chrome.newTab}`),
    );
    const days = current.map((item) => item.until!);
    expect(days).toEqual([...days].sort());
    // The first, a middle one and the last, by their place in the list and their day.
    for (const index of [0, Math.floor(current.length / 2), current.length - 1]) {
      const item = current[index]!;
      await expect(links.nth(index)).toContainText(item.title);
      await expect(links.nth(index)).toContainText(closes(item));
    }
    // None is more than a year away.
    const today = jamaicaToday(now);
    expect(days.every((day) => day <= yearAfter(today))).toBe(true);
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });

  // The day before the last link to close is a year away, and the day it is: from the content.
  const latest =
    current.length > 0
      ? [...current].sort((a, b) => a.until!.localeCompare(b.until!)).at(-1)!
      : undefined;
  const farDay = latest && dayBefore(yearBefore(latest.until!));

  test("a link more than a year away is left out, and listed from the day it is a year off", async ({
    page,
  }) => {
    test.skip(!farDay, "the content has no announcement to test with");
    const far = noonOn(farDay!);
    const listed = announcementsAt(far);
    const later = laterAnnouncementsAt(far);
    expect(later.map((item) => item.id)).toContain(latest!.id);
    expect(listed.length).toBeGreaterThan(0);
    await page.clock.setFixedTime(far);
    await page.goto("/");
    await waitForHydration(page);
    // It opens by itself for what is left, without the one a year and a day away.
    await expect(dialog(page)).toBeVisible();
    const links = dialog(page).getByRole("link", { name: chrome.newTab });
    await expect(links).toHaveText(
      listed.map((item) => `${item.title} ${closes(item)} ${chrome.newTab}`),
    );
    await expect(dialog(page)).not.toContainText(latest!.title);
    // The list says where the later one is.
    const programmes = dialog(page).getByRole("link", { name: chrome.announcementsLater });
    await expect(programmes).toHaveAttribute("href", "/jade-programmes");

    // A day on, it is a year away: listed last, as a new set that opens by itself again.
    const next = noonOn(yearBefore(latest!.until!));
    await page.clock.setFixedTime(next);
    await page.goto("/");
    await waitForHydration(page);
    await expect(dialog(page)).toBeVisible();
    await expect(links.last()).toHaveText(`${latest!.title} ${closes(latest!)} ${chrome.newTab}`);
    await expect(links).toHaveCount(announcementsAt(next).length);
  });

  test("with everything current more than a year away, the popup stays closed and the list points to the programmes", async ({
    page,
  }) => {
    // The day before the first link to close is a year away: everything current is further.
    const first = announcementsAt(now)[0];
    test.skip(!first, "the content has no announcement to test with");
    const far = noonOn(dayBefore(yearBefore(first!.until!)));
    test.skip(
      announcementsAt(far).length > 0 || laterAnnouncementsAt(far).length === 0,
      "in the content, something is listed that day, or nothing is current",
    );
    await page.clock.install({ time: far });
    await page.goto("/");
    await waitForHydration(page);
    // Well past the half second the popup waits for the page to finish starting.
    await page.clock.runFor(3000);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(chrome.announcementsHint)).toBeHidden();
    const bell = page.getByRole("button", { name: chrome.announcements, exact: true });
    await expect(bell).not.toHaveAttribute("data-current");
    await bell.click();
    await expect(dialog(page)).toBeVisible();
    // Not "nothing is open": it is, for later dates, which the programmes page shows.
    await expect(dialog(page)).not.toContainText(chrome.announcementsNone);
    await expect(
      dialog(page).getByRole("link", { name: chrome.announcementsLater }),
    ).toHaveAttribute("href", "/jade-programmes");
    await expect(
      dialog(page).getByRole("link", { name: chrome.announcementsCalendar }),
    ).toHaveAttribute("href", "/calendar/jade-events.ics");
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
    const bell = page.getByRole("button", { name: "Announcements", exact: true });
    await expect(bell).toHaveAccessibleDescription("Click for updates!");
    await bell.click();
    await expect(dialog(page)).toBeVisible();
    await expect(hint).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(hint).toBeHidden();
    // The flag is cleared: the bell is no longer described by the hint.
    await expect(bell).toHaveAccessibleDescription("");
  });

  test("neither the popup nor the hint follows when the visitor opened the list first", async ({
    page,
  }) => {
    // A paused clock holds back the automatic opening, so the visitor reaches the button first.
    // A minute on, as in dismissPopup below: past any pause between two calls.
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 60_000);
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

  /**
   * Opens the page on a clock the test drives, lets the popup open by itself and closes it with
   * Escape, as a visitor does; the hint then shows. Returns the bubble, the bell, and where the
   * page's heading starts without the hint.
   */
  async function dismissPopup(page: Page, path = "/") {
    await page.clock.install({ time: now });
    // The page's time moves only as the test says, from before the page loads: the hint, which
    // goes after its seconds, stays however long a busy machine takes to measure it (it once went
    // between being seen and being measured, at 390 px on the every-page test's twelfth page).
    // Paused after the page had run in real time, at its time read just before plus 100 ms, the
    // clock was once already past that under load ("Cannot fast-forward to the past"). Here it
    // stops a minute on, on the blank page, where no timer waits: no machine is that slow between
    // two calls, and the announcements are as current then.
    await page.clock.pauseAt(now + 60_000);
    await page.goto(path);
    await waitForHydration(page);
    await page.clock.runFor(1000);
    await expect(dialog(page)).toBeVisible();
    // Where the page's heading starts with no hint (the popup, open, shows none).
    const headingTop = await page
      .getByRole("heading", { level: 1 })
      .evaluate((element) => element.getBoundingClientRect().top);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    const hint = page.getByText(chrome.announcementsHint);
    await expect(hint).toBeVisible();
    return {
      hint,
      bell: page.getByRole("button", { name: chrome.announcements, exact: true }),
      headingTop,
    };
  }

  test(`goes after ${hintShowsForSeconds} seconds, and its words describe the bell until the bell is used`, async ({
    page,
  }) => {
    const { hint, bell, headingTop } = await dismissPopup(page);
    const heading = page.getByRole("heading", { level: 1 });
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    // While it shows, the page starts below it: its room opens at once.
    expect(await top()).toBeGreaterThan(headingTop);
    await page.clock.runFor(hintShowsForSeconds * 1000 - 1000);
    await expect(hint).toBeVisible();
    await page.clock.runFor(2000);
    await expect(hint).toBeHidden();
    // Its room has gone with it: no band left between the header and the page.
    await expect.poll(top).toBe(headingTop);
    // Gone from the screen, its flag still set: the bell still says what it is for.
    await expect(bell).toHaveAccessibleDescription(chrome.announcementsHint);
    await bell.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bell).toHaveAccessibleDescription("");
    await expect(hint).toBeHidden();
  });

  test("goes at the first scroll, its room with it, and leaves no band under the header", async ({
    page,
  }) => {
    const { hint, bell, headingTop } = await dismissPopup(page);
    const heading = page.getByRole("heading", { level: 1 });
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.mouse.wheel(0, 200);
    await expect(hint).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(hint).toBeHidden();
    // Back at the top, the page starts where it does with no hint.
    await expect.poll(top).toBe(headingTop);
    await expect(bell).toHaveAccessibleDescription(chrome.announcementsHint);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px sits under the bell on every page, over no link, control or heading`, async ({
      context,
    }) => {
      test.setTimeout(pages.length * 8_000);
      // Each page as a first visit, so the popup opens by itself and the hint follows.
      await context.addInitScript(() => {
        // A new tab's blank page has no storage of the site's to clear.
        if (location.protocol !== "http:") return;
        for (const key of Object.keys(localStorage))
          if (key.startsWith("jade:announcements:")) localStorage.removeItem(key);
      });
      for (const { path } of pages) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        const { hint, bell } = await dismissPopup(page, path);
        const hintBox = (await hint.boundingBox())!;
        const bellBox = (await bell.boundingBox())!;
        // Under the bell: below it, and level with its end.
        expect(hintBox.y, `${path}: the hint is below the bell`).toBeGreaterThanOrEqual(
          bellBox.y + bellBox.height,
        );
        expect(
          Math.abs(hintBox.x + hintBox.width - (bellBox.x + bellBox.width)),
          `${path}: the hint ends where the bell ends`,
        ).toBeLessThanOrEqual(2);
        expect(hintBox.x).toBeGreaterThanOrEqual(0);
        // Nothing a visitor reads or presses under it: links, headings, controls, the page's label.
        const covered = await page.evaluate(() => {
          const hint = document.querySelector(".hint-bubble")!;
          const box = hint.getBoundingClientRect();
          const targets = document.querySelectorAll(
            "a[href], button, input, select, h1, h2, h3, h4, h5, h6, .kicker",
          );
          return [...targets]
            .filter((element) => !hint.contains(element) && element.checkVisibility())
            .filter((element) =>
              [...element.getClientRects()].some(
                (rect) =>
                  rect.width > 0 &&
                  rect.height > 0 &&
                  rect.left < box.right &&
                  rect.right > box.left &&
                  rect.top < box.bottom &&
                  rect.bottom > box.top,
              ),
            )
            .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`);
        });
        expect(covered, `${path} at ${width} px`).toEqual([]);
        await page.close();
      }
    });
  }
});
