/**
 * Sponsorship tiers and costs, as the Programme Sponsorship page shows them. Tiers run highest
 * first; each receives its own entitlements and everything of the tiers below it, which is worked
 * out here rather than written twice in the content.
 */
import type { Programme, Sponsorship, Staging, TierAmounts } from "../content/schema";
import { type SponsorTier, sponsorTiers } from "../content/sets";
import { calendarDateParts, compareIso } from "./format";
import { formatJmd } from "./money";
import { allStagings, firstDay, formatStagingDates, hasBegun, likelyAfter } from "./stagings";
import { fill } from "./template";

type Tier = Sponsorship["tiers"][number];

export interface TierEntitlements {
  id: SponsorTier;
  name: string;
  /** The entitlements written for this tier. */
  own: readonly string[];
  /** The tier directly below, whose entitlements (and those of every tier below it) this one receives. */
  includes: { id: SponsorTier; name: string } | undefined;
  /** Everything this tier receives: its own entitlements, then those of each lower tier, in order. */
  all: readonly { text: string; from: SponsorTier }[];
}

/** Each tier, highest first, with the entitlements it inherits from the tiers below it. */
export function tierEntitlements(tiers: readonly Tier[]): TierEntitlements[] {
  const ordered = [...tiers].sort(
    (a, b) => sponsorTiers.indexOf(a.id) - sponsorTiers.indexOf(b.id),
  );
  return ordered.map((tier, index) => {
    const below = ordered[index + 1];
    return {
      id: tier.id,
      name: tier.name,
      own: tier.entitlements,
      includes: below ? { id: below.id, name: below.name } : undefined,
      all: ordered
        .slice(index)
        .flatMap((source) => source.entitlements.map((text) => ({ text, from: source.id }))),
    };
  });
}

/** The in-page anchor of a tier's card. */
export function tierAnchor(tier: SponsorTier): string {
  return `tier-${tier}`;
}

/** The anchor of a programme's row in the cost table: the Programmes page links to it. */
export function costAnchor(programmeId: string): string {
  return `costs-${programmeId}`;
}

/**
 * One edition's sponsorship costs: a staging with `costs` in content/programmes.yaml. Its id is
 * the staging's, which package links use as their query key (`?ndw-2025=gold`).
 */
export interface CostRow {
  id: string;
  programme: Programme;
  staging: Staging;
  amounts: TierAmounts;
}

/** Every edition with costs, held or to come, in content order. */
export function editionCosts(programmes: readonly Programme[]): CostRow[] {
  return allStagings(programmes).flatMap(({ programme, staging }) =>
    staging.costs ? [{ id: staging.id, programme, staging, amounts: staging.costs }] : [],
  );
}

/**
 * The edition each programme offers sponsors on the given day in Jamaica: its earliest staging
 * with costs that has not begun. An edition is sold until the day before its first day; a
 * programme with none offers nothing until staff add the next edition's costs.
 */
export function offeredEdition(programme: Programme, today: string): CostRow | undefined {
  return editionCosts([programme])
    .filter((row) => !hasBegun(row.staging, today))
    .sort((a, b) => compareIso(firstDay(a.staging), firstDay(b.staging)))[0];
}

/** The editions on offer on the given day, one per programme at most, in programme order. */
export function offeredEditions(programmes: readonly Programme[], today: string): CostRow[] {
  return programmes.flatMap((programme) => offeredEdition(programme, today) ?? []);
}

/**
 * The edition whose prices a programme quotes: `guide` is false for the one on offer. Between
 * seasons, before staff add the next edition's costs, it is the last edition with costs, held or
 * under way, quoted as a guide, so a sponsor approached for the coming season still sees a figure.
 */
export interface QuotedEdition extends CostRow {
  guide: boolean;
}

export function quotedEdition(programme: Programme, today: string): QuotedEdition | undefined {
  const offered = offeredEdition(programme, today);
  if (offered) return { ...offered, guide: false };
  const last = editionCosts([programme])
    .sort((a, b) => compareIso(firstDay(a.staging), firstDay(b.staging)))
    .at(-1);
  return last && { ...last, guide: true };
}

/** Each programme's quoted edition, one per programme at most, in programme order. */
export function quotedEditions(programmes: readonly Programme[], today: string): QuotedEdition[] {
  return programmes.flatMap((programme) => quotedEdition(programme, today) ?? []);
}

/** An edition's name, as in "National Debaters' Week 2025", from the rowName words. */
export function editionName(row: CostRow, rowName: string): string {
  return fill(rowName, { programme: row.programme.name, edition: row.staging.edition });
}

/**
 * What a quoted row is called: the edition on offer by its name ("National Debaters' Week
 * 2025"); a guide by its programme's alone, since the edition it will be is not set yet.
 */
export function quotedName(row: CostRow & { guide?: boolean }, rowName: string): string {
  return row.guide ? row.programme.name : editionName(row, rowName);
}

/** The words that say when a row's programme comes next. */
export interface NextWords {
  rowName: string;
  /** A guide row's next edition, when only its usual month is known: {month}, {year}. */
  nextUsually: string;
}

/**
 * When a quoted edition's programme comes next, and the day that orders it among the others: the
 * edition on offer, by its dates; a guide, by the month it usually runs ("Next: usually August
 * 2027"), or by the dates of a staging already written without costs.
 */
export function nextOf(
  row: QuotedEdition,
  today: string,
  words: NextWords,
): { when: string; day: string } {
  if (!row.guide) return { when: formatStagingDates(row.staging), day: firstDay(row.staging) };
  const written = row.programme.stagings
    .filter((staging) => !hasBegun(staging, today))
    .sort((a, b) => compareIso(firstDay(a), firstDay(b)))[0];
  if (written) return { when: formatStagingDates(written), day: firstDay(written) };
  const expected = likelyAfter(row.programme, today);
  if (!expected) return { when: "", day: "9999-12-31" };
  const { month, year } = calendarDateParts(expected.around);
  return { when: fill(words.nextUsually, { month, year }), day: expected.around };
}

/** A quoted edition with its name and when its programme comes next. */
export interface ShownEdition extends QuotedEdition {
  name: string;
  when: string;
}

/**
 * Each programme's quoted edition, named and dated as the page shows it, in the order the
 * programmes come round next (programme order between equals): the cost table's rows and the
 * package builder's choices, so a sponsor reads them in the order they can act on them.
 */
export function shownEditions(
  programmes: readonly Programme[],
  today: string,
  words: NextWords,
): ShownEdition[] {
  return quotedEditions(programmes, today)
    .map((row) => ({ row, next: nextOf(row, today, words) }))
    .sort((a, b) => compareIso(a.next.day, b.next.day))
    .map(({ row, next }) => ({ ...row, name: quotedName(row, words.rowName), when: next.when }));
}

export interface CostTableRow {
  programme: Programme;
  /** The programme's anchor: the Programmes page links to its row. */
  anchor: string;
  /**
   * The row's name: the edition on offer's ("National Debaters' Week 2025"), or the programme's
   * for a guide and for a programme without costs.
   */
  name: string;
  /**
   * The quoted edition, with one cell per tier, highest first (null: tier not offered); `guide`
   * when it is the last edition's prices, shown until the next edition's are written; `when`
   * says when the programme comes next (the edition's dates, or "Next: usually August 2027").
   */
  edition:
    | {
        id: string;
        guide: boolean;
        when: string;
        amounts: readonly { tier: SponsorTier; amount: number | null }[];
      }
    | undefined;
}

/**
 * The cost table: one row per programme, with its next edition's costs when it has one to offer,
 * else its last edition's as a guide, in the order the programmes come round next; programmes
 * that have never had costs last, in content order.
 */
export function costTableRows(
  programmes: readonly Programme[],
  today: string,
  words: NextWords,
): CostTableRow[] {
  const quoted = shownEditions(programmes, today, words).map((row): CostTableRow => ({
    programme: row.programme,
    anchor: costAnchor(row.programme.id),
    name: row.name,
    edition: {
      id: row.id,
      guide: row.guide,
      when: row.when,
      amounts: sponsorTiers.map((tier) => ({ tier, amount: row.amounts[tier] })),
    },
  }));
  const without = programmes
    .filter((programme) => !quoted.some((row) => row.programme.id === programme.id))
    .map((programme): CostTableRow => ({
      programme,
      anchor: costAnchor(programme.id),
      name: programme.name,
      edition: undefined,
    }));
  return [...quoted, ...without];
}

/** Each tier's display name, looked up by id. */
export function tierNames(tiers: readonly Tier[]): Record<SponsorTier, string> {
  const name = (id: SponsorTier) => tiers.find((tier) => tier.id === id)?.name ?? id;
  return {
    platinum: name("platinum"),
    gold: name("gold"),
    silver: name("silver"),
    bronze: name("bronze"),
    "super-supporter": name("super-supporter"),
  } satisfies Record<SponsorTier, string>;
}

// ---------------------------------------------------------------------------------------------
// The package builder: a tier (or none) for each cost row, kept in the page's query string as
// `?<cost row id>=<tier id>`, for example `?ndw-2025=gold&classics-2026=bronze`.

/** A sponsor's choice: a tier for some of the cost rows, keyed by cost row id. */
export type PackageSelection = ReadonlyMap<string, SponsorTier>;

function isSponsorTier(value: string | null): value is SponsorTier {
  return value !== null && (sponsorTiers as readonly string[]).includes(value);
}

/**
 * Reads a selection from a query string. Only known cost rows with a tier that row offers count;
 * anything else (an unknown row, a misspelt tier, a tier the programme does not offer, an old
 * edition's id) is ignored, so a hand-edited or outdated link never breaks the page.
 */
export function parseSelection(
  params: URLSearchParams,
  costs: readonly CostRow[],
): Map<string, SponsorTier> {
  const selection = new Map<string, SponsorTier>();
  for (const row of costs) {
    const value = params.get(row.id);
    if (isSponsorTier(value) && row.amounts[value] !== null) selection.set(row.id, value);
  }
  return selection;
}

/**
 * The editions a package link names with a tier that are no longer quoted because they have
 * begun or are over and a later edition has costs (or a programme's guide is a later edition),
 * so the page can say why they were left out rather than drop them silently.
 */
export function leftOutEditions(
  params: URLSearchParams,
  programmes: readonly Programme[],
  today: string,
): CostRow[] {
  const quoted = new Set(quotedEditions(programmes, today).map((row) => row.id));
  return editionCosts(programmes).filter(
    (row) =>
      isSponsorTier(params.get(row.id)) && hasBegun(row.staging, today) && !quoted.has(row.id),
  );
}

/**
 * The query string for a selection, rows in content order. Parameters that are not cost rows are
 * kept as they were, so a campaign tag on a shared link survives a change of tier.
 */
export function selectionParams(
  selection: PackageSelection,
  costs: readonly CostRow[],
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const row of costs) next.delete(row.id);
  for (const row of costs) {
    const tier = selection.get(row.id);
    if (tier && row.amounts[tier] !== null) next.set(row.id, tier);
  }
  return next;
}

/** The selection with one row's tier changed, or removed when `tier` is null. */
export function withTier(
  selection: PackageSelection,
  rowId: string,
  tier: SponsorTier | null,
): Map<string, SponsorTier> {
  const next = new Map(selection);
  if (tier) next.set(rowId, tier);
  else next.delete(rowId);
  return next;
}

export interface PackageLine {
  rowId: string;
  /** The row's name, as in the cost table: "National Debaters' Week 2025". */
  name: string;
  /** A guide price: the last edition's, until the next edition's costs are written. */
  guide: boolean;
  tier: SponsorTier;
  tierName: string;
  amount: number;
}

export interface PackageTier {
  id: SponsorTier;
  name: string;
  /** The names of the rows chosen at this tier. */
  rows: readonly string[];
  /** Everything the tier receives, its own entitlements first, each with the tier it comes from. */
  entitlements: readonly { text: string; from: SponsorTier; fromName: string }[];
}

export interface PackageSummary {
  /** The chosen rows, in content order. */
  lines: readonly PackageLine[];
  /** The sum of the chosen prices, in whole Jamaican dollars. */
  total: number;
  /** Each tier chosen at least once, highest first, with what it brings. */
  tiers: readonly PackageTier[];
}

/** What a selection adds up to: its lines, the total, and the entitlements of each chosen tier. */
export function packageSummary(
  selection: PackageSelection,
  tiers: Sponsorship["tiers"],
  costs: readonly (CostRow & { guide?: boolean })[],
  rowName: string,
): PackageSummary {
  const names = tierNames(tiers);
  const lines: PackageLine[] = [];
  for (const row of costs) {
    const tier = selection.get(row.id);
    const amount = tier ? row.amounts[tier] : null;
    if (!tier || amount === null) continue;
    lines.push({
      rowId: row.id,
      name: quotedName(row, rowName),
      guide: row.guide ?? false,
      tier,
      tierName: names[tier],
      amount,
    });
  }
  const chosenTiers = tierEntitlements(tiers).flatMap((tier) => {
    const chosen = lines.filter((line) => line.tier === tier.id).map((line) => line.name);
    if (chosen.length === 0) return [];
    return [
      {
        id: tier.id,
        name: tier.name,
        rows: chosen,
        entitlements: tier.all.map((item) => ({ ...item, fromName: names[item.from] })),
      },
    ];
  });
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    tiers: chosenTiers,
  };
}

/** The words of the package email, from content/sponsorship.yaml. */
export interface PackageEmailWords {
  /** A guide price's line names its programme with these words: {programme}. */
  emailGuide: string;
  emailSubject: string;
  emailGreeting: string;
  emailLine: string;
  emailTotal: string;
  emailLink: string;
}

/**
 * The subject and body of the "Email us this package" message: one line per programme with its
 * tier and price, the total, and the link that reopens the package.
 */
export function packageEmail(
  summary: PackageSummary,
  words: PackageEmailWords,
  url: string,
): { subject: string; body: string } {
  const total = formatJmd(summary.total);
  const lines = summary.lines.map((line) =>
    fill(words.emailLine, {
      programme: line.guide ? fill(words.emailGuide, { programme: line.name }) : line.name,
      tier: line.tierName,
      amount: formatJmd(line.amount),
    }),
  );
  return {
    subject: fill(words.emailSubject, { total }),
    body: [
      words.emailGreeting,
      "",
      ...lines,
      "",
      fill(words.emailTotal, { total }),
      "",
      fill(words.emailLink, { url }),
    ].join("\n"),
  };
}

/** A mailto: link with a subject and body; line breaks become CRLF, as RFC 6068 asks. */
export function mailtoHref(address: string, subject: string, body: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}
