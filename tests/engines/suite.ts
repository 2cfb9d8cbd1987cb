import { afterAll, beforeAll, describe, test } from "vitest";
import type { EngineName, EnginePage } from "./engine";
import { type Engine, engines } from "./drivers";
import { announcementsOpenAtFirstPress, everyPageLoadsClean } from "./checks/pages";

/**
 * What can differ between engines, checked in one (decision 0048): each test file names its engine
 * and runs these, so Chromium, Firefox and WebKit run the same checks, each in a worker of its own.
 */
const checks: Record<string, (page: EnginePage) => Promise<void>> = {
  "every page loads with no error, violation or failed load": everyPageLoadsClean,
  "Announcements opens at the first press, scripts off": (page) =>
    announcementsOpenAtFirstPress(page, "off"),
  "Announcements opens at the first press, scripts late": (page) =>
    announcementsOpenAtFirstPress(page, "late"),
};

export function engineSuite(name: EngineName) {
  describe(name, () => {
    let engine: Engine;
    beforeAll(() => {
      engine = engines[name]();
    });
    afterAll(() => engine.close());
    for (const [title, check] of Object.entries(checks)) test(title, () => check(engine.page));
  });
}
