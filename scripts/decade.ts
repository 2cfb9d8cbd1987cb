/**
 * `tsx scripts/decade.ts --to DIR [--from DIR] [--on YYYY-MM-DD]`: the decade rehearsal (issue 51).
 * From any valid content set, makes the set the association will have ten seasons on, or at the
 * schema's limits where those come first: every programme the schema takes (12), each with a
 * staging in each of ten more seasons and results for every staging held, and every other list
 * that grows full: 40 partners, 60 articles, 10 banner slides, 20 announcements, 300 adjudicators,
 * 30 board members and senior managers, 20 departments of 30 people, 20 contacts.
 *
 * It is made as staff would make it, season after season: the programmes are added first (each as
 * `add-programme` adds one), then each season is next season's edits of scripts/next-season.ts
 * made on the day after the last staging, once the results of every staging held are written in.
 * So the set carries ten years of history, as the site will. The lists are then filled, each with
 * new records marked as samples (reserved addresses, invented names), on the day the new season
 * starts. It prints the two days the set is checked on: one in its season (the day before its
 * first staging, every edition to come and announced) and one between seasons (the day after its
 * last staging). `npm run test:content` builds the set on each day and runs the checks of the live
 * content on it (scripts/content-suite.ts).
 */
import type { Award, Content } from "../app/content/schema";
import { adjudicatorRanks, contactIcons } from "../app/content/sets";
import { announcementCloses } from "../app/lib/announcement-rule";
import { allStagings, firstDay, lastDay, registrationOpen } from "../app/lib/stagings";
import {
  addDays,
  capOf,
  contentEdits,
  copyContent,
  editContext,
  editFile,
  type EditContext,
  makerOptions,
  markSample,
  readContent,
  runEdits,
  sampleForm,
  setField,
  uniqueId,
} from "./content-edits";
import { nextSeasonEdits } from "./next-season";

/** How many seasons on the rehearsal goes. */
export const decadeSeasons = 10;

/** The item at `n` of a list, going round it: the lists here are never empty. */
function nth<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error("decade: a list to go round is empty");
  return item;
}

/** Given names, and invented double surnames, for the people the rehearsal adds. */
const givenNames = [
  "Tashana",
  "Delroy",
  "Kerry-Ann",
  "Omari",
  "Shantel",
  "Rushane",
  "Alicia",
  "Jovaughn",
  "Monique",
  "Andre",
  "Khadija",
  "Damion",
];
const surnameParts = ["Ackee", "Breadfruit", "Cedar", "Dogwood", "Ebony", "Fiddlewood", "Guinep"];

/** The nth invented person's name: a given name and a double surname no real person is known by. */
function inventedName(n: number): { first: string; last: string } {
  const first = nth(givenNames, n);
  const a = nth(surnameParts, n);
  const b = nth(surnameParts, n * 3 + 1);
  return { first, last: `${a}${a === b ? "hill" : `-${b}`} ${Math.floor(n / 12) + 1}` };
}

/** An invented school: no real school is given a sample result. */
const inventedSchool = (n: number) => `Sample ${nth(surnameParts, n)} High School`;

/** The results of a staging held, invented: three placings and a best speaker, all samples. */
function inventedResults(n: number, stagingId: string) {
  const award = (label: string, k: number): Award => {
    const { first, last } = inventedName(n * 4 + k);
    return { award: label, name: `${first} ${last}`, school: inventedSchool(n + k) };
  };
  return {
    placings: [award("Champions", 0), award("Runners-up", 1), award("Third place", 2)],
    speakers: [award("Best speaker", 3)],
    resultsUrl: `https://results.example.org/jade/${stagingId}`,
  };
}

/** The results of every staging over by the build's day and still without them, as samples. */
function recordResults(dir: string, { today }: EditContext) {
  editFile(dir, "programmes", (file) => {
    let n = 0;
    for (const programme of file.programmes)
      for (const staging of programme.stagings) {
        n += 1;
        if (staging.results || lastDay(staging) >= today) continue;
        setField(staging, "results", inventedResults(n, staging.id));
        markSample(staging, "results");
      }
  });
}

/** Programmes added, as `add-programme` adds one, until the list holds as many as the schema takes. */
async function fillProgrammes(dir: string, context: EditContext) {
  const cap = capOf("programmes", "programmes");
  while (readContent(dir, "programmes").programmes.length < cap)
    await contentEdits["add-programme"].run(dir, context);
}

/**
 * Articles added until the list is full, one every six weeks back from the build's day, each
 * about one of the programmes with one of the pictures the articles have (a newsroom reuses its
 * pictures; the build makes each picture's copies once).
 */
function fillArticles(dir: string, { today }: EditContext) {
  const { programmes } = readContent(dir, "programmes");
  editFile(dir, "articles", (file) => {
    const cap = capOf("articles", "articles");
    const pictures = file.articles.map(({ image, imageAlt }) => ({ image, imageAlt }));
    const ids = new Set(file.articles.map(({ id }) => id));
    for (let n = 1; file.articles.length < cap; n++) {
      const programme = nth(programmes, n);
      const picture = nth(pictures, n);
      const id = uniqueId(`sample-story-${n}`, ids);
      file.articles.push({
        id,
        title: `${inventedSchool(n).replace(" High School", "")} students shine at ${programme.name}`,
        publisher: `Sample Press ${(n % 5) + 1}`,
        published: addDays(today, -42 * n),
        ...picture,
        description: `Schools from across the island met for ${programme.name}; the coverage follows the students who reached the final and what they argued.`,
        url: `https://news.example.org/${id}`,
        sample: true,
      });
    }
  });
}

/** Banner slides added until the list is full, each with one of the slides' pictures. */
function fillBanners(dir: string) {
  editFile(dir, "home", (file) => {
    const cap = capOf("home", "banners");
    const ids = new Set(file.banners.map(({ id }) => id));
    const existing = [...file.banners];
    for (let n = 0; file.banners.length < cap; n++) {
      const like = nth(existing, n);
      file.banners.push({
        ...like,
        id: uniqueId(`sample-slide-${n + 1}`, ids),
        sample: ["image", ...(like.imagePhone ? ["imagePhone"] : [])],
      });
    }
  });
}

/**
 * Announcements added until the list is full, those over removed first: one for each staging taking registrations on the
 * build's day that none names yet, closing with its registration, then links of the office's own
 * (a ticket sale, a call for adjudicators) shown for the next month.
 */
function fillAnnouncements(dir: string, { today }: EditContext) {
  const { programmes } = readContent(dir, "programmes");
  editFile(dir, "announcements", (file) => {
    // The ones over are removed first, as the content check's warning asks.
    file.items = file.items.filter((item) => announcementCloses(item, programmes) >= today);
    const cap = capOf("announcements", "items");
    const ids = new Set(file.items.map(({ id }) => id));
    const named = new Set(file.items.map(({ staging }) => staging));
    const open = allStagings(programmes).filter(
      ({ staging }) =>
        !named.has(staging.id) && staging.registrationUrl && registrationOpen(staging, today),
    );
    for (const { programme, staging } of open) {
      if (file.items.length >= cap) break;
      file.items.push({
        id: uniqueId(`${staging.id}-entries`, ids),
        title: `${programme.name}: entries open`,
        href: staging.registrationUrl ?? sampleForm(staging.id),
        staging: staging.id,
        sample: ["href"],
      });
    }
    for (let n = 1; file.items.length < cap; n++)
      file.items.push({
        id: uniqueId(`office-notice-${n}`, ids),
        title: `Call for volunteer adjudicators, round ${n}`,
        href: `https://forms.example.org/jade/volunteers-${n}`,
        until: addDays(today, 30 + n),
        sample: ["href"],
      });
  });
}

/** Adjudicators added until the register is full, of every rank in turn. */
function fillAdjudicators(dir: string) {
  editFile(dir, "adjudicators", (file) => {
    const cap = capOf("adjudicators", "adjudicators");
    const ids = new Set(file.adjudicators.map(({ id }) => id));
    for (let n = 1; file.adjudicators.length < cap; n++) {
      const { first, last } = inventedName(n);
      file.adjudicators.push({
        id: uniqueId(`sample-adjudicator-${n}`, ids),
        firstName: first,
        lastName: last,
        rank: nth(adjudicatorRanks, n),
        sample: true,
      } as Content["adjudicators"]["adjudicators"][number]);
    }
  });
}

/** The board, the senior managers and the departments, each full. */
function fillTeam(dir: string) {
  editFile(dir, "team", (file) => {
    const ids = new Set([
      ...file.board.map(({ id }) => id),
      ...file.seniorManagers.map(({ id }) => id),
      ...file.departments.flatMap(({ id, members }) => [id, ...members.map((m) => m.id)]),
    ]);
    let n = 0;
    const person = (title: string) => {
      n += 1;
      const { first, last } = inventedName(n);
      return { id: uniqueId(`sample-person-${n}`, ids), name: `${first} ${last}`, title };
    };
    const people = capOf("team", "board");
    while (file.board.length < people) file.board.push({ ...person("Director"), sample: true });
    while (file.seniorManagers.length < capOf("team", "seniorManagers")) {
      const manager = person("Programme Manager");
      file.seniorManagers.push({
        ...manager,
        email: `${manager.id}@example.org`,
        sample: true,
      });
    }
    const members = capOf("team", "departments[].members");
    for (const department of file.departments)
      while (department.members.length < members)
        department.members.push({ ...person("Volunteer"), sample: true });
    for (let d = 1; file.departments.length < capOf("team", "departments"); d++) {
      const id = uniqueId(`sample-department-${d}`, ids);
      const list = Array.from({ length: members }, () => ({
        ...person("Volunteer"),
        sample: true as const,
      }));
      file.departments.push({ id, name: `Sample Department ${d}`, members: list, sample: true });
    }
  });
}

/** Contacts added until the list is full, each with a reserved address. */
function fillContacts(dir: string) {
  editFile(dir, "contacts", (file) => {
    const ids = new Set(file.contacts.map(({ id }) => id));
    for (let n = 1; file.contacts.length < capOf("contacts", "contacts"); n++) {
      const id = uniqueId(`sample-desk-${n}`, ids);
      file.contacts.push({
        id,
        purpose: `Questions for the sample desk ${n}`,
        email: `${id}@example.org`,
        icon: nth(contactIcons, n),
        sample: true,
      });
    }
  });
}

/** The days a content set is checked on: one in its latest season, one after it. */
export interface DecadeDays {
  /** The day before the first staging of the latest season: every edition to come, announced. */
  inSeason: string;
  /** The day after the last staging: the season over, the next not yet written. */
  betweenSeasons: string;
}

/** The two days of a content set's latest season (content with no staging has no season). */
export function seasonDays(dir: string): DecadeDays {
  const { programmes, results } = readContent(dir, "programmes");
  const stagings = allStagings(programmes).map(({ staging }) => staging);
  if (stagings.length === 0) throw new Error(`${dir} has no staging to have a season`);
  const lastDays = stagings.map(lastDay).sort();
  const last = nth(lastDays, lastDays.length - 1);
  // The latest season's first staging: the first whose season is the last staging's.
  const seasonStart = `${Number(last.slice(0, 4)) - (Number(last.slice(5, 7)) < results.startMonth ? 1 : 0)}-${String(results.startMonth).padStart(2, "0")}-01`;
  const first = nth(
    stagings
      .map(firstDay)
      .filter((day) => day >= seasonStart)
      .sort(),
    0,
  );
  return { inSeason: addDays(first, -1), betweenSeasons: addDays(last, 1) };
}

/**
 * Makes the decade set from `from` in the new folder `to`: ten seasons on, every list full.
 * Returns the days it is checked on.
 */
export async function makeDecade(from: string, to: string, now = Date.now()): Promise<DecadeDays> {
  copyContent(from, to);
  // The programmes first: each runs in every season that follows.
  await fillProgrammes(to, editContext(to, now));
  for (let season = 0; season < decadeSeasons; season++) {
    // The season's roll-over is made the day after its last staging, its results written in.
    const { betweenSeasons } = seasonDays(to);
    const context = editContext(to, Date.parse(`${betweenSeasons}T12:00:00-05:00`));
    recordResults(to, context);
    await runEdits(to, nextSeasonEdits, context);
  }
  const days = seasonDays(to);
  const context = editContext(to, Date.parse(`${days.inSeason}T12:00:00-05:00`));
  await contentEdits["fill-partners"].run(to);
  fillArticles(to, context);
  fillBanners(to);
  fillAnnouncements(to, context);
  fillAdjudicators(to);
  fillTeam(to);
  fillContacts(to);
  return days;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { from, to, where, now } = makerOptions("decade", "the decade's content");
  const started = performance.now();
  const days = await makeDecade(from, to, now);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `The decade's content is in ${where} (${seconds} s); check it in its season with BUILD_TIME=${days.inSeason}T17:00:00Z and between seasons with BUILD_TIME=${days.betweenSeasons}T17:00:00Z`,
  );
}
