/**
 * Edits of a content set, each as staff make it through the editor at /admin: the ordinary edits
 * a content-only pull request brings (issue 38), which the checks of the live content and the
 * unit tests must take (docs/decisions/0044). Each edit changes a content folder in place, every
 * change written with the editor's own writer (app/editor/yaml-patch.ts), so comments, order and
 * quoting stay as people wrote them. scripts/next-season.ts makes next season from them.
 *
 *   tsx scripts/content-edits.ts --list
 *   tsx scripts/content-edits.ts --edit NAME [--edit NAME ...] --to DIR [--from DIR] [--on YYYY-MM-DD]
 *
 * copies the content set --from (content/ by default) into the new folder --to and makes the
 * edits there, in the order given. --on is the build's day in Jamaica (today by default): the day
 * before it is the last day of an ended announcement.
 *
 * What is new is invented, so it is marked as a sample (`sample: true`, or the field named in the
 * record's list), and a reserved value (an example.org address) is always marked, as the check asks.
 * The editor takes the mark off a value staff edit (app/editor/samples.ts): what they type is
 * theirs. A value these edits change stays marked, as it is still invented.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { parse } from "yaml";
import { namedAssets, schemaOf } from "../app/content/asset-fields";
import { isReservedValue } from "../app/content/sample-values";
import {
  type Content,
  type ContentName,
  contentSchemas,
  isCalendarDate,
  type Partner,
  type Programme,
  type Staging,
} from "../app/content/schema";
import { type SponsorTier, sponsorTiers } from "../app/content/sets";
import { nonNull, type JsonSchema } from "../app/editor/json-schema";
import { schemaFields } from "../app/editor/schema-paths";
import { patchYaml } from "../app/editor/yaml-patch";
import { announcementCloses } from "../app/lib/announcement-rule";
import { jamaicaToday, yearOf } from "../app/lib/dates";
import { seasonOf } from "../app/lib/results";
import { firstDay, isOver } from "../app/lib/stagings";

const contentNames = Object.keys(contentSchemas) as ContentName[];

/** What every edit is told: the build's day, and the season new stagings go in. */
export interface EditContext {
  /** The build's day in Jamaica: an ended announcement's last day is the day before. */
  today: string;
  /** The first year of next season: the season after the latest staging's (results.startMonth). */
  season: number;
}

/**
 * The context of edits to a content set: next season follows from the content's own dates, so the
 * edits make a season later of any content, in any year. With no staging written at all, it is
 * the season after the build day's.
 */
export function editContext(contentDir: string, now = Date.now()): EditContext {
  const today = jamaicaToday(now);
  const { programmes, results } = readContent(contentDir, "programmes");
  const seasons = programmes.flatMap((programme) =>
    programme.stagings.map((staging) => seasonOf(firstDay(staging), results.startMonth).from),
  );
  const latest =
    seasons.length > 0 ? Math.max(...seasons) : seasonOf(today, results.startMonth).from;
  return { today, season: latest + 1 };
}

/** A content file's data as the file holds it (the loader validates it; these edits take valid content). */
export function readContent<Name extends ContentName>(dir: string, name: Name): Content[Name] {
  return parse(readFileSync(path.join(dir, `${name}.yaml`), "utf8")) as Content[Name];
}

/** Changes a content file's data and writes the change into its text, as the editor saves. */
export function editFile<Name extends ContentName>(
  dir: string,
  name: Name,
  change: (data: Content[Name]) => void,
) {
  const file = path.join(dir, `${name}.yaml`);
  const text = readFileSync(file, "utf8");
  const data = parse(text) as Content[Name];
  change(data);
  writeFileSync(file, patchYaml(text, data));
}

/** Copies a content set, its YAML files and its assets, into a new folder. */
export function copyContent(from: string, to: string) {
  if (existsSync(to)) throw new Error(`${to} exists already: name a new folder to make`);
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      const top = relative.split(path.sep)[0] ?? "";
      return relative === "" || top === "assets" || (top === relative && top.endsWith(".yaml"));
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Dates, prices and fields, as the schemas say

/** A calendar date `days` later, or earlier when negative. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February becomes 28 February in a year without one. */
export function yearsLater(date: string, years: number): string {
  const moved = `${yearOf(date) + years}${date.slice(4)}`;
  return isCalendarDate(moved) ? moved : moved.replace(/-29$/, "-28");
}

/** The number of days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** Each four-digit year in a text (an id, an edition, a title) `years` later. */
function laterYears(text: string, years: number): string {
  return text.replace(/\b(19|20)\d\d\b/g, (year) => String(Number(year) + years));
}

/**
 * A price changed as a new season changes it: 12.5 % more, rounded up to a thousand dollars, so
 * always another whole, positive amount. Free (0) stays free, and not offered (null) stays so:
 * neither is a price, and whether to charge is the association's choice, not a season's.
 */
export function raisedPrice(amount: unknown): unknown {
  return typeof amount === "number" && amount > 0
    ? Math.ceil((amount * 9) / 8 / 1000) * 1000
    : amount;
}

/** A field of a content file, as schemaFields writes its path: `programmes[].entry.fee`. */
export interface Field {
  file: ContentName;
  path: string;
}

/** Every field the schemas give a format ("date", "money": the editor's date and money fields). */
export function fieldsOfFormat(format: string): Field[] {
  return contentNames.flatMap((file) => {
    const root = schemaOf(file) as JsonSchema;
    return schemaFields(root)
      .filter((field) => nonNull(field.schema, root).format === format)
      .map((field) => ({ file, path: field.path }));
  });
}

/** The most items the schema lets a list hold (`partners`, `reference.purposes`). */
export function capOf(file: ContentName, listPath: string): number {
  const root = schemaOf(file) as JsonSchema;
  const cap = schemaFields(root).find((field) => field.path === listPath)?.schema.maxItems;
  if (cap === undefined) throw new Error(`${file}.yaml has no list ${listPath} with a limit`);
  return cap;
}

/** Each value at a field's path in a file's data, in the file's order. */
export function valuesAt(data: unknown, fieldPath: string): unknown[] {
  const values: unknown[] = [];
  updateAt(data, fieldPath, (value) => {
    values.push(value);
    return value;
  });
  return values;
}

/** Replaces each value at a field's path (`programmes[].stagings[].costs.gold`) with `change`'s. */
export function updateAt(node: unknown, fieldPath: string, change: (value: unknown) => unknown) {
  const [part = "", ...rest] = fieldPath.split(".");
  const key = part.replace(/\[\]$/, "");
  if (!isRecord(node) || node[key] === undefined) return;
  const value = node[key];
  if (!part.endsWith("[]")) {
    if (rest.length > 0) updateAt(value, rest.join("."), change);
    else node[key] = change(value);
  } else if (Array.isArray(value))
    value.forEach((item: unknown, index) => {
      if (rest.length > 0) updateAt(item, rest.join("."), change);
      else value[index] = change(item);
    });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Marks a record's field as a sample, unless the whole record is marked. */
export function markSample(record: { sample?: true | string[] }, field: string) {
  if (record.sample === true) return;
  const names = record.sample ?? [];
  if (!names.includes(field)) record.sample = [...names, field];
}

/** Sets a record's field; a new one goes before the record's sample mark, as the files write it. */
export function setField<Record extends { sample?: unknown }, Key extends keyof Record>(
  record: Record,
  key: Key,
  value: Record[Key],
) {
  const { sample } = record;
  if (key in record || sample === undefined) {
    record[key] = value;
    return;
  }
  delete record.sample;
  record[key] = value;
  record.sample = sample;
}

/** A path under assets/ no file there has yet: `base.ext`, else `base-2.ext`, and so on. */
function freshAsset(dir: string, base: string, extension: string): string {
  for (let n = 1; ; n++) {
    const candidate = `${base}${n === 1 ? "" : `-${n}`}.${extension}`;
    if (!existsSync(path.join(dir, candidate))) return candidate;
  }
}

/** Deletes the asset files no field of the content names any more, as the check asks. */
export function removeUnnamed(dir: string, assets: (string | undefined)[]) {
  const content = Object.fromEntries(contentNames.map((name) => [name, readContent(dir, name)]));
  const named = new Set(namedAssets(content).map((asset) => asset.value));
  for (const asset of assets)
    if (asset !== undefined && !named.has(asset)) rmSync(path.join(dir, asset), { force: true });
}

/** An id like `wanted` that `taken` does not hold: `wanted`, else `wanted-2`, and so on. */
export function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/** The registration form of a staging: a reserved address, so it is marked as a sample. */
export const sampleForm = (stagingId: string) => `https://forms.example.org/jade/${stagingId}`;

/** Registration closes two weeks before the first day where a staging says nothing else. */
const closesBefore = (staging: Staging) => addDays(firstDay(staging), -14);

// ---------------------------------------------------------------------------------------------
// The edits

/**
 * Next season's stagings, as "Starting a new season" in docs/editing.md asks: each programme's
 * latest staging is written again in next season, with its venue and prices, a registration form
 * and its last day, and no results; each announcement that named it names the new one. The held
 * stagings stay as they are, with their results. The first day is the same day of the year
 * (29 February, the 28th), and the other days move by as many days, so the staging keeps its
 * shape. Every staging to come on the build day takes registrations (a form, and a last day two
 * weeks before its first day where it had none).
 */
function nextStagings(dir: string, { today, season }: EditContext) {
  const moved = new Map<string, { staging: Staging; days: number; years: number; url?: string }>();
  let programmes: Programme[] = [];
  const removed = new Set<string>();
  const cap = capOf("programmes", "programmes[].stagings");
  editFile(dir, "programmes", (file) => {
    const ids = new Set(file.programmes.flatMap(({ stagings }) => stagings.map(({ id }) => id)));
    for (const programme of file.programmes) {
      // At the limit, the oldest staging held makes room, as the staff guide asks: its results
      // go with it (the content check refuses a list longer than the schema's limit).
      while (programme.stagings.length >= cap) {
        const oldest = programme.stagings
          .filter((staging) => isOver(staging, today))
          .sort((a, b) => firstDay(a).localeCompare(firstDay(b)))[0];
        if (!oldest) break;
        programme.stagings.splice(programme.stagings.indexOf(oldest), 1);
        removed.add(oldest.id);
      }
      if (programme.stagings.length >= cap) continue;
      const latest = programme.stagings.reduce<Staging | undefined>(
        (found, staging) => (found && firstDay(found) >= firstDay(staging) ? found : staging),
        undefined,
      );
      if (!latest) continue;
      const years = season - seasonOf(firstDay(latest), file.results.startMonth).from;
      if (years <= 0) continue;
      const days = daysBetween(firstDay(latest), yearsLater(firstDay(latest), years));
      const later = laterYears(latest.id, years);
      const id = uniqueId(
        later === latest.id ? `${latest.id}-${yearOf(firstDay(latest)) + years}` : later,
        ids,
      );
      const edition = laterYears(latest.edition, years);
      const costs = latest.costs ?? programme.stagings.findLast((staging) => staging.costs)?.costs;
      const staging: Staging = {
        id,
        edition:
          edition === latest.edition ? `${edition} ${yearOf(firstDay(latest)) + years}` : edition,
        dates: latest.dates.map((span) => ({
          ...span,
          start: addDays(span.start, days),
          ...(span.end !== undefined && { end: addDays(span.end, days) }),
        })),
        ...(latest.venue !== undefined && { venue: latest.venue }),
        registrationUrl: sampleForm(id),
        registrationCloses:
          latest.registrationCloses === undefined
            ? addDays(firstDay(latest), days - 14)
            : addDays(latest.registrationCloses, days),
        ...(costs && { costs: { ...costs } }),
      };
      if (latest.sample === true) staging.sample = true;
      else if (latest.sample) staging.sample = latest.sample.filter((field) => field in staging);
      markSample(staging, "registrationUrl");
      programme.stagings.push(staging);
      moved.set(latest.id, { staging, days, years, url: latest.registrationUrl });
    }
    for (const staging of file.programmes.flatMap(({ stagings }) => stagings)) {
      if (firstDay(staging) <= today) continue;
      if (staging.registrationUrl === undefined) {
        setField(staging, "registrationUrl", sampleForm(staging.id));
        markSample(staging, "registrationUrl");
      }
      if (staging.registrationCloses === undefined)
        setField(staging, "registrationCloses", closesBefore(staging));
    }
    programmes = file.programmes;
  });
  editFile(dir, "announcements", (file) => {
    // An announcement of a staging that made room goes with it: it was over, as its staging was.
    file.items = file.items.filter(
      (item) => item.staging === undefined || !removed.has(item.staging),
    );
    for (const item of file.items) {
      const next = item.staging === undefined ? undefined : moved.get(item.staging);
      if (next) {
        item.staging = next.staging.id;
        item.title = laterYears(item.title, next.years);
        if (item.from !== undefined) item.from = addDays(item.from, next.days);
        if (item.until !== undefined) item.until = addDays(item.until, next.days);
        if (item.href === next.url && next.staging.registrationUrl)
          item.href = next.staging.registrationUrl;
        if (isReservedValue(item.href)) markSample(item, "href");
      }
      // A link held back past the day it closes would never show (a staging's new last day to
      // register may be earlier than its first day, which closed it before).
      const closes = announcementCloses(item, programmes);
      if (item.from !== undefined && item.from > closes) item.from = closes;
    }
  });
}

/** Every price of every file (the schemas' money fields: each tier's cost, each entry fee) raised. */
function everyPrice(dir: string) {
  for (const name of contentNames) {
    const paths = fieldsOfFormat("money").filter(({ file }) => file === name);
    if (paths.length > 0)
      editFile(dir, name, (data) => paths.forEach(({ path }) => updateAt(data, path, raisedPrice)));
  }
}

/**
 * One price of each tier raised: the latest edition's that offers it, the price the sponsorship
 * page and the proposal show (as a guide between seasons).
 */
function pricePerTier(dir: string) {
  editFile(dir, "programmes", (file) => {
    const latestFirst = file.programmes
      .flatMap(({ stagings }) => stagings)
      .sort((a, b) => firstDay(b).localeCompare(firstDay(a)));
    for (const tier of sponsorTiers) {
      const costs = latestFirst.find((staging) => typeof staging.costs?.[tier] === "number")?.costs;
      if (costs) costs[tier] = raisedPrice(costs[tier]) as number;
    }
  });
}

/** The first paid entry made free. */
function freeEntry(dir: string) {
  editFile(dir, "programmes", (file) => {
    const paid = file.programmes.find((programme) => programme.entry.fee > 0);
    if (paid) paid.entry.fee = 0;
  });
}

/** The first banner's picture replaced by a new file of another name; the old file deleted. */
async function firstBanner(dir: string, { season }: EditContext) {
  const [old] = readContent(dir, "home").banners;
  if (!old) return;
  const image = freshAsset(dir, `assets/banners/season-${season}`, "jpg");
  await sharp(Buffer.from(bannerSvg(1600, 640)))
    .jpeg({ quality: 82 })
    .toFile(path.join(dir, image));
  // The slides share one frame: a banner with a phone crop gets a new one too.
  const phone = old.imagePhone === undefined ? undefined : image.replace(/\.jpg$/, "-phone.jpg");
  if (phone)
    await sharp(Buffer.from(bannerSvg(1200, 900)))
      .jpeg({ quality: 82 })
      .toFile(path.join(dir, phone));
  editFile(dir, "home", ({ banners: [banner] }) => {
    if (!banner) return;
    banner.image = image;
    banner.imageAlt = `Illustration: a gold sun rising behind a speaker's lectern on a jade stage, for the ${season}–${season + 1} season.`;
    if (phone) banner.imagePhone = phone;
    markSample(banner, "image");
    if (phone) markSample(banner, "imagePhone");
  });
  removeUnnamed(dir, [old.image, old.imagePhone]);
}

/** A banner picture drawn at a size: a gold sun behind a lectern on a jade stage. */
function bannerSvg(width: number, height: number): string {
  const x = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#062a20"/><stop offset="1" stop-color="#0f6b4f"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${x}" cy="${height * 0.62}" r="${height * 0.34}" fill="#f2b705"/>
<rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#0a4a37"/>
<path d="M${x - 70} ${height * 0.72}l20-${height * 0.25}h100l20 ${height * 0.25}Z" fill="#3b2a1a"/>
</svg>`;
}

/** A partner added at the end of the list, with a new logo. */
function addPartner(dir: string) {
  editFile(dir, "partners", (file) => {
    file.partners.push(newPartner(dir, file.partners));
  });
}

/** Partners added until the list holds as many as the schema takes. */
function fillPartners(dir: string) {
  const cap = capOf("partners", "partners");
  editFile(dir, "partners", (file) => {
    while (file.partners.length < cap) file.partners.push(newPartner(dir, file.partners));
  });
}

/** An invented partner whose id and logo are new, its logo written into assets/partners/. */
function newPartner(dir: string, partners: Partner[]): Partner {
  const ids = new Set(partners.map(({ id }) => id));
  let n = 1;
  while (ids.has(`sample-partner-${n}`) || existsSync(logoOf(dir, n))) n++;
  const name = `Sample Partner ${n}`;
  writeFileSync(
    logoOf(dir, n),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">
<title>${name} (sample logo)</title>
<circle cx="48" cy="60" r="38" fill="hsl(${(n * 47) % 360} 60% 32%)"/>
<text x="48" y="69" text-anchor="middle" font-family="'Liberation Sans', Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">P${n}</text>
<text x="100" y="66" font-family="'Liberation Sans', Arial, sans-serif" font-size="15" font-weight="700" fill="#1f2937">${name}</text>
</svg>
`,
  );
  return {
    id: `sample-partner-${n}`,
    name,
    logo: `assets/partners/sample-partner-${n}.svg`,
    url: `https://partner-${n}.example.org/`,
    sample: true,
  };
}

const logoOf = (dir: string, n: number) =>
  path.join(dir, `assets/partners/sample-partner-${n}.svg`);

/** The first partner removed, and its logo when no other field names it. */
function removeFirstPartner(dir: string) {
  const [first] = readContent(dir, "partners").partners;
  if (!first) return;
  editFile(dir, "partners", (file) => {
    file.partners.shift();
  });
  removeUnnamed(dir, [first.logo]);
}

/**
 * A programme added as staff add one: every field a programme has, entry details and a staging in
 * next season with costs and a registration form, but no picture (its card shows the designed
 * pattern, which no programme of the sample content shows). It is announced, and donors can give
 * to it, where those lists have room.
 */
function addProgramme(dir: string, { season }: EditContext) {
  const { programmes, results } = readContent(dir, "programmes");
  // At the limit, a new programme waits for one to be removed.
  if (programmes.length >= capOf("programmes", "programmes")) return;
  const ids = new Set(programmes.map(({ id }) => id));
  const id = uniqueId("parish-debate-league", ids);
  const name = `Parish Debate League${id.replace(/^parish-debate-league/, "").replace("-", " ")}`;
  // Half a season after the season starts, over two days.
  const month = results.startMonth - 1 + 6;
  const year = season + Math.floor(month / 12);
  const start = `${year}-${String((month % 12) + 1).padStart(2, "0")}-13`;
  const stagingIds = new Set(programmes.flatMap(({ stagings }) => stagings.map((s) => s.id)));
  const stagingId = uniqueId(`${id}-${year}`, stagingIds);
  const costs = {
    platinum: null,
    gold: 150000,
    silver: 75000,
    bronze: 40000,
    "super-supporter": 20000,
  } satisfies Record<SponsorTier, number | null>;
  const staging: Staging = {
    id: stagingId,
    edition: String(year),
    dates: [{ start, end: addDays(start, 1) }],
    venue: "Kingston",
    registrationUrl: sampleForm(stagingId),
    registrationCloses: addDays(start, -14),
    costs,
    sample: ["venue", "registrationUrl"],
  };
  editFile(dir, "programmes", (file) => {
    file.programmes.push({
      id,
      name,
      levels: ["secondary"],
      purpose:
        "A league of debates between the schools of each parish, ending in a final between the parish champions.",
      sponsorshipNote:
        "Sponsors are named at every parish round and present the league's trophy at the final.",
      entry: {
        who: "High-school teams of three, up to two from each school.",
        how: "Your school registers its teams on the registration form; the rounds are drawn by parish.",
        fee: 6000,
        per: "per team",
        opens: { month: 9, note: "About six weeks before the first round." },
        sample: true,
      },
      sample: ["purpose", "sponsorshipNote"],
      stagings: [staging],
    });
  });
  editFile(dir, "announcements", (file) => {
    if (file.items.length < capOf("announcements", "items"))
      file.items.push({
        id: uniqueId(`${stagingId}-registration`, new Set(file.items.map((item) => item.id))),
        title: `${name} – team registration`,
        href: sampleForm(stagingId),
        staging: stagingId,
        sample: ["href"],
      });
  });
  editFile(dir, "donate", ({ reference: { purposes } }) => {
    if (
      purposes.length < capOf("donate", "reference.purposes") &&
      !purposes.some((p) => p.id === id)
    )
      purposes.push({ id, label: name, reference: "Debate League" });
  });
}

/**
 * Every announcement ended: one still to close on the build day closes the day before it, so none
 * is current (app/lib/announcement-rule.ts) and the popup does not open by itself. One over already
 * is left as it is, as staff would leave it.
 */
function endAnnouncements(dir: string, { today }: EditContext) {
  const { programmes } = readContent(dir, "programmes");
  const yesterday = addDays(today, -1);
  editFile(dir, "announcements", (file) => {
    for (const item of file.items) {
      if (announcementCloses(item, programmes) < today) continue;
      setField(item, "until", yesterday);
      if (item.from !== undefined && item.from > yesterday) delete item.from;
    }
  });
}

/** A named edit: what it does, in the words of issue 38's list, and the edit itself. */
export interface ContentEdit {
  what: string;
  run: (dir: string, context: EditContext) => void | Promise<void>;
}

/** The edits, by name. */
export const contentEdits = {
  "next-stagings": {
    what: "next season's stagings with prices and registration links, their announcements moved on",
    run: nextStagings,
  },
  "price-per-tier": { what: "one price changed on each tier", run: pricePerTier },
  "every-price": {
    what: "every price changed (each tier's cost, each entry fee)",
    run: everyPrice,
  },
  "first-banner": { what: "the first banner replaced by a new file", run: firstBanner },
  "add-partner": { what: "a partner added at the end, with a logo of its own", run: addPartner },
  "fill-partners": { what: "partners added until the list is full (the 40th)", run: fillPartners },
  "remove-first-partner": { what: "the first partner removed", run: removeFirstPartner },
  "add-programme": { what: "a programme added", run: addProgramme },
  "free-entry": { what: "a programme's entry made free", run: freeEntry },
  "end-announcements": { what: "all announcements ended", run: endAnnouncements },
} satisfies Record<string, ContentEdit>;

export type EditName = keyof typeof contentEdits;

export function isEditName(name: string): name is EditName {
  return Object.hasOwn(contentEdits, name);
}

/** Makes the edits, in order, to a content folder, all with one context. */
export async function runEdits(dir: string, names: readonly EditName[], context: EditContext) {
  for (const name of names) await contentEdits[name].run(dir, context);
}

/** The build's clock on a day in Jamaica, `--on` as `npm run content:check` takes it: noon there. */
export function noonOn(day: string): number {
  const at = Date.parse(`${day}T12:00:00-05:00`);
  if (Number.isNaN(at) || jamaicaToday(at) !== day)
    throw new Error(`--on ${day} is not a day written YYYY-MM-DD`);
  return at;
}

/**
 * The options of a command that makes a content set from another (`--from DIR`, content/ by
 * default; `--to DIR`, a new folder; `--on YYYY-MM-DD`): ends it with status 2, saying why, when
 * --to is missing or names a folder that exists. `what` names the set in that message.
 */
export function makerOptions(command: string, what: string) {
  const { values } = parseArgs({
    options: {
      from: { type: "string", default: "content" },
      to: { type: "string" },
      on: { type: "string" },
    },
  });
  if (values.to === undefined) {
    console.error(`${command}: give --to DIR, a new folder for ${what}`);
    process.exit(2);
  }
  const to = path.resolve(values.to);
  if (existsSync(to)) {
    console.error(`${command}: ${values.to} exists already: name a new folder to make`);
    process.exit(2);
  }
  const where = path.relative(process.cwd(), to) || to;
  return { from: path.resolve(values.from), to, where, now: clockOf(command, values.on) };
}

/** The build's clock a command is given: noon in Jamaica on `--on`, or now; a bad day ends it. */
export function clockOf(command: string, on: string | undefined): number {
  if (on === undefined) return Date.now();
  try {
    return noonOn(on);
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      list: { type: "boolean" },
      edit: { type: "string", multiple: true },
      from: { type: "string", default: "content" },
      to: { type: "string" },
      on: { type: "string" },
    },
  });
  if (values.list) {
    for (const [name, { what }] of Object.entries(contentEdits)) console.log(`${name}: ${what}`);
    process.exit(0);
  }
  const names = values.edit ?? [];
  const unknown = names.filter((name) => !isEditName(name));
  if (names.length === 0 || unknown.length > 0 || values.to === undefined) {
    console.error(
      `content-edits: ${unknown.length > 0 ? `no edit named ${unknown.join(", ")}` : "give --edit NAME and --to DIR"}; --list names the edits`,
    );
    process.exit(2);
  }
  const to = path.resolve(values.to);
  if (existsSync(to)) {
    console.error(`content-edits: ${values.to} exists already: name a new folder to make`);
    process.exit(2);
  }
  const now = clockOf("content-edits", values.on);
  copyContent(path.resolve(values.from), to);
  const context = editContext(to, now);
  await runEdits(to, names.filter(isEditName), context);
  console.log(`${names.join(", ")}: made in ${path.relative(process.cwd(), to) || to}`);
}
