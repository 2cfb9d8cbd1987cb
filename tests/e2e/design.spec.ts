/**
 * The rules of issue 23 that can be measured: a first screen that says who JADE is and what to do,
 * no sentence repeated down a page, a compact phone footer, and search snippets whose words never
 * run together. The moments come from the content: a day in the season (the day before its first
 * staging) and a day between seasons (the day after its last).
 */
import { expect, test } from "../support/fixtures";
import { inFirstScreen, visitAt } from "../support/screen";
import { content, pages, seasonMoments, suppressAnnouncements } from "../support/site";
import { allStagings } from "../../app/lib/stagings";
import { routeTable } from "../../app/route-table";

const stagings = allStagings(content.programmes.programmes);
const { inSeason, betweenSeasons } = seasonMoments;
const moments = [
  ["in the season", inSeason],
  ["between seasons", betweenSeasons],
] as const;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

const visit = visitAt;

test.describe("the home page's first screen", () => {
  const { hero } = content.home;
  const heading = content.pages.pages.find((page) => page.id === "home")!.heading;

  for (const [device, viewport] of [
    ["a phone", { width: 390, height: 844 }],
    ["a desktop", { width: 1280, height: 800 }],
    ["a small phone", { width: 320, height: 640 }],
  ] as const) {
    test(`on ${device}, says who JADE is and offers the two calls to action without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await visit(page, betweenSeasons, "/");
      const main = page.getByRole("main");
      const h1 = main.getByRole("heading", { level: 1, name: heading });
      expect(await inFirstScreen(page, h1)).toBe(true);
      expect(await inFirstScreen(page, main.getByText(hero.text.slice(0, 40)))).toBe(true);
      for (const action of [hero.primary, hero.secondary]) {
        const link = main.getByRole("link", { name: action.label, exact: true });
        await expect(link).toHaveAttribute(
          "href",
          pages.find((entry) => entry.id === action.page)!.path,
        );
        expect(await inFirstScreen(page, link), action.label).toBe(true);
      }
    });
  }

  test("on a phone, the banner's controls take one row, no taller than its picture", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, inSeason, "/");
    const banner = page.getByRole("region", { name: content.home.carousel.bannerLabel });
    const picture = await banner.locator("img").first().boundingBox();
    const controls = await banner.locator(".carousel__controls").boundingBox();
    expect(picture).not.toBeNull();
    expect(controls).not.toBeNull();
    expect(controls!.height).toBeLessThanOrEqual(picture!.height);
    // One row: the dots sit between the buttons, not under them.
    const button = await banner.getByRole("button").first().boundingBox();
    expect(controls!.height).toBeLessThan(button!.height * 1.5);
  });
});

/** The page's visible text cut into sentences, lines and table cells, as a reader meets them. */
function sentencesOf(text: string): string[] {
  return text
    .split(/[\n\t]+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length >= 30);
}

test.describe("no sentence of 30 characters or more shows three times on a page", () => {
  for (const [when, moment] of moments) {
    test(when, async ({ page }) => {
      // It visits every page: a page's time, not the test's default, whatever else the machine runs.
      test.setTimeout(pages.length * 10_000);
      for (const { path } of pages) {
        await visit(page, moment, path);
        // What is on screen: words written only for screen readers (a link's full name) are not.
        await page.addStyleTag({ content: ".visually-hidden { display: none !important; }" });
        const counts = new Map<string, number>();
        for (const sentence of sentencesOf(await page.locator("body").innerText()))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
        const repeated = [...counts].filter(([, count]) => count >= 3);
        expect(repeated, path).toEqual([]);
      }
    });
  }
});

test.describe("the phone footer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is at most 600 px tall, its link groups in two columns and its networks icons", async ({
    page,
  }) => {
    for (const path of ["/contact", "/jade-membership", "/no-such-page"]) {
      await visit(page, betweenSeasons, path);
      const footer = page.getByRole("contentinfo");
      const box = await footer.boundingBox();
      expect(box!.height, path).toBeLessThanOrEqual(600);
    }
    const footer = page.getByRole("contentinfo");
    const groups = footer.getByRole("navigation", { name: content.site.footer.groups[0]!.title });
    const second = footer.getByRole("navigation", { name: content.site.footer.groups[1]!.title });
    const [a, b] = [await groups.boundingBox(), await second.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    const social = footer.getByRole("navigation", { name: content.site.chrome.footerSocial });
    for (const network of content.site.social) {
      const link = social.getByRole("link", { name: new RegExp(`^${network.label}\\b`) });
      await expect(link).toHaveAttribute("href", network.url);
      await expect(link.locator("svg")).toBeVisible();
    }
    // The legal links stand apart: more than a space between them.
    const legal = footer.getByRole("navigation", { name: content.site.chrome.footerLegal });
    const links = legal.getByRole("link");
    const first = await links.nth(0).boundingBox();
    const next = await links.nth(1).boundingBox();
    expect(next!.x - (first!.x + first!.width)).toBeGreaterThanOrEqual(16);
  });
});

test.describe("search results", () => {
  test("mark the matched words, and keep a name apart from the line under it", async ({ page }) => {
    // A name and the school under it, from the content: indexed apart, never run together.
    const placing = content.programmes.programmes
      .flatMap((programme) => programme.stagings)
      .flatMap((staging) => staging.results?.placings ?? [])
      .find((entry) => entry.school && entry.school !== entry.name)!;
    expect(placing).toBeDefined();
    const word = placing.school!.split(" ")[0]!;
    await visit(page, inSeason, `/search?q=${encodeURIComponent(word)}`);
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator("mark").first()).toHaveText(word, {
      ignoreCase: true,
    });
    const index = await (await page.request.get("/search-index.json")).text();
    expect(index).not.toContain(`${placing.name}${placing.school}`);
    // No staging's name runs into its dates.
    for (const { programme, staging } of stagings)
      expect(index).not.toMatch(new RegExp(`${programme.name} ${staging.edition}\\d`));
  });
});

/**
 * Every e-mail address on the page shown on more than one line although one line of its block
 * would hold it whole: "<page text>: address".
 */
function addressesBrokenWhereTheyFit(): string[] {
  const broken: string[] = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
    if (!link.checkVisibility()) continue;
    const address = link.href.slice("mailto:".length).split("?")[0]!;
    // The lines its text is on (the text's own boxes: a box around it may start higher).
    const lines = new Set<number>();
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects())
        if (rect.width > 0) lines.add(Math.round(rect.bottom));
    }
    if (lines.size < 2) continue;
    // The width of a line in the block the address is in, and the address's on one line.
    let block: Element | null = link.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline"))
      block = block.parentElement;
    if (!block) continue;
    const style = getComputedStyle(block);
    const line =
      block.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    const probe = document.createElement("span");
    probe.textContent = decodeURIComponent(address);
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
    link.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    if (width <= line) broken.push(`${link.closest("section, footer, main")?.tagName}: ${address}`);
  }
  return broken;
}

test.describe("e-mail addresses", () => {
  const withAddresses = ["/contact", "/programme-sponsorship", "/about-jade", "/jade-membership"];
  for (const width of [390, 1280]) {
    test(`break nowhere they fit whole at ${width} px, on the pages that give them and in the footer`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of withAddresses) {
        await visit(page, betweenSeasons, path);
        await expect(page.locator('a[href^="mailto:"]').first()).toBeAttached();
        expect(await page.evaluate(addressesBrokenWhereTheyFit), `${path} at ${width} px`).toEqual(
          [],
        );
      }
    });
  }
});

test.describe("every section starts and ends on the page's column", () => {
  for (const width of [390, 1280]) {
    test(`on every page of the page listing at ${width} px, in the season and between`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [, moment] of moments)
        for (const { path } of routeTable.filter((entry) => entry.listed)) {
          await visit(page, moment, path);
          // The page's own blocks, and each tinted band's, through the islands that hold them.
          const off = await page.locator("main .page").evaluate((root) => {
            const heading = root.querySelector("h1")!.getBoundingClientRect();
            // Its tracks, less their names: "[full-start] 64px [wide-start] 1152px …".
            const column = (
              getComputedStyle(root).gridTemplateColumns.match(/[\d.]+px/g) ?? []
            ).map(parseFloat);
            const left = root.getBoundingClientRect().left + (column[0] ?? 0);
            const right = left + (column[1] ?? 0);
            const blocks = (parent: Element): Element[] =>
              [...parent.children].flatMap((child) =>
                getComputedStyle(child).display === "contents"
                  ? blocks(child)
                  : child.classList.contains("band")
                    ? blocks(child)
                    : [child],
              );
            return {
              heading: Math.round(heading.left - left),
              off: blocks(root)
                .filter((block) => block.getBoundingClientRect().width > 0)
                // Within the column, and on at least one of its edges (a block beside another,
                // as a picture beside its words, ends on the far one).
                .filter((block) => {
                  const box = block.getBoundingClientRect();
                  const within = box.left >= left - 1 && box.right <= right + 1;
                  const onAnEdge =
                    Math.abs(box.left - left) <= 1 || Math.abs(box.right - right) <= 1;
                  return !within || !onAnEdge;
                })
                .map(
                  (block) =>
                    `${block.tagName}.${block.className}: ${Math.round(block.getBoundingClientRect().left - left)} px from the column`,
                ),
            };
          });
          expect(off.heading, path).toBe(0);
          expect(off.off, path).toEqual([]);
        }
    });
  }
});
