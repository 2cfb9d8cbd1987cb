import type { Locator, Page } from "@playwright/test";
import { settled, waitForHydration } from "./fixtures";

/** Opens a page with the browser's clock fixed at a moment, once it has hydrated and settled. */
export async function visitAt(page: Page, moment: string, path: string) {
  await page.clock.setFixedTime(new Date(moment));
  await page.goto(path);
  await waitForHydration(page);
  await settled(page);
}

/** Whether the element lies wholly inside the first screen, not scrolled to. */
export async function inFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x >= 0 &&
    box.x + box.width <= viewport.width
  );
}
