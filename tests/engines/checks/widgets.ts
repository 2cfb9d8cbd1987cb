import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";
import { content, pageName } from "../../support/site";
import type { EnginePage, InPage } from "../engine";
import { isSample } from "../../../app/content/sample-values";
import { adjudicatorRanks } from "../../../app/content/sets";
import { bankDetailsText, buildReference, copiedValue } from "../../../app/lib/donation";
import {
  describeShortfall,
  groupRuleValues,
  groupShortfall,
  isEligibleGroup,
  pioneerFor,
} from "../../../app/lib/eligibility";
import { jamaicaToday } from "../../../app/lib/dates";
import { formatNumber } from "../../../app/lib/format";
import { inSentence } from "../../../app/lib/in-sentence";
import { problemMessage } from "../../../app/lib/number-field";
import { assess, formatScore, weightedScore } from "../../../app/lib/ranking";
import { countByRank, viewRegister, writeView } from "../../../app/lib/register";
import { heldBySeason, latestChampions, seasonAnchor, seasonName } from "../../../app/lib/results";
import {
  expectedNext,
  formatStagingDates,
  registrationOpen,
  splitStagings,
  upcomingStaging,
} from "../../../app/lib/stagings";
import { fill } from "../../../app/lib/template";
import { pathOf } from "../../../app/route-table";

/**
 * The page widgets (islands) as a visitor uses them, by pointer and keyboard, with the page's
 * scripts on, in every engine: what could differ between engines (focus and its order, keys on
 * buttons, radios and selects, implicit form submission, the clipboard and its fallback, `inert`,
 * `<dialog>`, layout that decides what a carousel shows, a target left clear of the sticky
 * header). Each expectation comes from the tests' content through the site's own functions, never
 * from a value written here. One or two visits a widget: a visit costs a second or more.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A CSS attribute value, quoted. */
const quoted = (text: string) => JSON.stringify(text);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Today in Jamaica, as the visitor's browser works it out after hydration. */
const today = () => jamaicaToday(Date.now());

/**
 * Polls a function in the page until its answer equals `expected`, then holds it to that: a
 * failure shows what the page said last, not only that time ran out.
 */
async function expectSoon<Args extends unknown[], Result>(
  page: EnginePage,
  what: string,
  expected: Result,
  fn: InPage<Args, Result>,
  ...args: Args
) {
  const deadline = Date.now() + 5_000;
  let actual = await page.evaluate(fn, ...args);
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await sleep(50);
    actual = await page.evaluate(fn, ...args);
  }
  expect(actual, `${page.engine}: ${what}`).toEqual(expected);
}

/**
 * Marks the first element matching `selector` whose words (its text, its aria-label or its
 * label's text, spaces squashed) are `words`, or the first at all without words, and returns a
 * selector for it: EnginePage presses by selector, the checks find by what a visitor reads.
 */
async function find(page: EnginePage, selector: string, words?: string): Promise<string> {
  const mark = `w${Math.random().toString(36).slice(2, 8)}`;
  const found = await page.evaluate(
    (selector: string, words: string | null, mark: string) => {
      const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
      const element = [...document.querySelectorAll(selector)].find((candidate) => {
        if (words === null) return true;
        const label = candidate.id ? document.querySelector(`label[for="${candidate.id}"]`) : null;
        return [candidate.textContent, candidate.getAttribute("aria-label"), label?.textContent]
          .map(squash)
          .includes(words);
      });
      element?.setAttribute("data-check", mark);
      return Boolean(element);
    },
    selector,
    words ?? null,
    mark,
  );
  expect(found, `${page.engine}: ${selector} ${words ? `"${words}" ` : ""}is on the page`).toBe(
    true,
  );
  return `[data-check="${mark}"]`;
}

/** Whether the element a selector finds has focus. */
const hasFocus = (selector: string) => document.activeElement === document.querySelector(selector);

/** What has focus, in a visitor's words: its label, its aria-label or its text. */
const focusName = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return "(nothing)";
  const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
  return (label?.textContent ?? element.getAttribute("aria-label") ?? element.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
};

/**
 * Timers the page arms from now on run `factor` times sooner: a carousel's 3 or 5 seconds become
 * a fraction of one, as Playwright's clock makes them in the Chromium specs. Only delays the page
 * sets after this are shortened; nothing already running changes.
 */
async function hurryTimers(page: EnginePage, factor = 20) {
  await page.evaluate((factor: number) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      original(handler, (delay ?? 0) / factor, ...rest)) as typeof window.setTimeout;
  }, factor);
}

/** Empties a text field that has focus, as a visitor does: to its end, then Backspace. */
async function emptyField(page: EnginePage, length: number) {
  await page.press("End");
  for (let count = 0; count < length; count++) await page.press("Backspace");
}

// --- Carousels --------------------------------------------------------------------------------

const carouselWords = content.home.carousel;

/** A rotating carousel's region, by its label. */
const carouselSelector = (label: string) =>
  `section[aria-roledescription="carousel"][aria-label=${quoted(label)}]`;

/**
 * A carousel as the visitor sees it: which slide is active, which dot says it is current, which
 * slide a press at the centre of the frame lands on, and how many slides are inert.
 */
const bannerState = (root: string) => {
  const carousel = document.querySelector(root)!;
  const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const frame = slides[0]!.parentElement!;
  frame.scrollIntoView({ block: "center", behavior: "instant" });
  const box = frame.getBoundingClientRect();
  const hit = document
    .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    ?.closest('[aria-roledescription="slide"]');
  return {
    active: slides
      .filter((slide) => slide.hasAttribute("data-active"))
      .map((slide) => slide.getAttribute("aria-label"))
      .join(", "),
    shown: hit?.getAttribute("aria-label") ?? "(no slide)",
    current: carousel.querySelector('[aria-current="true"]')?.getAttribute("aria-label") ?? null,
    inert: slides.filter((slide) => slide.inert).length,
  };
};

/** The active slide's label alone. */
const activeSlide = (root: string) =>
  document
    .querySelector(root)
    ?.querySelector('[aria-roledescription="slide"][data-active], [data-offset="0"]')
    ?.getAttribute("aria-label") ?? null;

/**
 * The home page's banner on a phone: Previous, Next and the dots move it by pointer, wrapping
 * both ways; from the keyboard Tab reaches Next after the dots, and Enter and Space press them.
 * The slide shown (the one a press at its centre lands on) is the active one, the others are
 * inert, and the current dot says which. Rotation waits while focus or the pointer is inside,
 * resumes once both leave, and the pause button stops it.
 */
export async function bannerCarouselMoves(page: EnginePage) {
  const count = content.home.banners.length;
  expect(count, "the tests' content rotates its banners").toBeGreaterThan(1);
  const root = carouselSelector(carouselWords.bannerLabel);
  const slideLabel = (n: number) => fill(carouselWords.slide, { n, count });
  const dotLabel = (n: number) => fill(carouselWords.goTo, { n, count });
  const showing = (n: number) => ({
    active: slideLabel(n),
    shown: slideLabel(n),
    current: dotLabel(n),
    inert: count - 1,
  });

  await page.open("/", phone);
  await hurryTimers(page);
  await page.click(`${root} [aria-label=${quoted(carouselWords.previous)}]`);
  await expectSoon(page, "Previous wraps to the last slide", showing(count), bannerState, root);
  await page.click(`${root} [aria-label=${quoted(carouselWords.next)}]`);
  await expectSoon(page, "Next wraps to the first slide", showing(1), bannerState, root);
  await page.click(`${root} [aria-label=${quoted(dotLabel(count))}]`);
  await expectSoon(page, "the last dot shows the last slide", showing(count), bannerState, root);

  // From the last dot, Tab reaches Next; Shift+Tab goes back along the dots.
  await page.press("Tab");
  expect(await page.evaluate(focusName), `${page.engine}: Tab after the last dot`).toBe(
    carouselWords.next,
  );
  await page.press("Enter");
  await expectSoon(page, "Enter on Next shows the first slide", showing(1), bannerState, root);
  await page.press("Shift+Tab");
  await page.press("Shift+Tab");
  expect(await page.evaluate(focusName), `${page.engine}: Shift+Tab twice from Next`).toBe(
    dotLabel(count - 1),
  );
  await page.press(" ");
  await expectSoon(page, "Space on a dot shows its slide", showing(count - 1), bannerState, root);

  // Focus (and the pointer) inside hold rotation: two intervals, hurried, change nothing.
  await sleep(600);
  expect(await page.evaluate(activeSlide, root), `${page.engine}: held while focus is inside`).toBe(
    slideLabel(count - 1),
  );
  // A press outside takes focus and the pointer away: rotation resumes.
  await page.click("main h1");
  await expectSoon(page, "rotation resumes", slideLabel(count), activeSlide, root);

  await page.click(await find(page, `${root} .carousel__button`, carouselWords.pause));
  expect(
    await page.evaluate(
      (root: string) => document.querySelector(`${root} .carousel__button`)?.textContent?.trim(),
      root,
    ),
    `${page.engine}: the pause button now offers to start rotation`,
  ).toBe(carouselWords.play);
  await page.click("main h1");
  const paused = await page.evaluate(activeSlide, root);
  await sleep(600);
  expect(await page.evaluate(activeSlide, root), `${page.engine}: paused`).toBe(paused);
  expect(await page.errors()).toEqual([]);
}

/** The partner carousel's logos in view, left to right, and whether the active one is centred. */
const partnerLayout = (root: string) => {
  const carousel = document.querySelector(root)!;
  carousel.scrollIntoView({ block: "center", behavior: "instant" });
  const items = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const track = items[0]!.parentElement!.getBoundingClientRect();
  const inView = items
    .filter((item) => item.getClientRects().length > 0)
    .map((item) => {
      const box = item.getBoundingClientRect();
      return { offset: Number(item.dataset.offset), centre: box.left + box.width / 2 };
    })
    .sort((a, b) => a.centre - b.centre);
  const middle = inView.find((item) => item.offset === 0);
  return {
    offsets: inView.map((item) => item.offset),
    active: carousel.querySelector('[data-offset="0"]')?.getAttribute("aria-label") ?? null,
    centred: !!middle && Math.abs(middle.centre - (track.left + track.width / 2)) <= 1,
    inTrack: inView.every((item) => item.centre > track.left && item.centre < track.right),
  };
};

/**
 * The partners' carousel shows three logos on a phone and five on a desktop, the active one in
 * the middle and the rest in order around it; Next, Previous and a dot move it by pointer, and
 * the keyboard presses them too; it rotates by itself once focus and the pointer leave.
 */
export async function partnerCarouselMoves(page: EnginePage) {
  const count = content.partners.partners.length;
  expect(count, "the tests' content has partners enough to rotate").toBeGreaterThan(5);
  const root = carouselSelector(carouselWords.partnersLabel);
  const slideLabel = (n: number) => fill(carouselWords.slide, { n, count });
  const layout = (offsets: number[], n: number) => ({
    offsets,
    active: slideLabel(n),
    centred: true,
    inTrack: true,
  });

  await page.open("/", phone);
  await hurryTimers(page);
  await page.click(`${root} [aria-label=${quoted(carouselWords.next)}]`);
  await expectSoon(page, "Next on a phone", layout([-1, 0, 1], 2), partnerLayout, root);
  await page.click(`${root} [aria-label=${quoted(carouselWords.previous)}]`);
  await page.click(`${root} [aria-label=${quoted(carouselWords.previous)}]`);
  await expectSoon(page, "Previous wraps", layout([-1, 0, 1], count), partnerLayout, root);
  // From Previous, Tab reaches the first dot, then the second.
  await page.press("Tab");
  await page.press("Enter");
  await expectSoon(page, "Enter on the first dot", layout([-1, 0, 1], 1), partnerLayout, root);
  await page.press("Tab");
  await page.press(" ");
  await expectSoon(page, "Space on the second dot", layout([-1, 0, 1], 2), partnerLayout, root);
  await page.click("main h1");
  await expectSoon(page, "rotation resumes", slideLabel(3), activeSlide, root);

  await page.open("/", desktop);
  await page.click(`${root} [aria-label=${quoted(fill(carouselWords.goTo, { n: 3, count }))}]`);
  await expectSoon(page, "a dot on a desktop", layout([-2, -1, 0, 1, 2], 3), partnerLayout, root);
  expect(await page.errors()).toEqual([]);
}

// --- The rest of the home page ---------------------------------------------------------------

/**
 * The home page's season: what is open or coming is what the content holds for the visitor's
 * today (each staging still to come, its register link while registration is open), or the
 * season ahead when nothing is; the champions of the latest season with results. From the
 * section's heading, Tab reaches its first link.
 */
export async function homeSeasonFollowsToday(page: EnginePage) {
  const day = today();
  const { programmes } = content.programmes;
  const { upcoming } = splitStagings(programmes, day);
  const latest = latestChampions(programmes, day, content.programmes.results.startMonth);

  await page.open("/", phone);
  const shown = await page.evaluate(() => ({
    heading: document.querySelector("#events-heading")?.textContent ?? null,
    events: [...document.querySelectorAll(".events__item")].map((item) => ({
      name: item.querySelector(".events__name")?.textContent ?? "",
      when: item.querySelector(".events__when")?.textContent ?? "",
      register: item.querySelector("a.button") !== null,
    })),
    champions: document.querySelector("#champions-heading")?.textContent ?? null,
  }));
  expect(shown).toEqual({
    heading: upcoming.length > 0 ? content.home.events.heading : content.home.events.seasonAhead,
    events: upcoming.map(({ programme, staging }) => ({
      name: `${programme.name} ${staging.edition}`,
      when: `${formatStagingDates(staging)}${staging.venue ? ` · ${staging.venue}` : ""}`,
      register: !!staging.registrationUrl && registrationOpen(staging, day),
    })),
    champions: latest
      ? fill(content.home.champions.heading, {
          season: seasonName(latest.season, content.programmes.results),
        })
      : null,
  });

  // Tab walks the section's links (and buttons) in their order, from its first.
  const stops = await page.evaluate(() => {
    const section = document.querySelector("#events-heading")?.closest("section");
    const controls = [...(section?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
    controls[0]?.focus();
    return controls.map((control) => control.textContent?.replace(/\s+/g, " ").trim() ?? "");
  });
  expect(stops.length, "the season's section has links").toBeGreaterThan(0);
  const reached = [await page.evaluate(focusName)];
  for (let step = 1; step < stops.length; step++) {
    await page.press("Tab");
    reached.push(await page.evaluate(focusName));
  }
  expect(reached, `${page.engine}: Tab through the season's section`).toEqual(stops);
  expect(await page.errors()).toEqual([]);
}

/**
 * Whether the proposal viewer is open as a modal, with the PDF in it; or closed, the browser's
 * dialog and the widget's state alike (the PDF's frame gone), so the next press meets a widget
 * that knows it is closed.
 */
const viewerIs = (open: boolean) => {
  const dialog = document.querySelector(".proposal-viewer__actions")?.closest("dialog");
  const frame = dialog?.querySelector("iframe.proposal-viewer");
  return open ? !!frame && !!dialog?.open && dialog.matches(":modal") : !frame && !dialog?.open;
};

/**
 * The proposal's cover on a desktop: a press opens the viewer as a modal with the PDF in it,
 * Tab stays inside it, Escape closes it and focus goes back to the cover; Enter on the cover
 * opens it again and its close button closes it.
 */
export async function proposalCoverOpensTheViewer(page: EnginePage) {
  const words = content.home.proposal;
  const cover = "a.proposal-cover";
  await page.open("/", desktop);
  await page.click(cover);
  await page.waitFor("the viewer to open", viewerIs, true);
  // Focus starts on the close button; Shift+Tab wraps to the last link, then the one before.
  for (const name of [words.close, words.download, words.openInNewTab]) {
    if (name !== words.close) await page.press("Shift+Tab");
    expect(await page.evaluate(focusName), `${page.engine}: focus in the viewer`).toBe(name);
  }
  await page.press("Escape");
  await page.waitFor("Escape to close the viewer", viewerIs, false);
  expect(await page.evaluate(hasFocus, cover), `${page.engine}: focus back on the cover`).toBe(
    true,
  );
  // What the page saw of the press is said with a failure here: each key and click on its way
  // down, and whether the click was taken. It once showed the click taken and the viewer not
  // open: the close event of the Escape before came after the press and closed the viewer it had
  // opened (the Dialog now lets such a late event be; tests/e2e/home.spec.ts makes it happen).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { pressSeen: seen });
    const note = (event: Event) => {
      const { key, shiftKey } = event as KeyboardEvent;
      const target = (event.target as Element | null)?.localName ?? "none";
      seen.push(`${event.type} ${key ?? ""} on ${target}${shiftKey ? " shift" : ""}`);
      if (event.type === "click")
        setTimeout(() => seen.push(`click taken: ${String(event.defaultPrevented)}`));
    };
    for (const type of ["keydown", "keyup", "click"]) addEventListener(type, note, true);
  });
  await page.press("Enter");
  await page
    .waitFor("Enter on the cover to open the viewer", viewerIs, true)
    .catch(async (error) => {
      const state = await page.evaluate(() =>
        JSON.stringify({
          seen: (window as unknown as { pressSeen: string[] }).pressSeen,
          address: location.href,
          focus: document.activeElement?.outerHTML.slice(0, 80),
          frame: Boolean(document.querySelector("iframe.proposal-viewer")),
          open: document.querySelector("iframe.proposal-viewer")?.closest("dialog")?.open,
          dialogs: [...document.querySelectorAll("dialog")].map((dialog) => dialog.open),
        }),
      );
      throw new Error(`${String(error)}; the page: ${state}`);
    });
  await page.click(await find(page, "dialog button", words.close));
  await page.waitFor("the close button to close the viewer", viewerIs, false);
  expect(await page.evaluate(hasFocus, cover), `${page.engine}: focus back on the cover`).toBe(
    true,
  );
  expect(await page.errors()).toEqual([]);
}

// --- Services ------------------------------------------------------------------------------------

/**
 * The achievements on the Services page count up once scrolled into view and end on the
 * content's figures; screen readers get the final figure throughout.
 */
export async function achievementsCountUp(page: EnginePage) {
  const { achievements } = content.services;
  const final = achievements.map(
    (achievement) => `${formatNumber(achievement.value)}${achievement.suffix ?? ""}`,
  );
  const read = () =>
    [...document.querySelectorAll('[data-island="achievement-counters"] .figure__value')].map(
      (value) => ({
        shown: value.querySelector("[aria-hidden]")?.textContent ?? "",
        said: value.querySelector(".visually-hidden")?.textContent ?? "",
      }),
    );

  await page.open(pathOf("jade-services"), phone);
  // Each figure counts once it is on the screen: a phone shows the seven in rows down the page,
  // so the visitor's scroll passes them all, to the last.
  await page.evaluate(() => {
    const values = document.querySelectorAll('[data-island="achievement-counters"] .figure__value');
    values[0]?.scrollIntoView({ block: "center", behavior: "instant" });
    values[values.length - 1]?.scrollIntoView({ block: "nearest", behavior: "instant" });
  });
  const seen: string[][] = [];
  const deadline = Date.now() + 6_000;
  for (;;) {
    const now = await page.evaluate(read);
    seen.push(now.map((value) => value.shown));
    expect(
      now.map((value) => value.said),
      `${page.engine}: the figures screen readers get`,
    ).toEqual(final);
    if (isDeepStrictEqual(seen.at(-1), final) || Date.now() > deadline) break;
    await sleep(100);
  }
  expect(seen.at(-1), `${page.engine}: the counters end on the content's figures`).toEqual(final);
  expect(
    seen.some((values) => !isDeepStrictEqual(values, final)),
    `${page.engine}: the counters counted up (${seen.length} readings)`,
  ).toBe(true);
  expect(await page.errors()).toEqual([]);
}

// --- Adjudicator ranking -------------------------------------------------------------------------

/** The register as the page shows it: its rows, its status line, its address and sort. */
const registerShown = () => ({
  rows: [...document.querySelectorAll(".adjudicator-table tbody tr")].map((row) =>
    [...row.querySelectorAll("td")]
      .slice(0, 2)
      .map((cell) => cell.textContent)
      .join(" "),
  ),
  status: document.querySelector(".register-status")?.textContent ?? "",
  search: location.search,
  sortedBy:
    [...document.querySelectorAll(".adjudicator-table th")]
      .find((cell) => cell.hasAttribute("aria-sort"))
      ?.textContent?.trim() ?? null,
});

/**
 * The register of adjudicators: typing in its search narrows it, the arrow keys move the class
 * among its radios, the arrow keys change the sort, each as the content says and in the address;
 * a search that finds nobody offers to clear, which brings everyone back and focus to the search.
 */
export async function adjudicatorRegisterFilters(page: EnginePage) {
  const { adjudicators, text } = content.adjudicators;
  const words = text.register;
  const inRegister = countByRank(adjudicators);
  const classes = adjudicatorRanks.filter((rank) => inRegister[rank] > 0);
  const expected = (view: Parameters<typeof viewRegister>[1]) => {
    const { rows } = viewRegister(adjudicators, view);
    const total = adjudicators.length;
    const search = writeView(view).toString();
    return {
      rows: rows.map((person) => `${person.firstName} ${person.lastName}`),
      status:
        rows.length === 0
          ? words.empty
          : rows.length === total
            ? fill(words.countAll, { total })
            : fill(words.count, { shown: rows.length, total }),
      search: search ? `?${search}` : "",
      sortedBy: rows.length === 0 ? null : view.sort === "name" ? text.lastName : text.rank,
    };
  };
  // A few letters of a name in the register, as a visitor remembers it.
  const query = adjudicators[0]!.lastName.slice(0, 3);

  await page.open(pathOf("certified-adjudicator-ranking"), desktop);
  await page.click("#register-search");
  await page.type(query);
  await expectSoon(
    page,
    "the search narrows the register",
    expected({ query, rank: "all", sort: "rank" }),
    registerShown,
  );
  await page.press("Tab");
  await page.press("ArrowRight");
  await expectSoon(
    page,
    "the arrow key moves to the next class",
    expected({ query, rank: classes[0]!, sort: "rank" }),
    registerShown,
  );
  await page.press("ArrowLeft");
  await page.press("Tab");
  await page.press("ArrowDown");
  await expectSoon(
    page,
    "the arrow keys sort by name",
    expected({ query, rank: "all", sort: "name" }),
    registerShown,
  );

  // A search that finds nobody, then the button that clears it.
  const nobody = `${query}${"q".repeat(8)}`;
  expect(viewRegister(adjudicators, { query: nobody, rank: "all", sort: "rank" }).rows).toEqual([]);
  await page.click("#register-search");
  await page.press("End");
  await page.type("q".repeat(8));
  await expectSoon(
    page,
    "a search that finds nobody",
    expected({ query: nobody, rank: "all", sort: "name" }),
    registerShown,
  );
  await page.click(await find(page, ".adjudicators button", words.clear));
  await expectSoon(
    page,
    "Clear brings everyone back",
    expected({ query: "", rank: "all", sort: "name" }),
    registerShown,
  );
  expect(await page.evaluate(hasFocus, "#register-search"), `${page.engine}: focus`).toBe(true);
  expect(await page.errors()).toEqual([]);
}

/** A number field's state: its value, whether it is invalid, and the error it is described by. */
const fieldState = (id: string) => {
  const input = document.getElementById(id) as HTMLInputElement | null;
  const described = (input?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((part) => document.getElementById(part))
    .find((element) => element?.className.includes("error"));
  return {
    invalid: input?.getAttribute("aria-invalid") === "true",
    error: described?.textContent ?? null,
    focused: document.activeElement === input,
  };
};

/**
 * The class calculator: a score over the limit and a field left empty are named by their fields'
 * errors, and focus goes to the first; corrected by keyboard and sent with Enter, it gives the
 * weighted score, the class and the points to the next, by the content's method.
 */
export async function classCalculatorWorksOut(page: EnginePage) {
  const { method, text } = content.adjudicators;
  const words = text.calculator;
  const fullMarks = 100;
  const scores = { test: 71.5, tournaments: Math.max(method.tournamentTarget - 1, 0), accred: 64 };

  await page.open(pathOf("certified-adjudicator-ranking"), phone);
  await page.click("#calculator-test");
  await page.type(String(fullMarks + 1));
  await page.press("Tab");
  await page.press("Tab");
  await page.type(String(scores.accred));
  await page.press("Enter");
  await expectSoon(
    page,
    "the test score over the limit",
    {
      invalid: true,
      error: fill(words.errors.tooHigh, { field: words.test.name, max: fullMarks }),
      focused: true,
    },
    fieldState,
    "calculator-test",
  );
  expect(await page.evaluate(fieldState, "calculator-tournaments")).toEqual({
    invalid: true,
    error: problemMessage(
      "empty",
      { name: words.tournaments.name, rule: { min: 0 }, example: 0 },
      words.errors,
    ),
    focused: false,
  });

  await emptyField(page, String(fullMarks + 1).length);
  await page.type(String(scores.test));
  await page.press("Tab");
  await page.type(String(scores.tournaments));
  await page.click(await find(page, ".class-calculator button", words.submit));
  const assessment = assess(
    weightedScore(
      { test: scores.test, tournaments: scores.tournaments, accreditation: scores.accred },
      method,
    ),
    method.classes,
  );
  await expectSoon(
    page,
    "the result",
    [
      words.resultHeading,
      fill(words.score, { score: formatScore(assessment.score), max: fullMarks }),
      `${words.classLabel} ${text.ranks[assessment.rank]}`,
      assessment.next
        ? fill(words.next, {
            points: formatScore(assessment.next.points),
            rank: text.ranks[assessment.next.rank],
          })
        : words.top,
    ],
    () => {
      const result = [...document.querySelectorAll(".class-calculator__result > *")].map((part) =>
        (part.textContent ?? "").replace(/\s+/g, " ").trim(),
      );
      // What the fields hold and say, where no result came: the failure names it.
      return result.length > 0
        ? result
        : [...document.querySelectorAll<HTMLInputElement>(".class-calculator input")].map(
            (input) =>
              `${input.id} "${input.value}": ${input.getAttribute("aria-invalid") ?? "valid"}`,
          );
    },
  );
  expect(await page.evaluate(fieldState, "calculator-test")).toMatchObject({ invalid: false });
  expect(await page.errors()).toEqual([]);
}

// --- Donate --------------------------------------------------------------------------------------

/**
 * Listens to what reaches the clipboard: the Clipboard API's text, and the selection a `copy`
 * command copies (the site's fallback). With `refuse`, the API refuses from now on, as a browser
 * that denies the permission does.
 */
function watchClipboard(refuse: boolean) {
  const state = window as unknown as { __copied?: string[] };
  const copied = (state.__copied ??= []);
  const clipboard = (window as unknown as { Clipboard?: typeof Clipboard }).Clipboard;
  if (clipboard) {
    const write = clipboard.prototype.writeText;
    clipboard.prototype.writeText = function (this: Clipboard, text: string) {
      if (refuse) return Promise.reject(new DOMException("Refused", "NotAllowedError"));
      return write.call(this, text).then(() => void copied.push(`api: ${text}`));
    };
  }
  if (!refuse)
    document.addEventListener("copy", () => {
      const field = document.activeElement;
      if (field instanceof HTMLTextAreaElement)
        copied.push(
          `selection: ${field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)}`,
        );
    });
}

const lastCopied = () =>
  ((window as unknown as { __copied?: string[] }).__copied ?? []).at(-1) ?? null;

/** The words of a copy button and its status, found by what the button copies. */
const copyControl = (button: string) => {
  const control = document.querySelector(button)?.closest(".copy-control");
  return {
    button: control?.querySelector("button")?.textContent?.replace(/\s+/g, " ").trim() ?? null,
    status: control?.querySelector('[role="status"]')?.textContent ?? null,
  };
};

/**
 * The Donate page: the reference built from a surname typed with an accent and a purpose chosen
 * with the arrow keys; Copy all (Enter), the detail Tab reaches from it (Space) and the
 * reference's copy (pointer) each put their text on the clipboard and say so in their status;
 * where the Clipboard API refuses, the selection fallback copies it all the same.
 */
export async function donationBuildsAndCopies(page: EnginePage) {
  const donate = content.donate;
  const { labels, sampleWords } = donate;
  const bank = donate.bankDetails.map((detail, index) => ({
    ...detail,
    sample: isSample(donate, ["bankDetails", index, "value"]),
  }));
  const surname = "Müller";
  const purpose = donate.reference.purposes[0]!;
  const { reference } = buildReference(
    { prefix: donate.referencePrefix, surname, purpose: purpose.reference },
    donate.reference.maxLength,
  );
  const copyWords = (what: string) => ({
    button: `${labels.copied} ${what}`,
    status: fill(labels.copiedStatus, { label: what }),
  });

  await page.open(pathOf("donate"), phone);
  await page.evaluate(watchClipboard, false);
  await page.click("#reference-surname");
  await page.type(surname);
  await page.press("Tab");
  await page.press("ArrowDown");
  await expectSoon(
    page,
    "the reference built",
    reference,
    () => document.querySelector(".transfer-reference__value")?.textContent ?? null,
  );

  // Copy all comes before the reference since the page is an appeal (the bank details first,
  // decision 0049): focused there, Enter copies every detail and the reference built below.
  const copyAll = await find(page, "button", `${labels.copyAll} ${labels.copyAllWhat}`);
  await page.evaluate(
    (selector) => document.querySelector<HTMLElement>(selector)?.focus(),
    copyAll,
  );
  expect(await page.evaluate(hasFocus, copyAll), `${page.engine}: focus on Copy all`).toBe(true);
  await page.press("Enter");
  const allText = bankDetailsText(
    labels.bankHeading,
    bank,
    { label: labels.reference, value: reference },
    sampleWords,
  );
  await expectSoon(page, "Copy all", copyWords(labels.copyAllWhat), copyControl, copyAll);
  expect((await page.evaluate(lastCopied))?.replace(/^\w+: /, "")).toBe(allText);

  const first = bank[0]!;
  await page.press("Tab");
  const firstButton = await find(page, "button", `${labels.copy} ${inSentence(first.label)}`);
  expect(await page.evaluate(hasFocus, firstButton), `${page.engine}: Tab to a detail`).toBe(true);
  await page.press(" ");
  await expectSoon(page, "a detail", copyWords(inSentence(first.label)), copyControl, firstButton);
  expect((await page.evaluate(lastCopied))?.replace(/^\w+: /, "")).toBe(
    copiedValue(first, sampleWords.copied),
  );

  const referenceButton = await find(
    page,
    "button",
    `${labels.copy} ${inSentence(labels.reference)}`,
  );
  await page.click(referenceButton);
  await expectSoon(
    page,
    "the reference",
    copyWords(inSentence(labels.reference)),
    copyControl,
    referenceButton,
  );
  expect((await page.evaluate(lastCopied))?.replace(/^\w+: /, "")).toBe(reference);

  // The Clipboard API refuses: the selection copies it.
  await page.evaluate(watchClipboard, true);
  const last = bank.at(-1)!;
  const lastButton = await find(page, "button", `${labels.copy} ${inSentence(last.label)}`);
  await page.click(lastButton);
  await expectSoon(
    page,
    "the fallback",
    copyWords(inSentence(last.label)),
    copyControl,
    lastButton,
  );
  expect(await page.evaluate(lastCopied)).toBe(
    `selection: ${copiedValue(last, sampleWords.copied)}`,
  );
  expect(await page.errors()).toEqual([]);
}

// --- Membership and affiliates -------------------------------------------------------------------

const answerOf = (selector: string) =>
  [
    ...(document
      .querySelector(selector)
      ?.closest("section")
      ?.querySelectorAll(".eligibility-check__answer p") ?? []),
  ].map((line) => line.textContent);

/**
 * The group check on the Membership page: more officers than members is named on the officers'
 * field, which gets focus; a group short of the rule hears what it still needs, and one that
 * meets it hears so, each sent from the keyboard (Enter) or by the button.
 */
export async function groupCheckAnswers(page: EnginePage) {
  const { helpers, groupRules } = content.affiliates;
  const words = helpers.group;
  const { minMembers, minOfficers } = groupRules;
  const answer = (members: number, officers: number) => {
    const shortfall = groupShortfall(members, officers, groupRules);
    return [
      isEligibleGroup(shortfall)
        ? fill(words.eligible, groupRuleValues(groupRules))
        : fill(words.missing, { missing: describeShortfall(shortfall, words) }),
    ];
  };
  const enter = async (
    members: number,
    officers: number,
    typed: { members: string; officers: string },
  ) => {
    await page.click("#group-members");
    await emptyField(page, typed.members.length);
    await page.type(String(members));
    await page.press("Tab");
    await emptyField(page, typed.officers.length);
    await page.type(String(officers));
    typed.members = String(members);
    typed.officers = String(officers);
  };
  const typed = { members: "", officers: "" };

  await page.open(pathOf("jade-membership"), phone);
  await enter(minMembers, minMembers + 1, typed);
  await page.press("Enter");
  await expectSoon(
    page,
    "more officers than members",
    { invalid: true, error: words.officersOverMembers, focused: true },
    fieldState,
    "group-officers",
  );
  await enter(Math.max(minMembers - 1, 0), minOfficers, typed);
  await page.press("Enter");
  await expectSoon(
    page,
    "a group short of the rule",
    answer(Math.max(minMembers - 1, 0), minOfficers),
    answerOf,
    "#group-members",
  );
  await enter(minMembers, minOfficers, typed);
  await page.click(await find(page, ".eligibility-check button", words.submit));
  await expectSoon(
    page,
    "a group that meets the rule",
    answer(minMembers, minOfficers),
    answerOf,
    "#group-members",
  );
  expect(await page.evaluate(fieldState, "group-officers")).toMatchObject({ invalid: false });
  expect(await page.errors()).toEqual([]);
}

/**
 * The Pioneer check on the Affiliates page: sent empty, it names the field, which gets focus;
 * an age in each Pioneer level, and one below the first, hear what the content says for it.
 */
export async function pioneerCheckAnswers(page: EnginePage) {
  const { helpers, designations } = content.affiliates;
  const words = helpers.pioneer;
  const levels = designations.find((designation) => designation.id === "pioneers")?.levels ?? [];
  const elite = levels.find((level) => level.id === "elite");
  const ages = levels.flatMap((level) => (level.minAge === undefined ? [] : [level.minAge]));
  expect(ages.length, "the tests' content gives Pioneer levels an age").toBeGreaterThan(0);
  const youngest = Math.min(...ages);
  const tried = [...(youngest > 0 ? [youngest - 1] : []), ...ages];
  const answer = (age: number) => {
    const found = pioneerFor(age, levels);
    if (found?.kind === "level")
      return [
        fill(words.result, { age, level: found.level.name }),
        ...(elite
          ? [fill(words.elite, { level: elite.name, eligibility: elite.eligibility })]
          : []),
      ];
    return found ? [fill(words.tooYoung, { age, minAge: found.minAge })] : [];
  };

  await page.open(pathOf("jade-affiliates"), phone);
  await page.click(await find(page, ".eligibility-check button", words.submit));
  await expectSoon(
    page,
    "an empty age",
    {
      invalid: true,
      error: problemMessage(
        "empty",
        { name: words.ageName, rule: { min: 0 }, example: 0 },
        helpers.errors,
      ),
      focused: true,
    },
    fieldState,
    "pioneer-age",
  );
  let typed = "";
  for (const age of tried) {
    await emptyField(page, typed.length);
    typed = String(age);
    await page.type(typed);
    await page.press("Enter");
    await expectSoon(page, `the age ${age}`, answer(age), answerOf, "#pioneer-age");
  }
  expect(await page.errors()).toEqual([]);
}

// --- Programmes and results ----------------------------------------------------------------------

/** Whether the element an id names is on screen and not under anything (the sticky header). */
const clearOnScreen = (id: string) => {
  const target = document.getElementById(id);
  if (!target) return `no #${id}`;
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) return `#${id} is off screen at ${box.top}px`;
  const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + 2);
  return hit && (target === hit || target.contains(hit))
    ? "clear"
    : `#${id} is under ${hit?.closest("[class]")?.className ?? hit?.localName}`;
};

/**
 * The Programmes page, reached by a link to one programme: that programme's heading is on screen
 * below the sticky header; each card's next staging is what the content holds for today.
 */
export async function programmeListFollowsToday(page: EnginePage) {
  const day = today();
  const { programmes, labels } = content.programmes;
  const target = programmes.at(-1)!;

  await page.open(`${pathOf("jade-programmes")}#${target.id}`, phone);
  await expectSoon(page, "the linked programme", "clear", clearOnScreen, `${target.id}-heading`);
  const when = await page.evaluate(() =>
    [...document.querySelectorAll(".programme__when")].map((cell) => cell.textContent),
  );
  expect(when).toEqual(
    programmes.map((programme) => {
      const next = upcomingStaging(programme, day);
      const expected = next ? undefined : expectedNext(programme, day);
      return next
        ? formatStagingDates(next)
        : expected
          ? fill(labels.usually, expected)
          : labels.noneUpcoming;
    }),
  );
  expect(await page.errors()).toEqual([]);
}

/**
 * The Results page, reached by a link to the latest season (as the home page's champions link
 * to it): that season's heading is on screen below the sticky header, and the seasons are those
 * the content has held by today, the latest first.
 */
export async function resultsFollowToday(page: EnginePage) {
  const words = content.programmes.results;
  const seasons = heldBySeason(content.programmes.programmes, today(), words.startMonth);
  expect(seasons.length, "the tests' content has results").toBeGreaterThan(0);
  const anchor = seasonAnchor(seasons[0]!);

  await page.open(`${pathOf("results")}#${anchor}`, phone);
  await expectSoon(page, "the linked season", "clear", clearOnScreen, anchor);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll("section.season > h2")].map((heading) => heading.textContent),
    ),
  ).toEqual(seasons.map((season) => seasonName(season, words)));
  expect(await page.errors()).toEqual([]);
}

// --- Search --------------------------------------------------------------------------------------

/** The results page's status and where its results lead. */
const searchShown = () => ({
  status: document.querySelector(".search-page__status")?.textContent ?? "",
  links: [...document.querySelectorAll(".search-results a")].map(
    (link) => link.getAttribute("href") ?? "",
  ),
  search: decodeURIComponent(location.search.replace(/\+/g, " ")),
});

/**
 * The results page serves a shared link (a page's name) with that page among its results and a
 * status counting them; a new search typed into its own form and sent with Enter moves the
 * address and the results to it.
 */
export async function searchPageSearchesAgain(page: EnginePage) {
  const words = content.site.search;
  const tries = [
    { name: pageName("donate"), path: pathOf("donate") },
    {
      name: pageName("certified-adjudicator-ranking"),
      path: pathOf("certified-adjudicator-ranking"),
    },
  ];
  const expectFound = async ({ name, path }: (typeof tries)[number]) => {
    await page.waitFor(
      `results for "${name}"`,
      () => document.querySelector(".search-results a") !== null,
    );
    const shown = await page.evaluate(searchShown);
    const count = shown.links.length;
    expect(shown.status, `${page.engine}: the status`).toBe(
      count === 1
        ? fill(words.resultCountOne, { query: name })
        : fill(words.resultCount, { count, query: name }),
    );
    expect(shown.search, `${page.engine}: the address`).toBe(`?q=${name}`);
    expect(
      shown.links.some((link) => link === path || link.startsWith(`${path}#`)),
      `${page.engine}: "${name}" finds ${path} among ${shown.links.join(", ")}`,
    ).toBe(true);
  };

  await page.open(`${pathOf("search")}?q=${encodeURIComponent(tries[0]!.name)}`, phone);
  await expectFound(tries[0]!);
  await page.click(".search-page__form input[type=search]");
  await emptyField(page, tries[0]!.name.length);
  await page.type(tries[1]!.name);
  await page.press("Enter");
  await page.waitFor(
    "the address to follow the new search",
    (query: string) => new URLSearchParams(location.search).get("q") === query,
    tries[1]!.name,
  );
  await expectFound(tries[1]!);
  expect(await page.errors()).toEqual([]);
}
