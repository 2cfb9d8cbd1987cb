import { expect } from "vitest";
import { themeStorageKey } from "../../../app/lib/theme";
import { content, searchableWord } from "../../support/site";
import type { EnginePage } from "../engine";

/**
 * The header as a visitor works it in each engine (decision 0048): the phone menu and the
 * desktop rows from the keyboard, the theme choice, the search box's suggestions, and the page in
 * the system's dark scheme.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const { chrome } = content.site;

/** What has focus, named for a failure: its tag, its text or label, its class. */
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return "nothing";
  const name =
    element.getAttribute("aria-label") ??
    element.getAttribute("title") ??
    element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40);
  return `<${element.localName}> ${name ?? ""}`.trim();
};

/**
 * Whether what has focus shows it: it matches :focus-visible, and it or the box drawn around it
 * (the search box rings the field and its button together) has an outline or, itself, a shadow.
 */
const focusShows = () => {
  const element = document.activeElement;
  if (!element || element === document.body || !element.matches(":focus-visible")) return false;
  const outlined = (box: Element) => {
    const style = getComputedStyle(box);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  };
  if (outlined(element) || getComputedStyle(element).boxShadow !== "none") return true;
  for (let box = element.parentElement, step = 0; box && step < 2; box = box.parentElement, step++)
    if (outlined(box)) return true;
  return false;
};

/** The header's focusable controls a visitor can see, in the order Tab should reach them. */
const reachableInHeader = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      "header a[href], header button, header input, header select",
    ),
  ]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    })
    .map((element) => {
      const name =
        element.getAttribute("aria-label") ??
        element.getAttribute("title") ??
        element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.localName}> ${name ?? ""}`.trim();
    });

/**
 * At 1280 px, Tab from the top of the page reaches the skip link and then every control of the
 * header in order, each showing its focus, and Shift+Tab goes back.
 */
export async function keyboardThroughTheHeader(page: EnginePage) {
  await page.open("/about-jade", desktop);
  const expected = await page.evaluate(reachableInHeader);
  expect(expected.length).toBeGreaterThan(5);
  await page.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.matches(".skip-link") ?? false)).toBe(
    true,
  );
  const reached: string[] = [];
  const unseen: string[] = [];
  for (let step = 0; step < expected.length; step++) {
    await page.press("Tab");
    reached.push(await page.evaluate(focused));
    if (!(await page.evaluate(focusShows))) unseen.push(reached.at(-1) ?? "");
  }
  expect(reached).toEqual(expected);
  expect(unseen, "controls whose focus does not show").toEqual([]);
  await page.press("Shift+Tab");
  expect(await page.evaluate(focused)).toBe(expected.at(-2));
}

/**
 * On a phone, the Menu button is reached by Tab and opened with Enter; Tab goes on into the
 * menu's first link; Escape closes it and gives focus back to the button.
 */
export async function phoneMenuByKeyboard(page: EnginePage) {
  await page.open("/contact", phone);
  for (let step = 0; step < 8; step++) {
    await page.press("Tab");
    if (await page.evaluate(() => document.activeElement?.matches(".menu-toggle") ?? false)) break;
  }
  expect(await page.evaluate(focused)).toContain(chrome.menu);
  expect(await page.evaluate(focusShows)).toBe(true);
  await page.press("Enter");
  await page.waitFor("the menu to open", () =>
    Boolean(document.querySelector(".site-header__panel")?.matches(":popover-open")),
  );
  await page.press("Tab");
  expect(
    await page.evaluate(() =>
      Boolean(document.activeElement?.closest(".site-header__panel")?.matches(":popover-open")),
    ),
  ).toBe(true);
  expect(await page.evaluate(focusShows)).toBe(true);
  await page.press("Escape");
  await page.waitFor(
    "the menu to close on Escape",
    () => !document.querySelector(".site-header__panel")?.matches(":popover-open"),
  );
  expect(await page.evaluate(() => document.activeElement?.matches(".menu-toggle") ?? false)).toBe(
    true,
  );
}

/** How light the page's background is, 0 (black) to 1 (white), from its computed colour. */
const backgroundLightness = () => {
  const probe = document.createElement("canvas").getContext("2d");
  if (!probe) return -1;
  probe.fillStyle = getComputedStyle(document.body).backgroundColor;
  probe.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = probe.getImageData(0, 0, 1, 1).data;
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
};

/**
 * The page follows the system's scheme (light, then dark), and the theme choice overrides it
 * from the keyboard: typing a choice's first letter into the focused select, as on any select.
 */
export async function themeFollowsTheSystemAndTheChoice(page: EnginePage) {
  await page.open("/donate", { ...desktop, scheme: "dark" });
  expect(await page.evaluate(backgroundLightness)).toBeLessThan(0.25);
  await page.open("/donate", desktop);
  expect(await page.evaluate(backgroundLightness)).toBeGreaterThan(0.75);
  await page.evaluate(() =>
    document.querySelector<HTMLSelectElement>("[data-theme-select]")?.focus(),
  );
  await page.type(chrome.themeDark.slice(0, 1));
  await page.waitFor(
    "the dark theme to apply",
    () => document.documentElement.dataset.theme === "dark",
  );
  expect(await page.evaluate(backgroundLightness)).toBeLessThan(0.25);
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? "", themeStorageKey)).toBe(
    "dark",
  );
}

/**
 * The header's search box at 1280 px: typed words bring suggestions; the arrow key and Enter open
 * the one chosen.
 */
export async function searchSuggestionsOpenAPage(page: EnginePage) {
  await page.open("/privacy", desktop);
  await page.click('header [role="search"] input');
  await page.type(searchableWord);
  await page.waitFor("suggestions for what was typed", () =>
    Boolean(document.querySelector('header [role="listbox"] [role="option"]')),
  );
  await page.press("ArrowDown");
  const chosen = await page.evaluate(
    () =>
      document
        .querySelector(
          'header [role="option"][aria-selected="true"] a, header [role="option"][aria-selected="true"]',
        )
        ?.textContent?.trim() ?? "",
  );
  expect(chosen).not.toBe("");
  await page.press("Enter");
  await page.waitFor("the chosen page to open", () => location.pathname !== "/privacy");
  expect(await page.evaluate(() => location.pathname)).not.toBe("/privacy");
}
