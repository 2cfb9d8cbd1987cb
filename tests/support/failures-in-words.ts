import { everyPageSpecs, fileSpecs, pageSpecs } from "./content-specs";
import type { PageId } from "../../app/route-table";

/**
 * A failed browser test in the words of the staff who made the change: which page, by the name
 * the editor and the menus give it, and what about it did not pass. The content check of a pull
 * request (scripts/content-change.ts) prints these after the tests and writes them into the
 * check's summary on GitHub, which is what staff open from "Details"; Playwright's own report,
 * for developers, comes before them.
 */

export interface FailedTest {
  /** The spec file below tests/, as content-specs.ts names it: "e2e/home.spec.ts". */
  file: string;
  /** The test's own title, its describe blocks' titles before it. */
  titles: string[];
}

export interface PageName {
  id: PageId;
  path: string;
  name: string;
}

/**
 * What each spec checks, said as what did not pass. A spec without words here is named by its
 * test's title, which says what it checks too (scripts/summary-reporter.test.ts holds every spec
 * a content change runs to words).
 */
export const specWords: Record<string, string> = {
  "a11y/axe.spec.ts":
    "the accessibility check found something not everyone can use, such as text too faint to read or a picture without its description",
  "e2e/prerender.spec.ts":
    "it does not read as it should before its scripts run: its heading, summary, menus or footer",
  "e2e/images.spec.ts": "a picture is missing its description or its size, or is the wrong size",
  "e2e/long-words.spec.ts": "a long word in a heading makes it wider than a phone's screen",
  "e2e/structured-data.spec.ts": "the details it gives search engines are not valid",
  "e2e/home.spec.ts": "a part of the home page does not work as it should",
  "e2e/next-step.spec.ts": "the next step it offers visitors is missing or leads nowhere",
  "e2e/media-moments.spec.ts": "the articles or the video do not show as they should",
  "e2e/about-jade.spec.ts": "the board, the managers or the departments do not show as they should",
  "e2e/affiliates-membership.spec.ts":
    "the designations, the memberships or their age and group helpers do not work as they should",
  "e2e/services.spec.ts": "the services or their figures do not show as they should",
  "e2e/programmes.spec.ts": "a programme's card does not show as it should",
  "e2e/calendar.spec.ts": "the calendar links or files of the stagings are not right",
  "e2e/seasons.spec.ts": "the seasons, the stagings' dates or their results are not right",
  "e2e/donate.spec.ts": "the bank details or the donation helper do not work as they should",
  "e2e/samples.spec.ts": "the notices about sample details are not right",
  "e2e/contact.spec.ts": "the contacts do not show as they should",
  "e2e/sponsorship.spec.ts": "the cost table or the package builder does not work as it should",
  "e2e/adjudicator-ranking.spec.ts":
    "the register of adjudicators or its calculator does not work as it should",
  "e2e/navigation.spec.ts": "the menus or the page listing do not work as they should",
  "e2e/search.spec.ts": "site search does not find or show what it should",
  "e2e/announcements.spec.ts": "the Announcements list does not work as it should",
  "e2e/identity.spec.ts": "the site's name, logo or icons are not right",
};

/** The pages a failed test is about: the one whose address its title names, else its spec's. */
export function pagesOf(test: FailedTest, pages: readonly PageName[]): PageName[] {
  const title = test.titles.join(" ");
  const named = pages
    .filter((page) => new RegExp(`(^|[\\s(“"])${escape(page.path)}(?=$|[\\s,:;)”"])`).test(title))
    .sort((a, b) => b.path.length - a.path.length);
  if (named[0]) return [named[0]];
  const owners = (Object.keys(pageSpecs) as PageId[]).filter((id) =>
    (pageSpecs[id] as readonly string[]).includes(test.file),
  );
  return pages.filter((page) => (owners as string[]).includes(page.id));
}

/** One line for a failed test: the page (or pages), and what did not pass. */
export function failureInWords(test: FailedTest, pages: readonly PageName[]): string {
  const on = pagesOf(test, pages);
  // A spec of every page, or of what the header, footer and announcements show on every page;
  // else one of the site's code (the server, the editor), which no content change runs.
  const everywhere = [...everyPageSpecs, ...Object.values(fileSpecs).flat()].includes(test.file);
  const where =
    on.length > 0
      ? on.map((page) => `${page.name} (${page.path})`).join(", ")
      : everywhere
        ? "Every page"
        : "The site";
  const title = test.titles.at(-1) ?? "";
  const what = specWords[test.file];
  return what ? `${where}: ${what}. The test: “${title}”.` : `${where}: “${title}” did not pass.`;
}

/** The failed tests of a run, in staff words, under a heading; "" when none failed. */
export function failuresInWords(tests: readonly FailedTest[], pages: readonly PageName[]): string {
  if (tests.length === 0) return "";
  const lines = [...new Set(tests.map((test) => `- ${failureInWords(test, pages)}`))];
  return [
    `What did not pass, page by page (${tests.length} ${tests.length === 1 ? "test" : "tests"}):`,
    ...lines,
  ].join("\n");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
