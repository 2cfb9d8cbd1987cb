// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import type { Programme, Staging } from "~/content/schema";
import { calendarFeedFile } from "~/lib/calendar-links";
import { pathOf } from "~/route-table";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { eventsShown } from "~/lib/stagings";
import { UpcomingEvents } from "./upcoming-events";

afterEach(cleanup);

const { programmes, home } = contentFor("programmes", "home");
const words = home.events;

/** `iso` a year on. */
const yearOn = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** The staging's edition a year on, to come and without results. */
function aYearOn(staging: Staging): Staging {
  const next: Staging = { ...staging };
  delete next.results;
  return {
    ...next,
    id: `${staging.id}-next`,
    edition: `${staging.edition} (next)`,
    dates: staging.dates.map(({ start, end }) => ({
      start: yearOn(start),
      ...(end ? { end: yearOn(end) } : {}),
    })),
    ...(staging.registrationCloses
      ? { registrationCloses: yearOn(staging.registrationCloses) }
      : {}),
  };
}

/** Every programme of the tests' content run twice: its stagings, then each a year on. */
const twice: Programme[] = programmes.programmes.map((programme) => ({
  ...programme,
  stagings: [...programme.stagings, ...programme.stagings.map(aYearOn)],
}));

/** The names home gives the stagings to come on `today`, soonest first, worked out here. */
function toCome(today: string) {
  return twice
    .flatMap((programme) =>
      programme.stagings.map((staging) => ({
        name: `${programme.name} ${staging.edition}`,
        first: staging.dates[0]!.start,
        last: staging.dates.at(-1)!.end ?? staging.dates.at(-1)!.start,
      })),
    )
    .filter((staging) => staging.last >= today)
    .sort((a, b) => a.first.localeCompare(b.first))
    .map((staging) => staging.name);
}

function renderOn(today: string) {
  renderPage(
    () => <UpcomingEvents today={today} />,
    () =>
      pageData("home", ["home", "programmes", "site"], undefined, {
        programmes: { ...programmes, programmes: twice },
      }),
  );
  return screen.getByRole("region", { name: words.heading });
}

/** Where the section's ways to the rest lead: the programmes' page and JADE's calendar, by name. */
const ways = (events: HTMLElement) =>
  [words.programmesLink, words.calendar].flatMap((name) =>
    within(events)
      .queryAllByRole("link", { name })
      .map((link) => link.getAttribute("href")),
  );

const cardNames = (events: HTMLElement) =>
  within(events)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("home's events to come", () => {
  // The first day of the tests' content's season: every staging of both years is to come.
  const seasonStart = programmes.programmes
    .flatMap((programme) => programme.stagings.map((staging) => staging.dates[0]!.start))
    .sort()[0]!;

  it("lists the soonest few, then the programmes' page and JADE's calendar for the rest", () => {
    const all = toCome(seasonStart);
    expect(all.length).toBeGreaterThan(eventsShown);
    const events = renderOn(seasonStart);
    expect(cardNames(events)).toEqual(all.slice(0, eventsShown));
    // The first after the cut, and the last of all, wait on the programmes' page.
    expect(events.textContent).not.toContain(all[eventsShown]);
    expect(events.textContent).not.toContain(all.at(-1));
    expect(ways(events)).toEqual([pathOf("jade-programmes"), `/${calendarFeedFile}`]);
  });

  it("lists every one once no more than fit are to come, the last of them too", () => {
    // The day after the staging that leaves exactly `eventsShown` to come ends.
    const all = toCome(seasonStart);
    const days = twice
      .flatMap((programme) => programme.stagings)
      .map((staging) => staging.dates.at(-1)!.end ?? staging.dates.at(-1)!.start)
      .sort();
    const cut = days[all.length - eventsShown - 1]!;
    const next = new Date(`${cut}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const day = next.toISOString().slice(0, 10);
    const left = toCome(day);
    expect(left).toHaveLength(eventsShown);

    const events = renderOn(day);
    expect(cardNames(events)).toEqual(left);
    expect(ways(events)).toEqual([]);
  });

  it("shows no way to more when the tests' content's own season is listed whole", () => {
    renderPage(
      () => <UpcomingEvents today={seasonStart} />,
      () => pageData("home", ["home", "programmes", "site"]),
    );
    const events = screen.getByRole("region", { name: words.heading });
    const own = programmes.programmes.flatMap((programme) => programme.stagings);
    expect(own.length).toBeLessThanOrEqual(eventsShown);
    expect(cardNames(events)).toHaveLength(own.length);
    expect(ways(events)).toEqual([]);
  });
});
