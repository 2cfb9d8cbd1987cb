import { expect } from "vitest";
import { content, pages } from "../../support/site";
import type { EnginePage, Scripts } from "../engine";

const phone = { width: 390, height: 844 };

/** Scrolls through the whole page, so everything below the fold renders and loads. */
async function readToTheEnd(page: EnginePage) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  // A lazy picture never reached (a carousel's later slides) is never asked for.
  await page.waitFor("every picture asked for to load or fail", () =>
    [...document.images].every((image) => image.complete || image.loading === "lazy"),
  );
}

/** What makes the page wider than the screen, if anything: the page scrolls sideways on a phone. */
const sideways = () =>
  document.documentElement.scrollWidth > innerWidth
    ? [`wider than the screen: ${document.documentElement.scrollWidth} px for ${innerWidth}`]
    : [];

/**
 * Every page, read to its end with scripts on, reports no error, violation or failed load, and
 * fits a phone's width.
 */
export async function everyPageLoadsClean(page: EnginePage) {
  const found: string[] = [];
  for (const { path } of pages) {
    await page.open(path, phone);
    await readToTheEnd(page);
    const problems = [...(await page.errors()), ...(await page.evaluate(sideways))];
    found.push(...problems.map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);
}

/** Whether the announcements list shows: as the modal it is, or as the popover it falls back to. */
const announcementsShowing = () =>
  Boolean(document.querySelector("dialog#announcements")?.matches("[open], :popover-open"));
const bell = 'header button[commandfor="announcements"]';

/**
 * The first press on Announcements opens the list, whether the page's scripts are off or still on
 * their way (held 500 ms: the press comes first, as a visitor's tap on a slow line does); its
 * close button closes it and gives focus back to the button, and so does Escape. The phone menu
 * opens and closes, and the page fits the phone's width. With scripts late, on every page: each
 * loads its own scripts, and the press, before any of them, is the one a visitor without scripts
 * makes. With scripts off, on the home page alone: the header is the same HTML and style sheet on
 * every page, and what follows the press (closing, Escape, the menu) runs with none of a page's
 * own scripts (decision 0056).
 */
export async function headerWorksAtFirstPress(page: EnginePage, scripts: Scripts) {
  const lost: string[] = [];
  for (const { path } of scripts === "off" ? [{ path: "/" }] : pages) {
    await page.open(path, { ...phone, scripts });
    await page.click(bell);
    // Asked at once: a press that waited for the script to arrive would show only later.
    if (!(await page.evaluate(announcementsShowing))) {
      lost.push(`${path}: the first press opened nothing`);
      continue;
    }
    await page.click("dialog#announcements .dialog__header button");
    await page.waitFor(
      `the list on ${path} to close by its button`,
      () => !document.querySelector("dialog#announcements")?.matches("[open], :popover-open"),
    );
    await page.click(bell);
    await page.waitFor(`the list on ${path} to open again`, announcementsShowing);
    await page.press("Escape");
    await page.waitFor(
      `the list on ${path} to close on Escape`,
      () => !document.querySelector("dialog#announcements")?.matches("[open], :popover-open"),
    );
    if (
      !(await page.evaluate(
        (selector) => document.activeElement === document.querySelector(selector),
        bell,
      ))
    )
      lost.push(`${path}: focus did not come back to Announcements`);
    // The phone menu, a popover the browser runs: it opens and closes before and without scripts.
    await page.click(".menu-toggle");
    await page.waitFor(`the menu on ${path} to open`, () =>
      Boolean(document.querySelector(".site-header__panel")?.matches(":popover-open")),
    );
    await page.press("Escape");
    await page.waitFor(
      `the menu on ${path} to close on Escape`,
      () => !document.querySelector(".site-header__panel")?.matches(":popover-open"),
    );
    lost.push(...(await page.evaluate(sideways)).map((line) => `${path}: ${line}`));
    if (scripts === "late") {
      // The visit ends once what it woke has come, as a visitor's page does: left with a held
      // script still on its way, Firefox reports the aborted load (the membership page's group
      // check's module, in a clean-clone run under load), and it was read as the next page's.
      await page.waitFor(
        `what ${path} woke to run`,
        () =>
          document.documentElement.hasAttribute("data-hydrated") &&
          [...document.querySelectorAll("[data-island][data-wake]")].every((island) =>
            island.hasAttribute("data-live"),
          ),
      );
      lost.push(...(await page.errors()).map((line) => `${path}: ${line}`));
    }
  }
  expect(lost).toEqual([]);
}

/**
 * With scripts off, the controls the HTML runs alone work in every engine as in Chromium
 * (tests/e2e/before-scripts.spec.ts): the desktop navigation's group opens as a popover, a
 * department opens as a disclosure, the package builder names its contact instead of a dead form,
 * and the partnership video is the browser's own player.
 */
export async function scriptsOffControlsWork(page: EnginePage) {
  const [department] = content.team.departments;
  await page.open("/about-jade", { width: 1280, height: 800, scripts: "off" });
  await page.click('nav[aria-label="Main"] button[popovertarget]');
  await page.waitFor("the navigation's group to open", () =>
    Boolean(
      document
        .querySelector<HTMLButtonElement>('nav[aria-label="Main"] button[popovertarget]')
        ?.popoverTargetElement?.matches(":popover-open"),
    ),
  );
  await page.press("Escape");
  if (department) {
    const summary = await page.evaluate((name) => {
      const details = [...document.querySelectorAll("details")].find((candidate) =>
        [...candidate.querySelectorAll("h2, h3, h4")].some(
          (heading) => heading.textContent?.trim() === name,
        ),
      );
      details?.querySelector("summary")?.setAttribute("data-engine-target", "");
      return Boolean(details);
    }, department.name);
    expect(summary, `a disclosure for the department "${department.name}"`).toBe(true);
    await page.click("summary[data-engine-target]");
    const member = department.members[0]?.name ?? "";
    await page.waitFor(
      `the department's first member, ${member}, to show`,
      (name) => {
        const details = document.querySelector("summary[data-engine-target]")?.parentElement;
        const shown = [...(details?.querySelectorAll("*") ?? [])].find(
          (element) => element.children.length === 0 && element.textContent?.trim() === name,
        );
        return Boolean(shown && shown.getBoundingClientRect().height > 0);
      },
      member,
    );
  }

  const { builder } = content.sponsorship;
  const { costsHeading } = content.sponsorship.labels;
  const contact = content.contacts.contacts.find((entry) => entry.id === builder.contact);
  await page.open("/programme-sponsorship", { width: 390, height: 844, scripts: "off" });
  const tool = await page.evaluate((heading) => {
    const region = [...document.querySelectorAll("h2, h3")]
      .find((candidate) => candidate.textContent?.trim() === heading)
      ?.closest("section");
    return {
      found: Boolean(region),
      // Drawn ones: the table has no choices until the app runs.
      radios: [...(region?.querySelectorAll('input[type="radio"]') ?? [])].filter(
        (radio) => radio.getClientRects().length > 0,
      ).length,
      mail: [...(region?.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]') ?? [])].map(
        (link) => link.href.replace(/^mailto:/, "").split("?")[0],
      ),
      players: [...document.querySelectorAll("video")].filter((video) => video.controls).length,
    };
  }, costsHeading);
  expect(tool.found, `a section headed "${costsHeading}"`).toBe(true);
  expect(tool.radios).toBe(0);
  expect(tool.mail).toContain(contact?.email);
  expect(tool.players, "the video as the browser's own player").toBeGreaterThan(0);
}
