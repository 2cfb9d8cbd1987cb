import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import {
  changedLines,
  checkedContent,
  comments,
  contentDir,
  field,
  openFile,
  openItem,
  addItem,
  reveal,
  saveAndReadBack,
} from "../support/editor";
import { formatDate } from "../../app/editor/form-values";
import { expect, test } from "../support/fixtures";

// The five everyday tasks of the association's office staff (issue 22), each done through the
// editor's form as staff would, in local-folder mode on a copy of content/, and each ending with
// the content check the build runs passing on the files as the editor left them.

const read = (name: string) => readFileSync(path.join(contentDir, `${name}.yaml`), "utf8");

test.describe("staff's everyday tasks in the content editor", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("add a partner at the end of the list, with an SVG logo uploaded", async ({ page }) => {
    const before = read("partners");
    const { partners } = parse(before) as { partners: { id: string; logo: string }[] };
    const last = partners.at(-1)!;
    const logo = readFileSync(path.join(contentDir, last.logo), "utf8").replace(
      /<title>.*?<\/title>/,
      "",
    );
    await openFile(page, "Partners");
    const list = field(page, "Partners");
    await (await reveal(page, list.getByRole("button", { name: /^Add .?Partner.?$/ }))).click();
    const added = list
      .getByRole("group")
      .filter({ has: field(page, "Partner ID") })
      .last();
    await added.getByRole("textbox", { name: "Partner ID" }).fill("blue-lagoon-bank");
    await added.getByRole("textbox", { name: "Name" }).fill("Blue Lagoon Bank");
    const image = await reveal(page, field(added, "Logo"));
    await image.getByRole("button", { name: "Browse" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    // The partners' own folder first; staff may look through all the site's files.
    await expect(dialog.getByRole("option", { name: "Files for this field" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({
      name: "blue-lagoon-bank.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(logo),
    });
    await expect(dialog.getByRole("option", { name: "blue-lagoon-bank.svg" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog.getByRole("button", { name: "Insert" }).click();
    await expect(image.getByRole("textbox")).toHaveText(/blue-lagoon-bank\.svg$/);
    await (
      await reveal(page, field(added, "Website").getByRole("textbox"))
    ).fill("https://bluelagoonbank.example.org");
    const after = await saveAndReadBack(page, "partners", before);
    const { removed, added: lines } = changedLines(before, after);
    expect(removed).toEqual([]);
    expect(lines).toEqual([
      "  - id: blue-lagoon-bank",
      "    name: Blue Lagoon Bank",
      "    logo: assets/partners/blue-lagoon-bank.svg",
      "    url: https://bluelagoonbank.example.org",
      // The tick for "sponsors a programme now", as the editor writes it when left unticked.
      "    sponsor: false",
      // An example.org address is a sample by what it is: the editor marks it for the report.
      "    sample: [url]",
    ]);
    expect(after.startsWith(before)).toBe(true);
    expect(comments(after)).toEqual(comments(before));
    const content = await checkedContent(page);
    expect(content.partners.partners.map((partner) => partner.id)).toEqual([
      ...partners.map((partner) => partner.id),
      "blue-lagoon-bank",
    ]);
  });

  test("add an article, which lands first, where the newest are read", async ({ page }) => {
    const before = read("articles");
    const { articles } = parse(before) as {
      articles: { id: string; image: string; published: string }[];
    };
    const newest = [...articles].sort((a, b) => b.published.localeCompare(a.published))[0]!;
    await openFile(page, "Articles");
    const added = await addItem(page, field(page, "Articles"), "Article", "Article ID");
    await added.getByRole("textbox", { name: "Article ID" }).fill("season-opens");
    await added.getByRole("textbox", { name: "Title" }).fill("A new season of debate opens");
    await added.getByRole("textbox", { name: "Publisher" }).fill("The Daily Record");
    await added.getByRole("textbox", { name: "Published on" }).fill("2 February 2027");
    const image = await reveal(page, field(added, "Image"));
    await image.getByRole("button", { name: "Browse" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({
      name: "season-opens.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(path.join(contentDir, newest.image)),
    });
    await dialog.getByRole("button", { name: "Insert" }).click();
    await (
      await reveal(page, added.getByRole("textbox", { name: "What the picture shows" }))
    ).fill("Two debaters shaking hands across a stage.");
    await (
      await reveal(page, added.getByRole("textbox", { name: "Summary" }))
    ).fill("The new season began with a debate on young people and work.");
    await (
      await reveal(page, added.getByRole("textbox", { name: "Article link" }))
    ).fill("https://dailyrecord.example.org/season-opens");
    const after = await saveAndReadBack(page, "articles", before);
    const { removed, added: lines } = changedLines(before, after);
    expect(removed).toEqual([]);
    // Its lines come before the first article that was there.
    const firstBefore = after.indexOf(`  - id: ${articles[0]!.id}`);
    expect(after.indexOf("  - id: season-opens")).toBeGreaterThan(-1);
    expect(after.indexOf("  - id: season-opens")).toBeLessThan(firstBefore);
    expect(lines[0]).toBe("  - id: season-opens");
    expect(comments(after)).toEqual(comments(before));
    const content = await checkedContent(page);
    expect(content.articles.articles.map((article) => article.id)).toEqual([
      "season-opens",
      ...articles.map((article) => article.id),
    ]);
  });

  test("roll National Debaters' Week and Classics, the last programme, to 2027 with prices typed as staff type them", async ({
    page,
  }) => {
    const before = read("programmes");
    const data = parse(before) as {
      programmes: { id: string; name: string; stagings: { id: string }[] }[];
    };
    const ndw = data.programmes.find((programme) => programme.id === "national-debaters-week")!;
    const classics = data.programmes.at(-1)!;
    await openFile(page, "Programmes, stagings and results");
    const programmes = field(page, "Programmes");
    const editions = [
      {
        programme: ndw,
        id: "ndw-2027",
        dates: ["12 October 2027", "16 October 2027"],
        closes: "30 September 2027",
        // As people type prices: with the currency, with and without commas, one left empty.
        prices: {
          Platinum: "J$1,500,000",
          Gold: "250,000",
          Silver: "J$ 125000",
          Bronze: "60,000",
          "Super Supporter": "",
        },
      },
      {
        programme: classics,
        id: "classics-2027",
        dates: ["15 July 2027"],
        closes: "1 July 2027",
        prices: {
          Platinum: "",
          Gold: "210,000",
          Silver: "105,000",
          Bronze: "52,500",
          "Super Supporter": "26,000",
        },
      },
    ];
    for (const edition of editions) {
      const item = await openItem(page, programmes, edition.programme.name);
      const stagings = await reveal(page, field(item, "Stagings"));
      const added = await addItem(page, stagings, "Staging", "Staging ID");
      await added.getByRole("textbox", { name: "Staging ID" }).fill(edition.id);
      await added.getByRole("textbox", { name: "Edition" }).fill("2027");
      const date = await addItem(page, field(added, "Dates"), "Date", "Start");
      await date.getByRole("textbox", { name: "Start" }).fill(edition.dates[0]!);
      if (edition.dates[1]) await date.getByRole("textbox", { name: "End" }).fill(edition.dates[1]);
      await (
        await reveal(page, added.getByRole("textbox", { name: "Registration closes" }))
      ).fill(edition.closes);
      await (await reveal(page, added.getByRole("checkbox", { name: /^Add .?Costs.?$/ }))).check();
      const costs = field(added, "Costs");
      for (const [tier, typed] of Object.entries(edition.prices))
        await (await reveal(page, costs.getByRole("textbox", { name: tier }))).fill(typed);
      await item.getByRole("button", { name: "Collapse" }).first().click();
    }
    const after = await saveAndReadBack(page, "programmes", before);
    const { removed } = changedLines(before, after);
    expect(removed).toEqual([]);
    expect(comments(after)).toEqual(comments(before));
    const content = await checkedContent(page);
    const stagingOf = (id: string) =>
      content.programmes.programmes
        .flatMap((programme) => programme.stagings)
        .find((staging) => staging.id === id);
    expect(stagingOf("ndw-2027")).toEqual({
      id: "ndw-2027",
      edition: "2027",
      dates: [{ start: "2027-10-12", end: "2027-10-16" }],
      registrationCloses: "2027-09-30",
      costs: {
        platinum: 1_500_000,
        gold: 250_000,
        silver: 125_000,
        bronze: 60_000,
        "super-supporter": null,
      },
    });
    expect(stagingOf("classics-2027")).toEqual({
      id: "classics-2027",
      edition: "2027",
      dates: [{ start: "2027-07-15" }],
      registrationCloses: "2027-07-01",
      costs: {
        platinum: null,
        gold: 210_000,
        silver: 105_000,
        bronze: 52_500,
        "super-supporter": 26_000,
      },
    });
    // Each first in its own programme's stagings, which staff read newest first.
    for (const { programme, id } of editions)
      expect(
        content.programmes.programmes.find((candidate) => candidate.id === programme.id)
          ?.stagings[0]?.id,
      ).toBe(id);
  });

  test("change the entry fee of the first and the last programme, typed as staff type it, and refuse an empty one", async ({
    page,
  }) => {
    const before = read("programmes");
    const data = parse(before) as {
      programmes: { id: string; name: string; entry: { fee: number } }[];
    };
    const [first, last] = [data.programmes[0]!, data.programmes.at(-1)!];
    // New values for both: free for the first, a price typed with the currency for the last.
    expect(first.entry.fee).not.toBe(0);
    expect(last.entry.fee).not.toBe(12_500);
    await openFile(page, "Programmes, stagings and results");
    const programmes = field(page, "Programmes");
    const feeField = async (name: string) => {
      const item = await openItem(page, programmes, name);
      return reveal(page, field(field(item, "Entering"), "Entry fee"));
    };
    // An emptied fee is held back by the form, which says the field is required (0 says free).
    const firstField = await feeField(first.name);
    const firstFee = firstField.getByRole("textbox", { name: "Entry fee", exact: true });
    await firstFee.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(firstField).toContainText(/required/i);
    expect(read("programmes")).toBe(before);
    await firstFee.fill("0");
    await (
      await feeField(last.name)
    )
      .getByRole("textbox", { name: "Entry fee", exact: true })
      .fill("J$ 12,500");
    const after = await saveAndReadBack(page, "programmes", before);
    // The two fee lines, and each edited record's sample mark losing the fee it marked.
    const mark = /^ *(- )?sample: /;
    const { removed, added } = changedLines(before, after);
    expect(removed.filter((line) => !mark.test(line)).map((line) => line.trim())).toEqual([
      `fee: ${first.entry.fee}`,
      `fee: ${last.entry.fee}`,
    ]);
    expect(added.filter((line) => !mark.test(line)).map((line) => line.trim())).toEqual([
      "fee: 0",
      "fee: 12500",
    ]);
    // A second save (issue 52): the file opened again and the last programme's "Fee is for"
    // changed. The editor shows the file as it kept it from the first save, whose lists still
    // named each fee among the sample values; the real fees must stay off the marks all the same.
    const marksOf = (text: string) =>
      (parse(text) as { programmes: { entry: { sample?: true | string[] } }[] }).programmes.map(
        (programme) => programme.entry.sample,
      );
    const [firstMark, lastMark] = [marksOf(after)[0], marksOf(after).at(-1)];
    expect(firstMark === true || firstMark?.includes("fee")).toBe(false);
    expect(lastMark === true || lastMark?.includes("fee")).toBe(false);
    await page.getByText("Programmes, stagings and results", { exact: true }).click();
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    const reopened = await openItem(page, field(page, "Programmes"), last.name);
    const per = await reveal(page, field(field(reopened, "Entering"), "Fee is for"));
    await per.getByRole("textbox", { name: "Fee is for", exact: true }).fill("per school");
    const second = await saveAndReadBack(page, "programmes", after);
    expect(
      changedLines(after, second)
        .added.filter((line) => !mark.test(line))
        .map((line) => line.trim()),
    ).toEqual(["per: per school"]);
    expect(marksOf(second)[0]).toEqual(firstMark);
    expect(marksOf(second).at(-1)).toEqual(
      Array.isArray(lastMark) ? lastMark.filter((name) => name !== "per") : lastMark,
    );
    const content = await checkedContent(page);
    const feeOf = (id: string) =>
      content.programmes.programmes.find((programme) => programme.id === id)?.entry.fee;
    expect([feeOf(first.id), feeOf(last.id)]).toEqual([0, 12_500]);
  });

  test("add an announcement for a coming staging, chosen from the list of stagings", async ({
    page,
  }) => {
    const before = read("announcements");
    const { programmes } = parse(read("programmes")) as {
      programmes: {
        name: string;
        stagings: { id: string; edition: string; dates: { start: string }[] }[];
      }[];
    };
    // The staging furthest ahead, by the name and first day the list shows it by.
    const [coming] = programmes
      .flatMap((programme) => programme.stagings.map((staging) => ({ programme, staging })))
      .sort((a, b) => b.staging.dates[0]!.start.localeCompare(a.staging.dates[0]!.start));
    const { programme, staging } = coming!;
    await openFile(page, "Announcements");
    const added = await addItem(
      page,
      field(page, "Announcements"),
      "Announcement",
      "Announcement ID",
    );
    await added.getByRole("textbox", { name: "Announcement ID" }).fill("coming-registration");
    await added.getByRole("textbox", { name: "Title" }).fill(`${programme.name} – registration`);
    await (
      await reveal(page, added.getByRole("textbox", { name: "Link" }))
    ).fill("https://forms.example.org/jade/coming");
    const choice = await reveal(page, field(added, "Staging").getByRole("combobox"));
    await choice.selectOption({
      label: `${programme.name} ${staging.edition}, from ${formatDate(staging.dates[0]!.start)}`,
    });
    // Two weeks before the staging, typed with the month cut short and a stray space.
    const from = new Date(`${staging.dates[0]!.start}T12:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 14);
    const fromDay = from.toISOString().slice(0, 10);
    const [year, , day] = fromDay.split("-");
    const short = new Date(`${fromDay}T12:00:00Z`).toLocaleString("en-GB", {
      month: "short",
      timeZone: "UTC",
    });
    await (
      await reveal(page, added.getByRole("textbox", { name: "From" }))
    ).fill(` ${Number(day)} ${short} ${year}`);
    const after = await saveAndReadBack(page, "announcements", before);
    // At the top of the list, where the newest are read first.
    expect(after).toBe(
      before.replace(
        /^items:\n/m,
        [
          "items:",
          "  - id: coming-registration",
          `    title: ${programme.name} – registration`,
          "    href: https://forms.example.org/jade/coming",
          `    staging: ${staging.id}`,
          `    from: ${fromDay}`,
          "    sample: [href]",
          "",
        ].join("\n"),
      ),
    );
    const content = await checkedContent(page);
    expect(content.announcements.items[0]).toMatchObject({
      staging: staging.id,
      from: fromDay,
    });
  });

  test("record the results of the last programme's staging: a placing, a speaker, a results link and an article", async ({
    page,
  }) => {
    const before = read("programmes");
    const { articles } = parse(read("articles")) as {
      articles: { id: string; title: string; published: string }[];
    };
    const article = articles.at(-1)!;
    const last = (
      parse(before) as {
        programmes: {
          id: string;
          name: string;
          stagings: { id: string; edition: string; results?: { placings: unknown[] } }[];
        }[];
      }
    ).programmes.at(-1)!;
    const held = last.stagings.findLast((staging) => staging.results)!;
    await openFile(page, "Programmes, stagings and results");
    const programme = await openItem(page, field(page, "Programmes"), last.name);
    const staging = await openItem(
      page,
      await reveal(page, field(programme, "Stagings")),
      held.edition,
    );
    const results = await reveal(page, field(staging, "Results"));
    const placing = await addItem(page, field(results, "Placings"), "Placing", "Award or place");
    await placing.getByRole("textbox", { name: "Award or place" }).fill("Audience prize");
    await placing.getByRole("textbox", { name: "Team or person" }).fill("Sample Choir");
    const speaker = await addItem(page, field(results, "Speaker awards"), "Speaker award", "Award");
    await speaker.getByRole("textbox", { name: "Award" }).fill("Best speaker");
    await speaker.getByRole("textbox", { name: "Name" }).fill("Sample Speaker");
    await (
      await reveal(page, results.getByRole("textbox", { name: "Full results link" }))
    ).fill("https://results.example.org/classics-2026");
    await (
      await reveal(page, field(results, "Article").getByRole("combobox"))
    ).selectOption({
      label: `${article.title} (${formatDate(article.published)})`,
    });
    const after = await saveAndReadBack(page, "programmes", before);
    // The results' mark, which covered the placings and the speakers as a whole, moves onto each
    // placing that was there: they are still samples, the new one is not (decision 0047). The
    // results keep their link marked, an example.org address being a sample by what it is; every
    // other record's mark stays byte for byte.
    const { removed, added } = changedLines(before, after);
    expect(removed).toEqual([`${" ".repeat(10)}sample: true`]);
    expect(added.filter((line) => /^ *(- )?sample:/.test(line))).toEqual([
      ...held.results!.placings.map(() => `${" ".repeat(14)}sample: true`),
      `${" ".repeat(10)}sample: [resultsUrl]`,
    ]);
    expect(comments(after)).toEqual(comments(before));
    const content = await checkedContent(page);
    const saved = content.programmes.programmes
      .at(-1)!
      .stagings.find((candidate) => candidate.id === held.id)!;
    expect(saved.results?.placings).toHaveLength(held.results!.placings.length + 1);
    expect(saved.results?.placings.at(-1)).toMatchObject({
      award: "Audience prize",
      name: "Sample Choir",
    });
    expect(saved.results?.speakers).toEqual([{ award: "Best speaker", name: "Sample Speaker" }]);
    expect(saved.results?.resultsUrl).toBe("https://results.example.org/classics-2026");
    expect(saved.results?.article).toBe(article.id);
  });

  for (const { device, viewport } of [
    { device: "keyboard", viewport: { width: 1280, height: 800 } },
    { device: "a 390 px phone", viewport: { width: 390, height: 844 } },
  ] as const)
    test.describe(() => {
      test.use({ viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });

      test(`confirm one placing of sample results as right with one press on its own list, by ${device}: the others stay samples`, async ({
        page,
      }) => {
        const before = read("programmes");
        // The last staging whose results are marked as a whole, with more than one placing.
        type Results = { placings: { award: string }[]; sample?: unknown };
        const { programmes } = parse(before) as {
          programmes: { name: string; stagings: { edition: string; results?: Results }[] }[];
        };
        const found = programmes
          .flatMap((programme) => programme.stagings.map((staging) => ({ programme, staging })))
          .findLast(
            ({ staging }) =>
              staging.results?.sample === true && staging.results.placings.length > 1,
          )!;
        const placings = found.staging.results!.placings;
        const at = placings.length - 1;
        await openFile(page, "Programmes, stagings and results");
        const programme = await openItem(page, field(page, "Programmes"), found.programme.name);
        const staging = await openItem(
          page,
          await reveal(page, field(programme, "Stagings")),
          found.staging.edition,
        );
        const results = await reveal(page, field(staging, "Results"));
        const placing = await openItem(page, field(results, "Placings"), placings[at]!.award);
        // The placing lists its own sample values, the results' mark shown on it.
        const mark = await reveal(page, field(placing, "Sample values still to replace"));
        const winner = mark.getByRole("checkbox", { name: "Team or person" });
        await expect(winner).toBeChecked();
        if (device === "keyboard") await winner.press("Space");
        else await winner.tap();
        await expect(winner).not.toBeChecked();
        const after = await saveAndReadBack(page, "programmes", before);
        const { removed, added } = changedLines(before, after);
        // The results' mark no longer covers the placings; each placing has its own: the one
        // confirmed without its winner, the others whole.
        expect(removed).toEqual([`${" ".repeat(10)}sample: true`]);
        const others = Object.keys(found.staging.results!).filter(
          (key) => !["sample", "placings"].includes(key),
        );
        expect(added).toEqual([
          ...placings.map((placing, index) =>
            index === at
              ? `${" ".repeat(14)}sample: [${Object.keys(placing)
                  .filter((key) => key !== "name")
                  .join(", ")}]`
              : `${" ".repeat(14)}sample: true`,
          ),
          ...(others.length > 0 ? [`${" ".repeat(10)}sample: [${others.join(", ")}]`] : []),
        ]);
        expect(comments(after)).toEqual(comments(before));
        await checkedContent(page);
      });
    });

  test("replace a home banner's image with an upload, changing that one slide", async ({
    page,
  }) => {
    const before = read("home");
    const { banners } = parse(before) as {
      banners: { id: string; image: string; imageAlt: string }[];
    };
    const index = Math.floor(banners.length / 2);
    const banner = banners[index]!;
    const folder = path.posix.dirname(banner.image);
    const photo = Buffer.concat([
      readFileSync(path.join(contentDir, banner.image)),
      Buffer.from("new"),
    ]);
    await openFile(page, "Home page");
    // The slide is named in the list by what its picture shows.
    const slide = await openItem(page, field(page, "Banner slides"), banner.imageAlt);
    const image = await reveal(page, field(slide, "Image"));
    await image.getByRole("button", { name: "Replace Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({ name: "new-slide.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(dialog.getByRole("option", { name: "new-slide.jpg" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog.getByRole("button", { name: "Insert" }).click();
    await expect(image.getByRole("textbox")).toHaveText(/new-slide\.jpg$/);
    const after = await saveAndReadBack(page, "home", before);
    const { removed, added } = changedLines(before, after);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(removed[0]).toContain(`id: ${banner.id}`);
    const content = await checkedContent(page);
    expect(content.home.banners.map((slide) => slide.image)).toEqual(
      banners.map((slide, at) => (at === index ? `${folder}/new-slide.jpg` : slide.image)),
    );
  });
});
