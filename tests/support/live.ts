import type { APIRequestContext, Page } from "@playwright/test";
import type { PageId } from "../../app/route-table";
import { visitAt } from "./screen";
import { builtOn, pagesUnderTest } from "./site";

/**
 * Helpers of the checks of the live content (tests/live/): they hold for any valid content, so
 * what they expect is worked out from the content as loaded and the day the site was built.
 */

/**
 * Whether the run checks the page (E2E_PAGES keeps a content change's check to the pages it
 * shows on): a page's widget checks are defined only then.
 */
export const underTest = (id: PageId) => pagesUnderTest.some((page) => page.id === id);

/** The two layouts the widgets are checked in: a 390 px phone and a 1280 px desktop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Noon in Kingston on a calendar day: the moment a check sets the page's clock to for that day. */
export const noonOn = (day: string) => `${day}T12:00:00-05:00`;

/** The calendar day `days` after (or before) a day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The base name of a content file, which its built copies keep before their hash:
 * assets/banners/slide-1.jpg is served as /assets/slide-1-<hash>.avif (and .webp, .jpeg).
 */
export function assetBase(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** A built copy of a content file: /assets/<base>-<hash>.<format>, at any width. */
export const builtAssetPattern = (file: string) =>
  new RegExp(`/assets/${escapeRegExp(assetBase(file))}-[\\w-]+\\.(avif|webp|jpe?g|png|svg)$`);

/**
 * Opens a page with the browser's clock fixed at noon on the day the site was built, hydrated and
 * settled: the islands then decide with the day the prerendered HTML was made for, whatever the
 * real day of the run. Returns that day.
 */
export async function visitOnBuildDay(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<string> {
  const day = await builtOn(request);
  await visitAt(page, noonOn(day), path);
  return day;
}
