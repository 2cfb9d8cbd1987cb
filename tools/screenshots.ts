// Takes screenshots of pages of the running site at 320, 390, 768 and 1280 px, light and dark, on
// a day in the season and a day between seasons (the browser's clock, from the content: see
// seasonMoments), into reports/screenshots/<page>-<width>-<scheme>-<day>.png.
// Usage: npm run screenshots -- [--base http://127.0.0.1:3000] [--full] [--popup]
//   [--widths 390,1280] [--days in-season,between-seasons] [--sheet after] [paths...]
// --sheet NAME also lays each page's shots out on one sheet, docs/images/design/<page>-NAME.jpg:
// a row per day, the phone widths at full size and the wider ones at half, light then dark, each
// cut to its first screens (the design review's before-and-after record).
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Page, chromium } from "@playwright/test";
import { routeTable } from "../app/route-table";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { holdAnnouncementsBack, seasonMoments } from "../tests/support/site";
import { writeSheet } from "./screenshot-sheet";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    full: { type: "boolean", default: false },
    popup: { type: "boolean", default: false },
    widths: { type: "string", default: "320,390,768,1280" },
    days: { type: "string", default: "in-season,between-seasons" },
    sheet: { type: "string" },
  },
});
const paths = positionals.length > 0 ? positionals : routeTable.map((entry) => entry.path);
const widths = values.widths.split(",").map(Number);
const days = {
  "in-season": seasonMoments.inSeason,
  "between-seasons": seasonMoments.betweenSeasons,
} as const;
const chosenDays = values.days.split(",").map((day) => {
  if (!(day in days)) throw new Error(`Unknown day "${day}": use ${Object.keys(days).join(", ")}`);
  return day as keyof typeof days;
});
const outDir = "reports/screenshots";
mkdirSync(outDir, { recursive: true });

/**
 * A page's name in file names: its route id, an archive page's address in words
 * (results-2024-2025), or "not-found" for an address the site lacks.
 */
const pageName = (path: string) =>
  routeTable.find((entry) => entry.path === path)?.id ??
  (/^\/[\w-]+\/[\w-]+$/.test(path) ? path.slice(1).replace("/", "-") : "not-found");
const shotName = (path: string, width: number, scheme: string, day: string) =>
  `${pageName(path)}-${width}-${scheme}-${day}.png`;

/** Scrolls to the foot of the page a screen at a time, waits for its pictures, then goes back up. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
  // A picture that fails to arrive is drawn as missing, as a visitor would see it.
  await page
    .waitForFunction(
      () => [...document.images].every((image) => image.complete || !image.checkVisibility()),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
let count = 0;
for (const width of widths) {
  // A phone's screen is tall and narrow; a tablet's and a laptop's, shorter for their width.
  const viewport = { width, height: width < 600 ? Math.round(width * 2.16) : 800 };
  for (const colorScheme of ["light", "dark"] as const) {
    for (const day of chosenDays) {
      const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
      // Sections that render only as they near the screen are drawn where they are on a whole
      // page's shot, as a visitor scrolling to them sees them.
      if (values.full)
        await context.addInitScript(() => {
          document.addEventListener("DOMContentLoaded", () => {
            const style = document.createElement("style");
            style.textContent = ".below-fold { content-visibility: visible !important; }";
            document.head.append(style);
          });
        });
      // Mark the announcements as just shown, so the popup does not cover every shot.
      if (!values.popup) await context.addInitScript(holdAnnouncementsBack);
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(days[day]));
      for (const path of paths) {
        await page.goto(values.base + path, { waitUntil: "networkidle" });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        // A whole page is drawn as a visitor scrolling it would see it: sections that render as
        // they near the screen (.below-fold) and lazy pictures, each once scrolled to.
        if (values.full) await scrollThrough(page);
        const name = shotName(path, width, colorScheme, day);
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: values.full });
        count += 1;
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`${count} screenshots in ${outDir}/`);

if (values.sheet) {
  for (const path of paths) {
    const rows = chosenDays.map((day) =>
      widths.flatMap((width) =>
        (["light", "dark"] as const).map((scheme) => ({
          file: `${outDir}/${shotName(path, width, scheme, day)}`,
          scale: width < 600 ? 1 : 0.5,
        })),
      ),
    );
    const file = `docs/images/design/${pageName(path)}-${values.sheet}.jpg`;
    const bytes = await writeSheet(rows, file);
    console.log(`${file}: ${Math.round(bytes / 1024)} KB`);
  }
}
