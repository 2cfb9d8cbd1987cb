import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { loadContent } from "../../app/content/load.server";
import { contentDir, field, openList, readBack, reveal } from "../support/editor";
import { abortedLoad, allowConsoleErrors, expect, test } from "../support/fixtures";

// The content editor at /admin (docs/decisions/0022), in local-folder mode: the folder picker
// answers with the origin-private file system, seeded with a copy of content/ and an empty
// .git folder, so Sveltia CMS edits real files without GitHub and without the network.

/** Requests that left the machine (every one is aborted). */
let offsite: string[] = [];

test.beforeEach(async ({ context, baseURL }) => {
  offsite = [];
  allowConsoleErrors(context, abortedLoad, "requests that would leave the machine are refused");
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await context.route(
    (url) => url.origin !== origin && !url.protocol.startsWith("blob"),
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
});

/** Every content file as the editor left it, through the project's own loader. */
async function loadReadBack(page: Page) {
  const copy = mkdtempSync(path.join(tmpdir(), "jade-editor-"));
  try {
    cpSync(contentDir, copy, { recursive: true });
    for (const name of readdirSync(contentDir).filter((file) => file.endsWith(".yaml")))
      writeFileSync(path.join(copy, name), await readBack(page, name.replace(/\.yaml$/, "")));
    return loadContent(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Saves, waits for the editor to say so, and reads the file back once it differs from `before`
 * (a read while the editor is still writing fails, and is tried again).
 */
async function saveAndReadBack(page: Page, name: string, before: string) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
  let after = before;
  await expect(async () => {
    after = await readBack(page, name);
    expect(after).not.toBe(before);
  }).toPass();
  return after;
}

/** Adds a staging to the first programme, with its ID and edition; returns its form. */
async function addStaging(page: Page, id: string, edition: string) {
  await openList(page, "Programmes, stagings and results", "Programmes");
  const stagings = await reveal(page, field(page, "Stagings"));
  await (await reveal(page, stagings.getByRole("button", { name: /^Add .?Stagings/ }))).click();
  const added = stagings
    .getByRole("group")
    .filter({ has: field(page, "Edition") })
    .last();
  await added.getByRole("textbox", { name: "ID" }).fill(id);
  await added.getByRole("textbox", { name: "Edition" }).fill(edition);
  return added;
}

/** Lines only in `before`, and lines only in `after`, compared line by line. */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  return {
    removed: a.filter((line, index) => b[index] !== line),
    added: b.filter((line, index) => a[index] !== line),
    sameLength: a.length === b.length,
  };
}

const comments = (text: string) =>
  text.split("\n").filter((line) => line.trimStart().startsWith("#"));

test.describe("the content editor", () => {
  // Each test boots the whole editor (0.5 MB of script) and works through several forms: on a busy
  // 2-core machine that alone can take most of the default 30 s, so these tests get 90.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("loads from this site alone: its headers, no index, nothing fetched from a CDN", async ({
    page,
    request,
  }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|'sha256-/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    // Its fonts are ours, and load: the icon font draws icons, not their names.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((font) => /Material Symbols|Source Sans/.test(font.family))
            .map((font) => `${font.family}: ${font.status}`)
            .sort(),
        ),
      )
      .toEqual(["Material Symbols Outlined: loaded", "Source Sans 3: loaded"]);
    // Only GitHub's status check may try to leave; the editor's own files never do.
    expect(offsite.filter((url) => !url.startsWith("https://www.githubstatus.com/"))).toEqual([]);
  });

  test("is in no public page, the sitemap or the search index", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(await (await request.get(url)).text()).not.toMatch(/href="\/admin/);
    const index = await request.get("/page-listing");
    expect(await index.text()).not.toContain("/admin");
  });

  test("a Gold price changed in the form changes that one line of programmes.yaml", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "programmes.yaml"), "utf8");
    const data = parse(before) as {
      programmes: { stagings: { id: string; costs?: { gold: number | null } }[] }[];
    };
    const staging = data.programmes[0]?.stagings[0];
    const gold = staging?.costs?.gold;
    expect(gold, "the first staging of the first programme has a Gold price").toEqual(
      expect.any(Number),
    );
    const price = (gold ?? 0) + 12_500;

    await openList(page, "Programmes, stagings and results", "Programmes");
    const stagings = await reveal(page, field(page, "Stagings"));
    await stagings
      .getByRole("group")
      .filter({ hasText: staging?.id ?? "" })
      .first()
      .getByRole("button", { name: "Expand" })
      .click();
    const input = await reveal(
      page,
      field(stagings, "Costs").getByRole("spinbutton", { name: "Gold" }),
    );
    await expect(input).toHaveValue(String(gold));
    await input.fill(String(price));
    const after = await saveAndReadBack(page, "programmes", before);
    const { removed, added, sameLength } = changedLines(before, after);
    expect(sameLength).toBe(true);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]?.replace(`gold: ${gold}`, `gold: ${price}`)]);
    expect(comments(after)).toEqual(comments(before));

    // The project's own loader accepts every file as the editor left it.
    const loaded = await loadReadBack(page);
    expect(loaded.programmes.programmes[0]?.stagings[0]?.costs?.gold).toBe(price);
  });

  test("a new staging with its dates adds only its own lines, after the staging before it", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "programmes.yaml"), "utf8");
    const data = parse(before) as { programmes: { stagings: { id: string }[] }[] };
    const last = data.programmes[0]?.stagings.at(-1)?.id ?? "";
    const added = await addStaging(page, "noc-2099", "2099");
    const dates = field(added, "Dates");
    await dates.getByRole("button", { name: /^Add .?Dates/ }).click();
    await dates.getByRole("textbox", { name: "Start" }).fill("2099-12-04");
    await added.getByRole("textbox", { name: "Venue" }).fill("Mandeville");
    const after = await saveAndReadBack(page, "programmes", before);
    const block = [
      "      - id: noc-2099",
      '        edition: "2099"',
      "        dates:",
      "          - start: 2099-12-04",
      "        venue: Mandeville",
      "",
    ].join("\n");
    expect(after.replace(block, "")).toBe(before);
    expect(after.indexOf(block)).toBeGreaterThan(after.indexOf(`      - id: ${last}\n`));
    const loaded = await loadReadBack(page);
    expect(loaded.programmes.programmes[0]?.stagings.at(-1)).toEqual({
      id: "noc-2099",
      edition: "2099",
      dates: [{ start: "2099-12-04" }],
      venue: "Mandeville",
    });
  });

  test("an end date before its start is refused with the record and field named, and the file is left as it was", async ({
    page,
  }) => {
    allowConsoleErrors(
      page,
      /^Error: This cannot be saved as it is:/,
      "the editor logs the refusal it shows, which is what this test provokes",
    );
    const before = readFileSync(path.join(contentDir, "programmes.yaml"), "utf8");
    const data = parse(before) as {
      programmes: {
        id: string;
        stagings: { id: string; dates: { start: string; end?: string }[] }[];
      }[];
    };
    const index = data.programmes.findIndex((programme) => programme.stagings[0]?.dates[0]?.end);
    const staging = data.programmes[index]?.stagings[0];
    expect(staging, "a staging that runs over several days").toBeDefined();
    await openList(page, "Programmes, stagings and results", "Programmes");
    // Programme `index`'s stagings, its first staging opened (fields keep no text to find).
    const item = await reveal(page, field(page, "Stagings").nth(index));
    await expect(item).toContainText(staging?.id ?? "");
    await item.getByRole("button", { name: "Expand" }).first().click();
    await (
      await reveal(page, field(item, "Dates").getByRole("button", { name: "Expand" }))
    ).click();
    const end = await reveal(page, field(item, "Dates").getByRole("textbox", { name: "End" }));
    await end.fill("2000-01-01");
    await page.getByRole("button", { name: "Save" }).click();
    const note = page.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(note).toContainText(
      `content/programmes.yaml › programmes[${index}] "${data.programmes[index]?.id}" › ` +
        `stagings[0] "${staging?.id}" › dates[0].end: ends before it starts`,
    );
    await expect(page.getByRole("alertdialog")).toContainText("error while saving");
    expect(await readBack(page, "programmes")).toBe(before);
  });

  test("an image uploaded for an article lands in its folder and only its path changes", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "articles.yaml"), "utf8");
    const { articles } = parse(before) as { articles: { image: string }[] };
    const old = articles[0]?.image ?? "";
    const folder = path.posix.dirname(old);
    // A photo of its own: the editor reuses a file it already has with the same bytes.
    const photo = Buffer.concat([readFileSync(path.join(contentDir, old)), Buffer.from("new")]);
    await openList(page, "Articles (Media Moments)", "Articles");
    const image = await reveal(page, field(page, "Image"));
    await image.getByRole("button", { name: "Replace Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    // The association's own files only: no stock photo services, no outside address.
    await expect(dialog.getByRole("option", { name: "Unsplash" })).toHaveCount(0);
    await expect(dialog.getByRole("option", { name: "Enter URL" })).toHaveCount(0);
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({ name: "new-photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(dialog.getByRole("option", { name: "new-photo.jpg" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog.getByRole("button", { name: "Insert" }).click();
    await expect(image.getByRole("textbox")).toHaveText(/new-photo\.jpg$/);
    const after = await saveAndReadBack(page, "articles", before);
    const { removed, added } = changedLines(before, after);
    expect(removed).toEqual([`    image: ${old}`]);
    expect(added).toEqual([`    image: ${folder}/new-photo.jpg`]);
    const uploaded = await page.evaluate(async (parts) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).size;
    }, `content/${folder}/new-photo.jpg`.split("/"));
    expect(uploaded).toBe(photo.length);
  });

  test("a staging without dates is refused at its Dates field, and the file is left as it was", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "programmes.yaml"), "utf8");
    const added = await addStaging(page, "noc-2099", "2099");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(field(added, "Dates")).toContainText(/at least 1|required/i);
    expect(await readBack(page, "programmes")).toBe(before);
  });

  test("an id with capitals is refused with the field named, and the file is left as it was", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "programmes.yaml"), "utf8");
    const programmes = await openList(page, "Programmes, stagings and results", "Programmes");
    const id = await reveal(page, field(programmes, "ID").getByRole("textbox", { name: "ID" }));
    await id.fill("National-Oratorical-Challenge");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/Lower-case letters and digits/).first()).toBeVisible();
    expect(await readBack(page, "programmes")).toBe(before);
  });
});
