/**
 * Sponsorship tiers and costs, as the Programme Sponsorship page shows them. Tiers run highest
 * first; each receives its own entitlements and everything of the tiers below it, which is worked
 * out here rather than written twice in the content.
 */
import type { CostRow, Programme, Sponsorship } from "../content/schema";
import { type SponsorTier, sponsorTiers } from "../content/sets";
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

export interface CostTableRow {
  /** The row's id: the programme's anchor for its first row, the row's own id after that. */
  anchor: string;
  /** The row's name, as in "National Debaters' Week 2025". */
  name: string;
  /** One cell per tier, highest first; null where the programme does not offer the tier. */
  amounts: readonly { tier: SponsorTier; amount: number | null }[];
}

/** The cost table's rows, in content order, named from the programme and its edition. */
export function costTableRows(
  costs: readonly CostRow[],
  programmes: readonly Programme[],
  rowName: string,
): CostTableRow[] {
  const anchored = new Set<string>();
  return costs.map((row) => {
    const programme = programmes.find((candidate) => candidate.id === row.programme);
    // The content loader checks every cost row names a real programme.
    if (!programme) throw new Error(`Cost row ${row.id} names an unknown programme`);
    const first = !anchored.has(row.programme);
    anchored.add(row.programme);
    return {
      anchor: first ? costAnchor(row.programme) : `costs-${row.id}`,
      name: fill(rowName, { programme: programme.name, edition: row.edition }),
      amounts: sponsorTiers.map((tier) => ({ tier, amount: row.amounts[tier] })),
    };
  });
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
