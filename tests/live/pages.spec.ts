/**
 * Every page of the site built from the live content reads without scripts and leads somewhere
 * real (decision 0044): its heading, summary, navigation and footer from its HTML alone; every
 * address the page names on this site answers, and every in-page link finds its target. Nothing
 * is expected that the test did not take from the content and the built pages. How each page
 * renders with scripts, to its end, is tests/live/images.spec.ts's, from the same load as its
 * images.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  archives,
  content,
  firstNavGroup,
  navPageName,
  pagesUnderTest as pages,
} from "../support/site";

/** Every address a page names: links, pictures and their sources, scripts, styles, media. */
function namedAddresses() {
  const found: { attribute: string; value: string }[] = [];
  const add = (attribute: string, value: string | null) => {
    if (value) found.push({ attribute, value });
  };
  for (const element of document.querySelectorAll("a[href], area[href]"))
    add("href", element.getAttribute("href"));
  for (const element of document.querySelectorAll("link[href]"))
    if (element.getAttribute("rel") !== "canonical" && element.getAttribute("rel") !== "alternate")
      add("href", element.getAttribute("href"));
  for (const element of document.querySelectorAll("[src]")) add("src", element.getAttribute("src"));
  for (const element of document.querySelectorAll("video[poster]"))
    add("poster", element.getAttribute("poster"));
  for (const element of document.querySelectorAll("[srcset], link[imagesrcset]"))
    for (const candidate of (
      element.getAttribute("srcset") ??
      element.getAttribute("imagesrcset") ??
      ""
    ).split(","))
      add("srcset", candidate.trim().split(/\s+/)[0] ?? null);
  return found;
}

/** The ids a page's elements carry, for its in-page links and those of other pages. */
const idsOf = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));

/**
 * The page reads fully from its prerendered HTML, with no scripts at all: its one heading, its
 * summary, the main navigation (a dropdown is a popover, which opens with no scripts) and the
 * footer, each as the content has it.
 */
async function expectReadsWithoutScripts(tab: Page, page: (typeof pages)[number]) {
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The home page's first screen says who JADE is in its own sentence (decision 0030); its
  // description is for search engines and link previews. Every other page shows its own.
  await expect(tab.getByRole("main")).toContainText(
    page.id === "home" ? content.home.hero.text : page.description,
  );
  const nav = tab.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: navPageName, exact: true })).toBeVisible();
  if (firstNavGroup) {
    await nav.getByRole("button", { name: firstNavGroup.name }).click();
    await expect(
      nav.getByRole("link", { name: firstNavGroup.firstPage, exact: true }),
    ).toBeVisible();
  }
  await expect(tab.getByRole("contentinfo")).toContainText(content.site.office.email);
}

const answered = new Map<string, number>();
/** The status this site answers an address with, asked once per run of a worker. */
async function statusOf(request: APIRequestContext, address: string) {
  let status = answered.get(address);
  if (status === undefined) {
    status = (await request.head(address, { maxRedirects: 0 })).status();
    answered.set(address, status);
  }
  return status;
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of pages) {
    test(`${path} reads without scripts (heading, summary, navigation and footer), every address it names on this site answers, and its in-page links find their place`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto(path);
      await expectReadsWithoutScripts(
        page,
        pages.find((entry) => entry.path === path)!,
      );
      const origin = new URL(baseURL!).origin;
      const here = new URL(page.url());
      const ids = new Set(await idsOf(page));
      const problems: string[] = [];
      const targets = new Map<string, Set<string>>();
      for (const { attribute, value } of await page.evaluate(namedAddresses)) {
        const url = new URL(value, here);
        if (url.protocol === "mailto:" || url.protocol === "tel:") continue;
        if (!/^https?:$/.test(url.protocol)) {
          problems.push(`${attribute}="${value}": a ${url.protocol} address`);
          continue;
        }
        if (url.origin !== origin) continue;
        const id = url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : undefined;
        // A link within this page (the skip link, a section's): its target is here.
        if (url.pathname === here.pathname && url.search === here.search) {
          if (id !== undefined && !ids.has(id))
            problems.push(`${attribute}="${value}": no element has id "${id}"`);
          continue;
        }
        const address = url.pathname + url.search;
        const status = await statusOf(request, address);
        if (status !== 200) problems.push(`${attribute}="${value}": ${address} answers ${status}`);
        else if (id !== undefined)
          targets.set(url.pathname, (targets.get(url.pathname) ?? new Set()).add(id));
      }
      // A link into another page's section finds it there.
      for (const [target, wanted] of targets) {
        const other = await page.context().newPage();
        await other.goto(target);
        const found = new Set(await idsOf(other));
        await other.close();
        for (const id of wanted)
          if (!found.has(id)) problems.push(`${target}#${id}: no element there has id "${id}"`);
      }
      expect(problems).toEqual([]);
    });
  }
});

// Every archive page of the content (each earlier season's results, each further page of Media
// Moments), the ones the per-page checks above leave out included: each is built, in the sitemap,
// and headed by its own words. A page missing from the build fails here, named.
test("every archive page answers with its heading, and is in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const { siteUrl } = content.site;
  for (const archive of archives) {
    const response = await request.get(archive.path);
    expect(response.status(), archive.path).toBe(200);
    expect(await response.text(), archive.path).toContain(
      `<h1>${escapeHtml(archive.heading)}</h1>`,
    );
    expect(sitemap, archive.path).toContain(`<loc>${siteUrl}${archive.path}</loc>`);
  }
});

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
