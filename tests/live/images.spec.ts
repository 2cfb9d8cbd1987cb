import type { Page } from "@playwright/test";
import { expect, settled, test, waitForHydration } from "../support/fixtures";
import { pagesUnderTest as pages, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

/**
 * An audit of every image in the page, which no role-based locator can do: images with empty alt
 * text are (rightly) not in the accessibility tree. Each problem is described for the failure.
 */
function auditImages() {
  const problems: string[] = [];
  for (const image of document.querySelectorAll("img")) {
    const name = image.getAttribute("src") ?? "(no src)";
    if (!image.hasAttribute("alt"))
      problems.push(`${name}: no alt attribute (use alt="" if decorative)`);
    for (const dimension of ["width", "height"]) {
      if (!/^\d+$/.test(image.getAttribute(dimension) ?? ""))
        problems.push(`${name}: no ${dimension}`);
    }
  }
  for (const svg of document.querySelectorAll("svg")) {
    const labelled =
      svg.getAttribute("role") === "img" &&
      (svg.hasAttribute("aria-label") || svg.querySelector("title"));
    // Hidden itself, or inside something hidden from assistive technology (a designed picture).
    if (!svg.closest("[aria-hidden=true]") && !labelled) {
      problems.push(
        `inline <svg> (${svg.outerHTML.slice(0, 60)}…) is neither aria-hidden nor a labelled role="img"`,
      );
    }
  }
  for (const video of document.querySelectorAll("video")) {
    if (!video.hasAttribute("width") || !video.hasAttribute("height"))
      problems.push("a <video> has no width/height");
  }
  return problems;
}

/**
 * Each raster image the page shows, with the width of the file it was drawn from and the width its
 * slot needs on this screen (CSS width × device pixel ratio), when the file is wider than needed by
 * more than one step of a srcset (the widths are 1.5× apart at most) and is not already the
 * smallest width on offer, nor shown larger elsewhere on the page. A vector image (SVG) is any
 * size for free. (An image's `naturalWidth` is scaled by its srcset descriptor, so the file's own
 * width is read from a copy without one.)
 */
async function oversizedImages() {
  const problems: string[] = [];
  const images = [...document.querySelectorAll("img")];
  const slot = (image: HTMLImageElement) =>
    image.getBoundingClientRect().width * window.devicePixelRatio;
  for (const image of images) {
    const source = image.currentSrc;
    if (!image.complete || image.naturalWidth === 0 || /\.svg(?:$|\?)/.test(source)) continue;
    const needed = slot(image);
    if (needed === 0) continue;

    const file = new Image();
    file.src = source;
    await file.decode();
    const widths = [image, ...(image.parentElement?.querySelectorAll("source") ?? [])]
      .flatMap((element) => element.srcset.split(","))
      .map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1]))
      .filter((width) => width > 0);
    const smallestOnOffer = widths.length > 0 && file.naturalWidth <= Math.min(...widths);
    // A picture the page also shows larger (an article leading the page and again as a card)
    // is drawn from the file the browser has already, with no second download.
    const shownLarger = images.some(
      (other) =>
        other !== image &&
        other.currentSrc === source &&
        file.naturalWidth <= slot(other) * 1.5 + 1,
    );
    if (file.naturalWidth > needed * 1.5 + 1 && !smallestOnOffer && !shownLarger)
      problems.push(
        `${source.replace(location.origin, "")}: ${file.naturalWidth} px wide for a slot of ${Math.round(needed)} device px`,
      );
  }
  return problems;
}

/** Every image of the page in view in turn, each loaded (lazy images load as they near the screen). */
async function loadEveryImage(page: Page) {
  for (const image of await page.locator("main img:not([inert] img)").all()) {
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
  }
}

// On a plain phone, one device pixel to the CSS pixel, where an image too wide shows most; by
// touch, as phones are used. One load of each page serves the checks of how it renders (with
// scripts, to its end) and of its images.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, hasTouch: true });

  for (const { path } of pages) {
    test(`${path} renders with no error or policy violation to its end, and every image has dimensions and alternative text, or is marked decorative, and is served at its slot's size`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      await waitForHydration(page);
      expect(await page.evaluate(auditImages)).toEqual([]);
      // Down the page a screen at a time, each step drawn and idle: the widgets below the first
      // screen start as they near it (the fixture fails the test on any console error, uncaught
      // exception or policy violation), and their pictures load.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < height; top += 700) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await settled(page);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await loadEveryImage(page);
      expect(await page.evaluate(oversizedImages)).toEqual([]);
    });
  }
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 });

  for (const { path } of pages) {
    test(`every image on ${path} has dimensions and alternative text, or is marked decorative, and is served at its slot's size`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(auditImages)).toEqual([]);
      await loadEveryImage(page);
      expect(await page.evaluate(oversizedImages)).toEqual([]);
    });
  }
});
