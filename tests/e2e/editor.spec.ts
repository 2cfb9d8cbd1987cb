import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { z } from "zod";
import { type ContentName, contentSchemas } from "../../app/content/schema";
import { resolve, type JsonSchema } from "../../app/editor/json-schema";
import { formatDate } from "../../app/editor/form-values";
import { itemNameOf } from "../../app/editor/messages";
import { fileWords } from "../../app/editor/words";
import {
  changedLines,
  contentDir,
  field,
  openFile,
  openGroup,
  openItem,
  readBack,
  reveal,
  saveAndReadBack,
} from "../support/editor";
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

const read = (name: string) => readFileSync(path.join(contentDir, `${name}.yaml`), "utf8");

type Dates = { start: string; end?: string }[];

/**
 * Presses Save and expects the one "Not saved" dialog, listing `problems` (each where it is, as
 * staff see it, and why), then closes it and finds the file as it was.
 */
async function refused(page: Page, name: string, problems: (string | RegExp)[]) {
  allowConsoleErrors(
    page,
    /saving_failed|Not saved|Nothing was written/,
    "the editor logs the refusal it shows",
  );
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Not saved" });
  for (const problem of problems) await expect(dialog).toContainText(problem);
  await expect(dialog).not.toContainText(/try again later|\[\d+\]|\bnull\b/i);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  expect(await readBack(page, name)).toBe(read(name));
}

/** Opens the programmes' form at the first staging with costs, and returns its form. */
async function openStagingWithCosts(page: Page) {
  const { programmes } = parse(read("programmes")) as {
    programmes: { name: string; stagings: { edition: string; costs?: object }[] }[];
  };
  const programme = programmes.find((candidate) =>
    candidate.stagings.some((staging) => staging.costs),
  );
  const staging = programme?.stagings.find((candidate) => candidate.costs);
  if (!programme || !staging) throw new Error("no staging has costs");
  await openFile(page, fileWords.programmes.label);
  const item = await openItem(page, field(page, "Programmes"), programme.name);
  return openItem(page, await reveal(page, field(item, "Stagings")), staging.edition);
}

/**
 * Opens the programmes' form at a programme's staging, empties its required text `label`, and
 * closes every group again, as staff leave them: the field is no longer drawn.
 */
async function emptyInClosedGroups(page: Page, programme: string, edition: string, label: string) {
  await openFile(page, fileWords.programmes.label);
  const item = await openItem(page, field(page, "Programmes"), programme);
  const form = await openItem(page, await reveal(page, field(item, "Stagings")), edition);
  await (await reveal(page, form.getByRole("textbox", { name: label, exact: true }))).fill("");
  const collapse = field(page, "Programmes").getByRole("button", { name: "Collapse All" }).first();
  if (page.viewportSize()!.width < 768) await collapse.tap();
  else await collapse.press("Enter");
  await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveCount(0);
}

/**
 * After a press on the validation panel's entry: the keyboard's focus is in the emptied field
 * (Sveltia's `data-key-path` says which programme and staging it is in), on the screen, and the
 * file is as it was.
 */
async function ledFromPanel(page: Page, label: string, keyPath: string) {
  // The panel's entry bears the field's label too: the focus is awaited in the field's own box.
  const box = page
    .locator(`[data-key-path="${keyPath}"]`)
    .getByRole("textbox", { name: label, exact: true });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("");
  await expect(box).toBeInViewport();
  expect(await readBack(page, "programmes")).toBe(read("programmes"));
}

/** Presses Save and expects the field to say what is wrong with it, and the file as it was. */
async function flagged(page: Page, name: string, at: Locator, problem: string | RegExp) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(at).toContainText(problem);
  expect(await readBack(page, name)).toBe(read(name));
}

test.describe("the content editor", () => {
  // Each test boots the whole editor (0.5 MB of script) and works through several forms: on a busy
  // 2-core machine that alone can take most of the default 30 s, so these tests get 90.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  // /admin's policy allows no eval. Whatever a test does in the editor, nothing on the page tries
  // one (zod probes for `new Function` unless told not to), nor anything else the policy refuses.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { policyViolations: string[] }).policyViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(
          `${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
    });
  });
  test.afterEach(async ({ page }) => {
    if (!page.url().includes("/admin")) return;
    const violations = await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    );
    expect(violations).toEqual([]);
  });

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

  test("adds every store Sveltia opens in one database at once: each upgrade has a version of its own", async ({
    page,
  }) => {
    // Sveltia's way with a store (its IndexedDB class): open the database; if the store is
    // missing, open it again at the version seen plus one and add the store in that upgrade;
    // then use it. Six at once on a new database, as a fresh browser loading the editor does.
    const storesAtOnce = () =>
      page.evaluate(async () => {
        const name = `stores-${Math.random()}`;
        const open = (version?: number, store?: string) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request =
              version === undefined ? indexedDB.open(name) : indexedDB.open(name, version);
            request.onupgradeneeded = () => {
              if (store && !request.result.objectStoreNames.contains(store))
                request.result.createObjectStore(store);
            };
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const use = async (store: string) => {
          let db = await open(undefined, store);
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            db = await open(db.version + 1, store);
          }
          db.onversionchange = () => db.close();
          try {
            db.transaction(store, "readwrite").objectStore(store).put("value", "key");
            return "ok";
          } catch (error) {
            return (error as Error).name;
          }
        };
        const stores = [
          "meta",
          "file-cache",
          "ui-settings",
          "draft-backups",
          "thumbnails",
          "hashes",
        ];
        return Promise.all(stores.map(use));
      });
    // Where nothing gives the upgrades versions of their own, some stores are never added.
    await page.goto("/");
    expect(await storesAtOnce()).toContain("NotFoundError");
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    expect(await storesAtOnce()).toEqual(Array(6).fill("ok"));
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

  test.describe("refuses a mistake before writing, says where and why in staff words", () => {
    test("a partner's emptied name, and an address without https://", async ({ page }) => {
      const { partners } = parse(read("partners")) as { partners: { name: string }[] };
      await openFile(page, fileWords.partners.label);
      const list = field(page, "Partners");
      const partner = await openItem(page, list, partners[0]!.name);
      await partner.getByRole("textbox", { name: "Name" }).fill("");
      await flagged(page, "partners", field(partner, "Name"), /required/i);
      await partner.getByRole("textbox", { name: "Name" }).fill(partners[0]!.name);
      const website = await reveal(page, partner.getByRole("textbox", { name: "Website" }));
      await website.fill("www.partner.example.org");
      await flagged(page, "partners", field(partner, "Website"), /starting with https:\/\//);
      await website.fill("http://partner.example.org");
      await refused(page, "partners", [
        `Partners › Partner 1 “${partners[0]!.name}” › Website`,
        /https:\/\//,
      ]);
    });

    test("the last partner's name longer than a heading holds", async ({ page }) => {
      const { partners } = parse(read("partners")) as { partners: { name: string }[] };
      const last = partners.at(-1)!;
      await openFile(page, fileWords.partners.label);
      const partner = await openItem(page, field(page, "Partners"), last.name);
      const name = partner.getByRole("textbox", { name: "Name" });
      await name.fill(`${last.name} ${"and friends ".repeat(12)}`.trim());
      await flagged(page, "partners", field(partner, "Name"), /more than 120 characters/);
    });

    test("a partner ID that another partner has", async ({ page }) => {
      const { partners } = parse(read("partners")) as { partners: { id: string; name: string }[] };
      const [first, second] = partners;
      await openFile(page, fileWords.partners.label);
      const partner = await openItem(page, field(page, "Partners"), second!.name);
      await partner.getByRole("textbox", { name: "Partner ID" }).fill(first!.id);
      await refused(page, "partners", [`Partners › Partner 2 “${second!.name}” › Partner ID`]);
    });

    test("a programme's staging that ends before it starts, or has the ID of another programme's staging", async ({
      page,
    }) => {
      const { programmes } = parse(read("programmes")) as {
        programmes: {
          name: string;
          stagings: { id: string; edition: string; dates: { start: string; end?: string }[] }[];
        }[];
      };
      const index = programmes.findIndex((programme) =>
        programme.stagings.some((staging) => staging.dates[0]?.end),
      );
      const programme = programmes[index]!;
      const s = programme.stagings.findIndex((staging) => staging.dates[0]?.end);
      const staging = programme.stagings[s]!;
      const other = programmes.find((candidate) => candidate !== programme)!.stagings[0]!;
      await openFile(page, fileWords.programmes.label);
      const item = await openItem(page, field(page, "Programmes"), programme.name);
      const form = await openItem(
        page,
        await reveal(page, field(item, "Stagings")),
        staging.edition,
      );
      const date = await openItem(
        page,
        await reveal(page, field(form, "Dates")),
        formatDate(staging.dates[0]!.start),
      );
      const end = date.getByRole("textbox", { name: "End" });
      await end.fill("1 January 2000");
      const place = `${fileWords.programmes.label} › Programme ${index + 1} “${programme.name}” › Staging ${s + 1} “${staging.edition}”`;
      const day = formatDate(staging.dates[0]!.start);
      await refused(page, "programmes", [
        `${place} › Date 1 “${day}” › End: ends before it starts`,
      ]);
      // Once the refusal is closed the editor puts focus back in the field it refused (on a busy
      // machine, after the next field was filled once: the ID was typed into End). The End field
      // holds focus while it is written back, then Tab leaves it, as staff would.
      await end.fill(formatDate(staging.dates[0]!.end!));
      await expect(end).toBeFocused();
      await end.press("Tab");
      const stagingId = form.getByRole("textbox", { name: "Staging ID" });
      await stagingId.fill(other.id);
      await expect(stagingId).toHaveValue(other.id);
      await expect(end).toHaveValue(formatDate(staging.dates[0]!.end!));
      await refused(page, "programmes", [`${place} › Staging ID`, other.id]);
    });

    test("leads to the field once the note is closed: opens its groups, scrolls to it, puts the focus in it and marks it", async ({
      page,
    }) => {
      allowConsoleErrors(page, /saving_failed|Not saved|Nothing was written/, "the refusal shown");
      const { programmes } = parse(read("programmes")) as {
        programmes: { name: string; stagings: { edition: string; dates: Dates }[] }[];
      };
      // The last programme whose first staging's first date has an end.
      const index = programmes.findLastIndex((programme) => programme.stagings[0]?.dates[0]?.end);
      const programme = programmes[index]!;
      const staging = programme.stagings[0]!;
      await openFile(page, fileWords.programmes.label);
      const item = await openItem(page, field(page, "Programmes"), programme.name);
      const form = await openItem(
        page,
        await reveal(page, field(item, "Stagings")),
        staging.edition,
      );
      const day = formatDate(staging.dates[0]!.start);
      const date = await openItem(page, await reveal(page, field(form, "Dates")), day);
      await date.getByRole("textbox", { name: "End" }).fill("1 January 2000");
      await (
        await reveal(page, form.getByRole("textbox", { name: "Registration closes" }))
      ).fill("31 February 2027");
      const problems = {
        End: "End: ends before it starts",
        "Registration closes": "Registration closes: is not a real date",
      };
      const place = `${fileWords.programmes.label} › Programme ${index + 1} “${programme.name}” › Staging 1 “${staging.edition}”`;
      const dialog = page.getByRole("alertdialog", { name: "Not saved" });
      const focused = page.locator(":focus");
      /** Closes every group, as staff leave them, and presses Save. */
      const save = async () => {
        await field(page, "Programmes")
          .getByRole("button", { name: "Collapse All" })
          .first()
          .click();
        await expect(page.getByRole("textbox", { name: "End" })).toHaveCount(0);
        await page.getByRole("button", { name: "Save" }).click();
        await expect(dialog).toContainText(`${place} › Date 1 “${day}” › ${problems.End}`);
        await expect(dialog).toContainText(`${place} › ${problems["Registration closes"]}`);
      };
      const ledTo = async (label: keyof typeof problems, value: string) => {
        await expect(dialog).toBeHidden();
        await expect(focused).toHaveAccessibleName(label);
        await expect(focused).toHaveValue(value);
        await expect(focused).toHaveAttribute("aria-invalid", "true");
        await expect(focused).toBeInViewport();
      };
      const values = { End: "1 January 2000", "Registration closes": "31 February 2027" };

      // Closed with OK, from the keyboard: the first problem's field.
      await save();
      const first = (await dialog.getByRole("listitem").first().textContent()) ?? "";
      const [firstLabel, secondLabel] = (
        first.includes(problems.End)
          ? ["End", "Registration closes"]
          : ["Registration closes", "End"]
      ) as (keyof typeof problems)[];
      await dialog.getByRole("button", { name: "OK" }).press("Enter");
      await ledTo(firstLabel!, values[firstLabel!]);

      // Each line of the note is a button to its own field: the second, in its closed group.
      await save();
      await dialog.getByRole("button", { name: new RegExp(`› ${problems[secondLabel!]}`) }).click();
      await ledTo(secondLabel!, values[secondLabel!]);
      // The mark goes once the field is changed.
      await focused.fill(secondLabel === "End" ? formatDate(staging.dates[0]!.end!) : "");
      await expect(
        page.getByRole("textbox", { name: secondLabel, exact: true }).first(),
      ).not.toHaveAttribute("aria-invalid", "true");
      expect(await readBack(page, "programmes")).toBe(read("programmes"));
    });

    test("the validation panel leads to its field by keyboard: a required field emptied in closed groups, focused and in view", async ({
      page,
    }) => {
      // The middle programme's last staging: groups down, none of them open when the panel is used.
      const { programmes } = parse(read("programmes")) as {
        programmes: { name: string; stagings: { id: string; edition: string }[] }[];
      };
      const index = Math.floor(programmes.length / 2);
      const programme = programmes[index]!;
      const at = programme.stagings.length - 1;
      await emptyInClosedGroups(
        page,
        programme.name,
        programme.stagings[at]!.edition,
        "Staging ID",
      );
      await page.keyboard.press("ControlOrMeta+s");
      // The panel's tab beside the form, and its one entry, each by the keyboard.
      await page.getByRole("radio", { name: "Validation" }).press("Enter");
      const entry = page.getByRole("button", { name: "Staging ID", exact: true });
      await expect(entry).toContainText("This field is required.");
      await entry.press("Enter");
      await ledFromPanel(page, "Staging ID", `programmes.${index}.stagings.${at}.id`);
    });

    test("prices with cents, a minus sign or words", async ({ page }) => {
      const form = await openStagingWithCosts(page);
      const gold = await reveal(page, field(form, "Gold"));
      for (const typed of ["J$200,000.50", "200000.5", "-5", "two hundred"]) {
        await gold.getByRole("textbox").fill(typed);
        await flagged(page, "programmes", gold, /whole number of Jamaican dollars/);
      }
    });

    test("an announcement with neither a staging nor a last day", async ({ page }) => {
      const { items } = parse(read("announcements")) as {
        items: { title: string; staging?: string }[];
      };
      const index = items.findIndex((item) => item.staging);
      await openFile(page, fileWords.announcements.label);
      const item = await openItem(page, field(page, "Announcements"), items[index]!.title);
      await (
        await reveal(page, field(item, "Staging").getByRole("combobox"))
      ).selectOption({ label: "None" });
      const until = await reveal(page, item.getByRole("textbox", { name: "Until" }));
      await until.fill("");
      await refused(page, "announcements", [
        `${fileWords.announcements.label} › Announcement ${index + 1} “${items[index]!.title}”`,
        /when the link stops showing/,
      ]);
    });
  });

  test("names closed items as staff know them, and shows files of the site one way", async ({
    page,
  }) => {
    const {
      adjudicators,
      method: { windowMonths: months },
    } = parse(read("adjudicators")) as {
      adjudicators: { firstName: string; lastName: string }[];
      method: { windowMonths: number };
    };
    await openFile(page, fileWords.adjudicators.label);
    const list = field(page, "Certified adjudicators");
    for (const person of [0, Math.floor(adjudicators.length / 2), adjudicators.length - 1].map(
      (at) => adjudicators[at]!,
    ))
      await expect(
        await reveal(
          page,
          list.getByText(`${person.firstName} ${person.lastName}`, { exact: true }),
        ),
      ).toBeVisible();
    // A closed group says what it holds, not its first value (the method's "36").
    const method = await reveal(page, field(page, fileWords.adjudicators.fields.method!.label));
    await expect(method).not.toContainText(new RegExp(`\\b${months}\\b`));
    await expect(method).toContainText(fileWords.adjudicators.fields["method.windowMonths"]!.label);

    const { partners } = parse(read("partners")) as { partners: { name: string; logo: string }[] };
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    await page.getByLabel("Files").getByText(fileWords.partners.label, { exact: true }).click();
    for (const at of [0, partners.length - 1]) {
      const partner = await openItem(page, field(page, "Partners"), partners[at]!.name);
      await expect(await reveal(page, field(partner, "Logo").getByRole("textbox"))).toHaveText(
        `/${partners[at]!.logo}`,
      );
    }
  });

  // Every file, in four tests of a quarter of the files each: one test of them all took 76 s,
  // which one worker ran alone while the other had nothing left to run.
  const contentNames = Object.keys(contentSchemas) as ContentName[];
  const quarters = [0, 1, 2, 3].map((quarter) =>
    contentNames.filter((_, index) => index % 4 === quarter),
  );
  for (const names of quarters)
    test(`saves ${names.join(", ")}: an edit changes its own line, and undoing it gives the file back byte for byte`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openFile(page, fileWords[names[0]!].label);
      await page.getByRole("button", { name: "Cancel Editing" }).click();
      for (const name of names) {
        const text = read(name);
        const {
          label,
          path: at,
          value,
          marked: wasMarked,
        } = plainText(name, parse(text) as Record<string, unknown>);
        // Saving closes the form: each edit opens the file from the list again.
        const type = async (typed: string, now: string) => {
          await page.getByLabel("Files").getByText(fileWords[name].label, { exact: true }).click();
          let scope: Page | Locator = page;
          if (label.item !== undefined)
            // A list item is found by its name, which may be the text edited.
            scope = await openItem(
              page,
              await reveal(page, field(page, label.group!)),
              label.naming ? label.item.replace(value, now) : label.item,
            );
          else if (label.group) {
            // Groups of wording start closed; the ones staff edit most start open.
            scope = fileWords[name].first.includes(String(at[0]))
              ? await reveal(page, field(page, label.group))
              : await openGroup(page, label.group);
            if (label.inner) scope = await reveal(page, field(scope, label.inner));
          }
          const box = field(scope, label.own).getByRole("textbox", { name: label.own });
          await expect(await reveal(page, box)).toHaveValue(/\S/);
          await box.fill(typed);
        };
        await type(`${value} (edited)`, value);
        const edited = await saveAndReadBack(page, name, text);
        const { removed, added } = changedLines(text, edited);
        // Its own line, and its record's sample mark where the edit took the value off it.
        const mark = /^ *(- )?sample: /;
        expect(
          [
            removed.filter((line) => !mark.test(line)).length,
            added.filter((line) => !mark.test(line)).length,
          ],
          `${name}: one line changed`,
        ).toEqual([1, 1]);
        if (!wasMarked) expect([removed.length, added.length], name).toEqual([1, 1]);
        expect(added.find((line) => !mark.test(line))).toContain(`${value} (edited)`);
        const expected = parse(text) as Record<string, unknown>;
        setIn(expected, at, `${value} (edited)`);
        expect(withoutMarks(parse(edited)), name).toEqual(withoutMarks(expected));
        await type(value, `${value} (edited)`);
        const undone = await saveAndReadBack(page, name, edited);
        if (wasMarked) expect(withoutMarks(parse(undone)), name).toEqual(withoutMarks(parse(text)));
        else expect(undone, name).toBe(text);
      }
    });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("a required field emptied inside closed groups is reached from the validation panel in one press, focused and in view", async ({
      page,
    }) => {
      // The last programme's first staging: the farthest down the form, 18 screens on a phone.
      const { programmes } = parse(read("programmes")) as {
        programmes: { name: string; stagings: { edition: string }[] }[];
      };
      const index = programmes.length - 1;
      const programme = programmes[index]!;
      await emptyInClosedGroups(page, programme.name, programme.stagings[0]!.edition, "Edition");
      await page.getByRole("button", { name: "Save" }).tap();
      // A phone has no room for the panel beside the form: the editor's options open it.
      await page.getByRole("button", { name: "Show Editor Options" }).tap();
      await page.getByRole("menuitem", { name: "Validation" }).tap();
      const sheet = page.getByRole("dialog", { name: "Validation" });
      const entry = sheet.getByRole("button", { name: "Edition", exact: true });
      await expect(entry).toContainText("This field is required.");
      await entry.tap();
      await expect(sheet).toBeHidden();
      await ledFromPanel(page, "Edition", `programmes.${index}.stagings.0.edition`);
      const box = await page.locator(":focus").boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    });

    test("a price typed by touch shows “J$” once, before its box, nothing is wider than the screen, and it saves that one line", async ({
      page,
    }) => {
      const before = read("programmes");
      const { programmes } = parse(before) as {
        programmes: { name: string; stagings: { edition: string; costs?: object }[] }[];
      };
      const programme = programmes.find((candidate) =>
        candidate.stagings.some((staging) => staging.costs),
      )!;
      await openFile(page, fileWords.programmes.label);
      const item = await openItem(page, field(page, "Programmes"), programme.name);
      // The entry fee, whose label said “J$” as well as the box.
      const fee = await reveal(page, field(item, "Entry fee"));
      expect((await fee.innerText()).match(/J\$/g)).toHaveLength(1);
      await expect(fee.getByRole("textbox", { name: "Entry fee", exact: true })).toHaveValue(
        /^\d{1,3}(,\d{3})*$/,
      );
      const form = await openItem(
        page,
        await reveal(page, field(item, "Stagings")),
        programme.stagings.find((staging) => staging.costs)!.edition,
      );
      const gold = await reveal(page, field(form, "Gold"));
      const box = gold.getByRole("textbox", { name: "Gold", exact: true });
      // Typed key by key, as staff write a price anywhere else.
      await box.tap();
      await box.clear();
      await box.pressSequentially("J$275,000");
      await expect(box).toHaveValue("275,000");
      expect((await gold.innerText()).match(/J\$/g)).toHaveLength(1);
      await page.screenshot({ path: test.info().outputPath("gold-typed-with-its-sign.png") });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("input, select, textarea, button, p, label")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(wide).toEqual([]);
      const after = await saveAndReadBack(page, "programmes", before, "tap");
      const { removed, added } = changedLines(before, after);
      expect(removed).toHaveLength(1);
      expect(added).toEqual([removed[0]!.replace(/gold: (\d+|null)/, "gold: 275000")]);
    });

    test("a refused save leads to its field by touch, in its closed group, on the screen", async ({
      page,
    }) => {
      allowConsoleErrors(page, /saving_failed|Not saved|Nothing was written/, "the refusal shown");
      const form = await openStagingWithCosts(page);
      const closes = await reveal(page, form.getByRole("textbox", { name: "Registration closes" }));
      await closes.fill("31 February 2027");
      await field(page, "Programmes").getByRole("button", { name: "Collapse All" }).first().tap();
      await expect(page.getByRole("textbox", { name: "Registration closes" })).toHaveCount(0);
      await page.getByRole("button", { name: "Save" }).tap();
      const dialog = page.getByRole("alertdialog", { name: "Not saved" });
      await expect(dialog).toContainText("Registration closes: is not a real date");
      await dialog.getByRole("button", { name: "OK" }).tap();
      await expect(dialog).toBeHidden();
      const focused = page.locator(":focus");
      await expect(focused).toHaveAccessibleName("Registration closes");
      await expect(focused).toHaveValue("31 February 2027");
      await expect(focused).toHaveAttribute("aria-invalid", "true");
      await expect(focused).toBeInViewport();
      const box = await focused.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await readBack(page, "programmes")).toBe(read("programmes"));
    });
  });
});

/**
 * The first short, single-line text of a file that a form shows (at its top level, in a group of
 * wording at its top level, or in the last item of a list there), with no pattern or format to
 * keep, and no sample mark that the edit would take off: what an edit anywhere is like.
 */
function plainText(name: ContentName, data: Record<string, unknown>) {
  const words = fileWords[name];
  const root = z.toJSONSchema(contentSchemas[name], {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  const plain = (schema: JsonSchema | undefined) =>
    schema?.type === "string" &&
    !schema.pattern &&
    !schema.format &&
    !schema.enum &&
    schema.const === undefined;
  const short = (value: unknown): value is string =>
    typeof value === "string" &&
    value.length > 0 &&
    value.length < 60 &&
    !value.includes("\n") &&
    !/[{}]/.test(value);
  interface Candidate {
    /** `naming`: the field is one of those that name the item in the list. */
    label: { group?: string; inner?: string; item?: string; naming?: boolean; own: string };
    path: (string | number)[];
    value: string;
    /** A sample mark covers it: the edit takes the mark off, and undoing it does not put it back. */
    marked: boolean;
  }
  const candidates: Candidate[] = [];
  const properties = Object.keys(root.properties ?? {});
  const order = [...words.first, ...properties.filter((key) => !words.first.includes(key))].filter(
    (key) => key in words.fields,
  );
  for (const key of order) {
    const schema = resolve(root.properties![key]!, root);
    const value = data[key];
    if (plain(schema) && short(value))
      candidates.push({
        label: { own: words.fields[key]!.label },
        path: [key],
        value,
        marked: marked(data, key),
      });
    const items = schema.type === "array" ? resolve(schema.items ?? {}, root) : undefined;
    const list = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    const last = list.at(-1);
    const itemName = last ? itemNameOf(words.fields[key]!, last) : "";
    if (items?.type === "object" && itemName && last && short(itemName))
      for (const [child, property] of Object.entries(items.properties ?? {})) {
        const text = last[child];
        if (plain(resolve(property, root)) && short(text))
          candidates.push({
            label: {
              group: words.fields[key]!.label,
              item: itemName,
              naming: [words.fields[key]!.itemName].flat().includes(child),
              own: words.fields[`${key}[].${child}`]!.label,
            },
            path: [key, list.length - 1, child],
            value: text,
            marked: marked(last, child),
          });
      }
    if (schema.type === "object")
      for (const [child, property] of Object.entries(schema.properties ?? {})) {
        const record = value as Record<string, unknown>;
        const text = record[child];
        const own = resolve(property, root);
        if (plain(own) && short(text))
          candidates.push({
            label: { group: words.fields[key]!.label, own: words.fields[`${key}.${child}`]!.label },
            path: [key, child],
            value: text,
            marked: marked(record, child),
          });
        // A group inside the group (the privacy page's table headings).
        if (own.type === "object")
          for (const [grandchild, inner] of Object.entries(own.properties ?? {})) {
            const innerRecord = text as unknown as Record<string, unknown>;
            const innerText = innerRecord[grandchild];
            if (plain(resolve(inner, root)) && short(innerText))
              candidates.push({
                label: {
                  group: words.fields[key]!.label,
                  inner: words.fields[`${key}.${child}`]!.label,
                  own: words.fields[`${key}.${child}.${grandchild}`]!.label,
                },
                path: [key, child, grandchild],
                value: innerText,
                marked: marked(record, child) || marked(innerRecord, grandchild),
              });
          }
      }
  }
  const chosen = candidates.find((candidate) => !candidate.marked) ?? candidates[0];
  if (!chosen) throw new Error(`${name}: no short plain text at its top level`);
  return chosen;
}

/** A file's values without their sample marks. */
function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "sample")
      .map(([key, field]) => [key, withoutMarks(field)]),
  );
}

/** Whether a sample mark covers the field: editing it would change the mark as well. */
function marked(record: Record<string, unknown>, key: string) {
  const mark = record.sample;
  return mark === true || (Array.isArray(mark) && mark.includes(key));
}

function setIn(data: Record<string, unknown>, at: (string | number)[], value: string) {
  const parent = at
    .slice(0, -1)
    .reduce(
      (node, key) => node[key] as Record<string | number, unknown>,
      data as Record<string | number, unknown>,
    );
  parent[at.at(-1)!] = value;
}
