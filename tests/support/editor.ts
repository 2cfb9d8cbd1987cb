import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { settled } from "./fixtures";

// The content editor (/admin) in local-folder mode, for its browser tests and the guide's
// screenshots: the folder picker answers with the origin-private file system, seeded with a
// copy of content/ and an empty .git folder, so Sveltia CMS edits real files offline.

export const contentDir = path.resolve(import.meta.dirname, "../../content");

function filesBelow(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(path.join(dir, name)).isDirectory()
      ? filesBelow(path.join(dir, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

const seed = filesBelow(contentDir).map((file) => ({
  file: `content/${file}`,
  base64: readFileSync(path.join(contentDir, file)).toString("base64"),
}));

/** Opens the editor on the seeded origin-private folder. */
export async function openLocalEditor(page: Page) {
  // As text: a function compiled by tsx (the screenshot script) would call its __name helper.
  await page.addInitScript({
    content: `window.showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });`,
  });
  await page.goto("/admin");
  await page.evaluate(async (files) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repo", {
      create: true,
    });
    await root.getDirectoryHandle(".git", { create: true });
    for (const { file, base64 } of files) {
      const parts = file.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1) ?? "", { create: true })
      ).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
      await writable.close();
    }
  }, seed);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByText("Programmes, stagings and results")).toBeVisible();
}

/** Opens the editor at a file's form (by its label), with one of its lists opened throughout. */
export async function openList(page: Page, file: string, list: string) {
  await openLocalEditor(page);
  await page.getByText(file).click();
  const opened = field(page, list);
  // A press that lands while the list is still being set up expands nothing (seen under load):
  // press again until every item is open, which disables the button.
  const expandAll = opened.getByRole("button", { name: "Expand All" });
  await expect(async () => {
    if (await expandAll.isEnabled()) await expandAll.click();
    await expect(expandAll).toBeDisabled({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return opened;
}

/** A content file as the editor left it in the origin-private folder. */
export function readBack(page: Page, name: string) {
  return page.evaluate(async (file) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    const dir = await root.getDirectoryHandle("content");
    return (await (await dir.getFileHandle(file)).getFile()).text();
  }, `${name}.yaml`);
}

/**
 * The editor draws fields as they scroll into view: scroll its pane until `locator` exists. The
 * wait is for a condition, not a fixed time: each 300 px step (less than the window's height, so
 * nothing is skipped) waits until the page has drawn it and been idle, then up to 250 ms for the
 * field, then scrolls on at once (`toPass` would otherwise back off to a second between steps).
 */
export async function reveal(page: Page, locator: Locator) {
  await page.mouse.move(640, 400);
  await expect(async () => {
    if ((await locator.count()) === 0) {
      await page.mouse.wheel(0, 300);
      await settled(page);
    }
    await expect(locator.first()).toBeAttached({ timeout: 250 });
  }).toPass({ timeout: 30_000, intervals: [0] });
  await locator.first().scrollIntoViewIfNeeded();
  return locator.first();
}

export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole("group", { name: new RegExp(`^“.?${name}.?” Field$`) });
