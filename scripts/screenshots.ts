// Takes screenshots of pages of the running site at phone and desktop widths, light and dark,
// into reports/screenshots/. Usage: npm run screenshots -- [--base http://127.0.0.1:3000] [--full] [--popup] [paths...]
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { routeTable } from "../app/route-table";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { holdAnnouncementsBack } from "../tests/support/site";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    full: { type: "boolean", default: false },
    popup: { type: "boolean", default: false },
  },
});
const paths = positionals.length > 0 ? positionals : routeTable.map((entry) => entry.path);
const outDir = "reports/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
    // Mark the announcements as just shown, so the popup does not cover every shot.
    if (!values.popup) {
      await context.addInitScript(holdAnnouncementsBack);
    }
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(values.base + path, { waitUntil: "networkidle" });
      const name = `${path === "/" ? "home" : path.slice(1)}-${device}-${colorScheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: values.full });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);
