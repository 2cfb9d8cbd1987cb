import { afterAll, beforeAll, describe, test } from "vitest";
import type { EngineName, EnginePage } from "./engine";
import { type Engine, engines } from "./drivers";
import {
  everyPageLoadsClean,
  headerWorksAtFirstPress,
  scriptsOffControlsWork,
} from "./checks/pages";
import {
  achievementsCountUp,
  adjudicatorRegisterFilters,
  bannerCarouselMoves,
  classCalculatorWorksOut,
  donationBuildsAndCopies,
  groupCheckAnswers,
  homeSeasonFollowsToday,
  partnerCarouselMoves,
  pioneerCheckAnswers,
  programmeListFollowsToday,
  proposalCoverOpensTheViewer,
  resultsFollowToday,
  searchPageSearchesAgain,
} from "./checks/widgets";
import {
  keyboardThroughTheHeader,
  phoneMenuByKeyboard,
  searchSuggestionsOpenAPage,
  themeFollowsTheSystemAndTheChoice,
} from "./checks/header";
import { headerToolsReachTheEdge, menuFitsItsContent } from "./checks/header-layout";
import { focusRingAfterArrowKeys, focusStaysAboveTheBar } from "./checks/builder";
import { giftPurposeIsWhole } from "./checks/donate";
import { onePressPlaysTheVideo } from "./checks/video";
import { overviewFiltersByLevel } from "./checks/programmes";

type Check = (page: EnginePage) => Promise<void>;

/**
 * A check Chromium leaves to the Chromium specs (tests/e2e), which assert all it does there and
 * more, with exact values: it runs in Firefox and WebKit alone. Its entry names the spec's test.
 */
const notInChromium = (check: Check) => ({ check, engines: ["firefox", "webkit"] as const });

/**
 * What can differ between engines, checked in one (decision 0048): each test file names its engine
 * and runs these, so Chromium, Firefox and WebKit run the same checks, each in a worker of its own,
 * but for those that name the engines they run in.
 */
const checks: Record<string, Check | { check: Check; engines: readonly EngineName[] }> = {
  "every page loads with no error, violation or failed load": everyPageLoadsClean,
  "the home page's Announcements and menu work at the first press, scripts off": (page) =>
    headerWorksAtFirstPress(page, "off"),
  "every page's Announcements and menu work at the first press, scripts late": (page) =>
    headerWorksAtFirstPress(page, "late"),
  // Chromium: before-scripts.spec.ts ("the navigation opens and its links lead on, and the
  // departments open one at a time", "tools that need the app say so instead of offering a dead
  // form") and home.spec.ts ("is the full player, with a poster and captions, and no play link",
  // the same player as the sponsorship page's).
  "with scripts off, the navigation, a department, the builder's contact and the video work":
    notInChromium(scriptsOffControlsWork),
  "the Programmes overview narrows its lines and cards by level, by the style sheet alone":
    overviewFiltersByLevel,
  "the home banner moves by pointer and keyboard, and rotates only when left alone":
    bannerCarouselMoves,
  "the partners' logos move by pointer and keyboard, three on a phone and five on a desktop":
    partnerCarouselMoves,
  "the home page shows what is open or coming today, and Tab reaches its links":
    homeSeasonFollowsToday,
  "the proposal's cover opens its viewer by pointer and Enter, and Escape gives focus back":
    proposalCoverOpensTheViewer,
  // Chromium: services.spec.ts ("a counter waits out of view, then counts up from zero to its
  // figure", "counts up over about two seconds in 60 steps"), on the page's own clock.
  "the achievements count up to their figures once scrolled to": notInChromium(achievementsCountUp),
  "the adjudicators' register narrows by search, class and sort from the keyboard":
    adjudicatorRegisterFilters,
  // Chromium: adjudicator-ranking.spec.ts ("weighs the three results 40/30/30 into a class and the
  // points to the next", "names what is wrong with each field, and never shows NaN").
  "the class calculator names what it cannot use, then works out the class":
    notInChromium(classCalculatorWorksOut),
  "a donor builds the reference and copies it and the bank details, with and without the Clipboard API":
    donationBuildsAndCopies,
  // Chromium: affiliates-membership.spec.ts ("a group's size leads to eligible or to what is still
  // missing").
  "a group checks whether it meets the membership rule": notInChromium(groupCheckAnswers),
  // Chromium: affiliates-membership.spec.ts ("an age leads to Junior or Senior Pioneers, or says
  // when to come back").
  "a young person checks which Pioneer level their age leads to":
    notInChromium(pioneerCheckAnswers),
  "a link to a programme lands on it, and each card shows today's next staging":
    programmeListFollowsToday,
  "a link to the latest season's results lands on it, and the seasons are today's":
    resultsFollowToday,
  "the search page serves a shared search and searches again from its form":
    searchPageSearchesAgain,
  "the phone menu is as tall as its content": (page) => menuFitsItsContent(page),
  "the desktop header's tools reach its right edge": (page) => headerToolsReachTheEdge(page),
  "Tab goes through the desktop header in order, its focus showing": keyboardThroughTheHeader,
  "the phone menu opens with Enter and closes with Escape": phoneMenuByKeyboard,
  // Chromium: navigation.spec.ts ("follows the system by default", "a chosen theme overrides the
  // system, persists, and paints before any script loads", "can be chosen with the keyboard").
  "the page follows the system's scheme and the theme choice": notInChromium(
    themeFollowsTheSystemAndTheChoice,
  ),
  // Chromium: search.spec.ts ("suggests as you type, and the keyboard chooses: 'adjudicator' leads
  // to the ranking page"), and islands.spec.ts for a page whose header starts at the first press.
  "search suggestions open a page from the keyboard": notInChromium(searchSuggestionsOpenAPage),
  "on a phone, Tab through the package builder keeps focus clear of its bar": focusStaysAboveTheBar,
  "the package builder's focus ring stays after arrow keys": focusRingAfterArrowKeys,
  "what a gift is for reads whole on a desktop and a phone": (page) => giftPurposeIsWhole(page),
  "one press plays the partnership video": (page) => onePressPlaysTheVideo(page),
};

export function engineSuite(name: EngineName) {
  describe(name, () => {
    let engine: Engine;
    beforeAll(() => {
      engine = engines[name]();
    });
    afterAll(() => engine.close());
    for (const [title, entry] of Object.entries(checks)) {
      const { check, engines: runsIn } = typeof entry === "function" ? { check: entry } : entry;
      if (runsIn && !runsIn.includes(name)) continue;
      test(title, () => check(engine.page));
    }
  });
}
