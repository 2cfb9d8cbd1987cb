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

/**
 * What can differ between engines, checked in one (decision 0048): each test file names its engine
 * and runs these, so Chromium, Firefox and WebKit run the same checks, each in a worker of its own.
 */
const checks: Record<string, (page: EnginePage) => Promise<void>> = {
  "every page loads with no error, violation or failed load": everyPageLoadsClean,
  "every page's Announcements and menu work at the first press, scripts off": (page) =>
    headerWorksAtFirstPress(page, "off"),
  "every page's Announcements and menu work at the first press, scripts late": (page) =>
    headerWorksAtFirstPress(page, "late"),
  "with scripts off, the navigation, a department, the builder's contact and the video work":
    scriptsOffControlsWork,
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
  "the achievements count up to their figures once scrolled to": achievementsCountUp,
  "the adjudicators' register narrows by search, class and sort from the keyboard":
    adjudicatorRegisterFilters,
  "the class calculator names what it cannot use, then works out the class":
    classCalculatorWorksOut,
  "a donor builds the reference and copies it and the bank details, with and without the Clipboard API":
    donationBuildsAndCopies,
  "a group checks whether it meets the membership rule": groupCheckAnswers,
  "a young person checks which Pioneer level their age leads to": pioneerCheckAnswers,
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
  "the page follows the system's scheme and the theme choice": themeFollowsTheSystemAndTheChoice,
  "search suggestions open a page from the keyboard": searchSuggestionsOpenAPage,
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
    for (const [title, check] of Object.entries(checks)) test(title, () => check(engine.page));
  });
}
