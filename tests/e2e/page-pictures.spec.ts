import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolationsInBothSchemes } from "../support/axe";
import { content, suppressAnnouncements } from "../support/site";
import { phoneMedia } from "../../app/lib/art-direction";
import { pagesWithPicture } from "../../app/content/sets";
import { routeTable } from "../../app/route-table";

const pathOf = (id: string) => {
  const path = routeTable.find((entry) => entry.id === id)?.path;
  if (!path) throw new Error(`No page ${id}`);
  return path;
};
const recordOf = (id: string) => content.pages.pages.find((entry) => entry.id === id);

// The pages with a place for a picture beside their heading and a photograph in the tests' content
// (tests/content/pages.yaml, stand-ins): its description, phone crop, focal point and dark-theme
// treatment as written there.
const cases = pagesWithPicture.flatMap((id) => {
  const picture = recordOf(id)?.picture;
  if (!picture) return [];
  if (!picture.imageAlt) throw new Error(`tests/content gives ${id}'s picture no description`);
  return [{ id, path: pathOf(id), picture: { ...picture, imageAlt: picture.imageAlt } }];
});
// Those without one, which show the site's illustration of the page.
const illustrated = pagesWithPicture
  .filter((id) => recordOf(id)?.picture === undefined)
  .map((id) => ({ id, path: pathOf(id) }));

test("the tests' content has pages with a photograph and pages with the illustration", () => {
  expect(cases.length).toBeGreaterThan(0);
  expect(illustrated.length).toBeGreaterThan(0);
});

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** The page's picture, found by its description, the way a screen reader meets it. */
const pictureOn = (page: Page, alt: string) =>
  page.getByRole("main").getByRole("img", { name: alt, exact: true });

/** Resolves once the image has arrived, and gives the file the browser chose and its styles. */
const shown = (page: Page, alt: string) =>
  pictureOn(page, alt).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const style = getComputedStyle(image);
    return {
      file: new URL(image.currentSrc).pathname,
      objectPosition: style.objectPosition,
      filter: style.filter,
      box: image.getBoundingClientRect().toJSON() as DOMRect,
    };
  });

const dimmed = "brightness(0.85) contrast(1.08)";

for (const { id, path, picture } of cases) {
  test.describe(`${path}: its picture`, () => {
    test("on a phone: the phone crop, under the heading, never pushing the first action out of the first screen, with a sample tag", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const seen = await shown(page, picture.imageAlt);
      expect(seen.file).toMatch(new RegExp(`^/assets/${id}-phone-[^/]+$`));
      // A phone crop is cut to its 4:3 frame: it stays centred there.
      expect(seen.objectPosition).toBe("50% 50%");
      expect(seen.box.width / seen.box.height).toBeCloseTo(4 / 3, 1);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(seen.box.top).toBeGreaterThan(heading!.y + heading!.height);
      if (id === "contact") {
        // The office's details, the page's first action, keep the first screen; the picture follows.
        const office = page.getByRole("region", { name: content.contacts.labels.office });
        const phone = await office.getByRole("link").first().boundingBox();
        expect(phone!.y + phone!.height).toBeLessThanOrEqual(844);
        const box = await office.boundingBox();
        expect(seen.box.top).toBeGreaterThan(box!.y + box!.height);
      } else if (id === "donate") {
        // The choice of a gift and its button, the page's first action, keep the first screen;
        // the picture follows them (decision 0057).
        const give = await page
          .getByRole("button", { name: content.donate.gifts.giveByTransfer, exact: true })
          .boundingBox();
        expect(give!.y + give!.height).toBeLessThanOrEqual(844);
        expect(seen.box.top).toBeGreaterThan(give!.y + give!.height);
      } else expect(seen.box.bottom).toBeLessThanOrEqual(844);
      const sources = pictureOn(page, picture.imageAlt).locator(
        `xpath=preceding-sibling::source[@media="${phoneMedia}"]`,
      );
      await expect(sources).toHaveCount(3);
      // The stand-in says what it is, on the picture itself.
      await expect(
        pictureOn(page, picture.imageAlt).locator("xpath=../following-sibling::p"),
      ).toHaveText(content.site.sampleWords.mark);
    });

    test("on a desktop: the wide picture beside the heading, its focal point kept in view", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const seen = await shown(page, picture.imageAlt);
      expect(seen.file).toMatch(new RegExp(`^/assets/${id}-(?!phone)[^/]+$`));
      expect(seen.objectPosition).toBe(picture.imageFocus ?? "50% 50%");
      expect(seen.box.width / seen.box.height).toBeCloseTo(3 / 2, 1);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(seen.box.left).toBeGreaterThan(heading!.x + heading!.width);
      expect(seen.box.bottom).toBeLessThanOrEqual(800);
    });

    test("dimmed in the dark theme unless it says unchanged, and axe finds nothing in either", async ({
      page,
    }) => {
      await page.goto(path);
      expect((await shown(page, picture.imageAlt)).filter).toBe("none");
      await page.emulateMedia({ colorScheme: "dark" });
      expect((await shown(page, picture.imageAlt)).filter).toBe(
        picture.imageDark === "unchanged" ? "none" : dimmed,
      );
      expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    });
  });
}

/** The intro's picture: a photograph's or the illustration's <img>. */
const headerImage = (page: Page) => page.getByRole("main").locator("header.page-intro picture img");

for (const { id, path } of illustrated) {
  test.describe(`${path}: its illustration`, () => {
    test("on a desktop: the site's illustration beside the heading, decorative, unchanged in the dark theme; axe finds nothing in either", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const image = headerImage(page);
      await expect(image).toBeVisible();
      const seen = await image.evaluate(async (element: HTMLImageElement) => {
        await element.decode();
        return {
          file: new URL(element.currentSrc).pathname,
          alt: element.getAttribute("alt"),
          box: element.getBoundingClientRect().toJSON() as DOMRect,
        };
      });
      expect(seen.file).toMatch(new RegExp(`^/assets/${id}-[^/]+\\.avif$`));
      // Decorative: the heading says what the page is.
      expect(seen.alt).toBe("");
      expect(seen.box.width / seen.box.height).toBeCloseTo(3 / 2, 1);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(seen.box.left).toBeGreaterThan(heading!.x + heading!.width);
      expect(seen.box.bottom).toBeLessThanOrEqual(800);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await image.evaluate((element) => getComputedStyle(element).filter)).toBe("none");
      expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    });

    test("on a phone and a tablet: not drawn, and never fetched", async ({ page }) => {
      const fetched: string[] = [];
      page.on("request", (request) => {
        const file = new URL(request.url()).pathname;
        if (file.startsWith(`/assets/${id}-`)) fetched.push(file);
      });
      for (const width of [390, 768]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(headerImage(page)).toBeHidden();
        // Scrolled through, as a reader would: a lazy picture that is drawn would load by now.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      }
      expect(fetched).toEqual([]);
    });
  });
}

test("every page of the page listing shows a picture in its first screen on a desktop", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { path } of routeTable.filter((entry) => entry.listed)) {
    await page.goto(path);
    const pictures = page.getByRole("main").locator("img, video");
    await expect(pictures.first(), path).toBeVisible();
    const inFirstScreen = await pictures.evaluateAll((elements) =>
      elements.some((element) => {
        const box = element.getBoundingClientRect();
        return box.width >= 200 && box.height >= 100 && box.top < 800 && box.bottom > 0;
      }),
    );
    expect(inFirstScreen, path).toBe(true);
  }
});

test("a page without a place for a picture shows its heading alone, with no frame in its place", async ({
  page,
}) => {
  await page.goto("/page-listing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator("header").getByRole("img")).toHaveCount(0);
  await expect(page.getByRole("main").locator("header picture")).toHaveCount(0);
});
