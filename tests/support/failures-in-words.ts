import type { PageId } from "../../app/route-table";

/**
 * A failed browser test in the words of the staff who made the change: which page, by the name
 * the editor and the menus give it, and what about it did not pass. The checks of the live
 * content (tests/live/, run by `npm run check:content` on a pull request that changes content/
 * alone) print these after Playwright's own report, for developers, and write them into the job's
 * summary on GitHub, which staff open from the check's "Details".
 */

/** The annotation of a failed test that names the address its browser was on (fixtures.ts). */
export const failedOn = "failed on";

export interface FailedTest {
  /** The spec file below tests/: "live/widgets-home.spec.ts". */
  file: string;
  /** The test's describe blocks' titles, then its own. */
  titles: string[];
  /** The address the test's browser was on when it failed (tests/support/fixtures.ts), if any. */
  address?: string;
  /**
   * It ran out of time before it could say anything of the page: the machine that ran it was too
   * busy, which is no fault of the content, and running it again is the remedy.
   */
  timedOut?: boolean;
}

/** What a test that ran out of time says, instead of what its check looks for. */
export const timedOutWords =
  "the check ran out of time before it finished, because the machine running it was too busy: this says nothing about the content. Run the checks again (“Re-run jobs” on the check's page)";

export interface PageName {
  id: PageId;
  path: string;
  name: string;
}

/**
 * What each check of the live content looks at, said as what did not pass. A test of another
 * spec (a test of code) is named by its title. scripts/summary-reporter.test.ts holds every spec
 * in tests/live/ to words here.
 */
export const specWords: Record<string, string> = {
  "live/axe.spec.ts":
    "the accessibility check found something not everyone can use, such as text too faint to read or a picture without its description",
  "live/budgets.spec.ts":
    "it sends a visitor's phone more than the site allows: its scripts or styles are too heavy",
  "live/images.spec.ts":
    "it shows an error or breaks the site's security rules, or a picture on it is missing its description or its size, or is the wrong size",
  "live/long-words.spec.ts": "a long word in a heading makes it wider than a phone's screen",
  "live/pages.spec.ts":
    "it does not read as it should before its scripts run (its heading, summary, menus or footer), or a link on it leads nowhere",
  "live/structured-data.spec.ts": "the details it gives search engines are not valid",
  "live/widgets-header.spec.ts":
    "the header's menu, search or Announcements list does not work with what the content holds",
  "live/widgets-home.spec.ts":
    "a part of the home page (the banners, the partners, the season or the video) does not work with what the content holds",
  "live/widgets-pages.spec.ts":
    "a list on it (the programmes, the results, the figures or the search results) does not show what the content holds",
  "live/widgets-tools.spec.ts":
    "a tool on it (the package builder, the donation helper or the adjudicator ranking) does not work with what the content holds",
};

/**
 * The page a failed test is about: the one its browser was on when it failed; else the one whose
 * address its title names (a check of every page names each).
 */
export function pageOf(test: FailedTest, pages: readonly PageName[]): PageName | undefined {
  if (test.address !== undefined) {
    const path = test.address.replace(/[?#].*$/, "").replace(/\.html$/, "") || "/";
    return pages.find((page) => page.path === path) ?? { id: "not-found", path, name: "" };
  }
  const title = test.titles.join(" ");
  return pages
    .filter((page) => new RegExp(`(^|[\\s(“"])${escape(page.path)}(?=$|[\\s,:;)”"])`).test(title))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** One line for a failed test: the page, and what did not pass. */
export function failureInWords(test: FailedTest, pages: readonly PageName[]): string {
  const page = pageOf(test, pages);
  const where = page
    ? page.name
      ? `${page.name} (${page.path})`
      : page.path
    : test.file.startsWith("live/")
      ? "Every page"
      : "The site";
  const title = test.titles.at(-1) ?? "";
  const what = test.timedOut ? timedOutWords : specWords[test.file];
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
