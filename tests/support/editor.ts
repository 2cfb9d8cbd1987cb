import { createHash } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { checkContent } from "../../app/pipeline/check.server";
import { contentDirectory, loadContent } from "../../app/content/load.server";
import { answerOtherSites, settled } from "./fixtures";

// The content editor (/admin) in local-folder mode, for its browser tests and the guide's
// screenshots: the folder picker answers with the origin-private file system, seeded with a
// copy of the content set under test (the tests' own, tests/content; CONTENT_DIR) and an empty .git
// folder, so Sveltia CMS edits real files offline.

export const contentDir = contentDirectory();

function filesBelow(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(path.join(dir, name)).isDirectory()
      ? filesBelow(path.join(dir, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

const seedFiles = filesBelow(contentDir).map((file) => ({
  file,
  bytes: readFileSync(path.join(contentDir, file)),
}));
const seed = seedFiles.map(({ file, bytes }) => ({
  file: `content/${file}`,
  base64: bytes.toString("base64"),
}));
/** Each seeded file's SHA-256, by its path under content/. */
const seedHashes = new Map(
  seedFiles.map(({ file, bytes }) => [file, createHash("sha256").update(bytes).digest("hex")]),
);

/**
 * Opens the editor on the seeded origin-private folder. What its previews ask of other sites (a
 * partner's logo at an address, say) is answered here with nothing.
 */
export async function openLocalEditor(page: Page) {
  await answerOtherSites(page.context());
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
      // The browser's own decoder where it has one: a loop over the characters takes a second.
      const { fromBase64 } = Uint8Array as {
        fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
      };
      await writable.write(
        fromBase64
          ? fromBase64.call(Uint8Array, base64)
          : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
      );
      await writable.close();
    }
  }, seed);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  // A phone shows the list of collections first: its one collection is opened by a tap.
  const files = page.getByText("Programmes, stagings and results");
  const collection = page.getByText("Site content", { exact: true });
  await expect(files.or(collection).first()).toBeVisible();
  if (!(await files.isVisible())) await collection.first().click();
  await expect(files).toBeVisible();
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
 * wait is for a condition, not a fixed time: each step, half the window's height (less than the
 * pane's, so no field passes by undrawn), waits until the page has drawn it and been idle, by
 * when the editor has drawn what came into view; then the field is looked for once, and the pane
 * scrolls on at once if it is not there (a wait of 250 ms for it at every step cost the editor's
 * tests a fifth of their time).
 */
export async function reveal(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(width / 2, height / 2);
  await expect(async () => {
    if ((await locator.count()) === 0) {
      await page.mouse.wheel(0, Math.round(height / 2));
      await settled(page);
    }
    expect(await locator.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000, intervals: [0] });
  await locator.first().scrollIntoViewIfNeeded();
  return locator.first();
}

/** A field's group in the form, by its label as staff read it (brackets and "J$" included). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole("group", {
    name: new RegExp(`^“.?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.?” Field$`),
  });

/** Opens the editor at a file's form, by the file's name in the list. */
export async function openFile(page: Page, file: string) {
  await openLocalEditor(page);
  await page
    .getByRole("link", { name: file, exact: true })
    .or(page.getByText(file, { exact: true }))
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}

/**
 * Saves, waits for the editor to say so, and reads the file back once it differs from `before`
 * (a read while the editor is still writing fails, and is tried again). On a phone the Save
 * button is tapped, as a finger does.
 */
export async function saveAndReadBack(
  page: Page,
  name: string,
  before: string,
  press: "click" | "tap" = "click",
) {
  const save = page.getByRole("button", { name: "Save" });
  await (press === "tap" ? save.tap() : save.click());
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
  let after = before;
  await expect(async () => {
    after = await readBack(page, name);
    expect(after).not.toBe(before);
  }).toPass();
  return after;
}

/** The SHA-256 of each file under content/ in the editor's folder, by its path there. */
function editedHashes(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      // @ts-expect-error: entries() is in Chromium, not yet in TypeScript's DOM types.
      for await (const [name, handle] of dir.entries() as AsyncIterable<
        [string, FileSystemHandle]
      >) {
        if (handle.kind === "directory")
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer();
          const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
          out[`${prefix}${name}`] = Array.from(hash, (byte) =>
            byte.toString(16).padStart(2, "0"),
          ).join("");
        }
      }
    };
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    await walk(await root.getDirectoryHandle("content"), "");
    return out;
  });
}

/** A file under content/ in the editor's folder, as bytes. */
async function editedFile(page: Page, file: string) {
  const base64 = await page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    const parts = `content/${file}`.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    const blob = await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile();
    const url = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsDataURL(blob);
    });
    return url.slice(url.indexOf(",") + 1);
  }, file);
  return Buffer.from(base64, "base64");
}

/**
 * Runs the content check (`npm run content:check`, which is what the build runs first) on the
 * content as the editor left it, files it uploaded included, and returns the content the site's
 * pages are made from. A refusal throws the check's own ContentError, naming the file and field.
 * A file the editor left as it was seeded is copied from the content set; only those it wrote or
 * added are read back from the page, so a check reads about 100 KB of it, not the 2.9 MB seeded.
 */
export async function checkedContent(page: Page) {
  const copy = mkdtempSync(path.join(tmpdir(), "jade-editor-"));
  try {
    for (const [name, hash] of Object.entries(await editedHashes(page))) {
      const to = path.join(copy, name);
      mkdirSync(path.dirname(to), { recursive: true });
      if (hash === seedHashes.get(name)) copyFileSync(path.join(contentDir, name), to);
      else writeFileSync(to, await editedFile(page, name));
    }
    await checkContent(copy);
    return loadContent(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Lines only in `before`, and lines only in `after`, by a longest common subsequence. */
export function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!))
      added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

export const comments = (text: string) =>
  text.split("\n").filter((line) => line.trimStart().startsWith("#"));

/**
 * Opens the item of a list that the list names `name` (its summary, shown while it is closed), and
 * returns its body: the item is pinned by the body's id, as its summary goes when it opens.
 */
export async function openItem(page: Page, list: Locator, name: string) {
  const item = list
    .getByRole("group")
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();
  const expand = (await reveal(page, item)).getByRole("button", { name: "Expand" }).first();
  const body = await expand.getAttribute("aria-controls");
  await pressUntilOpen(page.locator(`[aria-controls="${body}"]`));
  return page.locator(`[id="${body}"]`);
}

/** Opens a closed group of fields (a group of page wording), and returns it. */
export async function openGroup(page: Page, name: string, scope: Page | Locator = page) {
  const group = await reveal(page, field(scope, name));
  await pressUntilOpen(group.getByRole("button", { name: /^(Expand|Collapse)$/ }).first());
  return group;
}

/**
 * Presses an Expand button until it says it is open: a press that lands while the form is still
 * being set up opens nothing (seen under load), so the press is repeated, not waited out.
 */
async function pressUntilOpen(toggle: Locator) {
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Presses a list's "Add …" button, and returns the item it added: the last with `fieldName`. */
export async function addItem(page: Page, list: Locator, item: string, fieldName: string) {
  await (
    await reveal(page, list.getByRole("button", { name: new RegExp(`^Add .?${item}.?$`) }))
  ).click();
  return list
    .getByRole("group")
    .filter({ has: field(page, fieldName) })
    .last();
}
