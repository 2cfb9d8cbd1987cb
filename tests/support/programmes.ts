import type { Programme, Staging } from "../../app/content/schema";

/**
 * Programmes and stagings made up for the tests of the rules over them (seasons, results, archive
 * pages): the fields those rules read, the rest filler.
 */

/** A programme's entry details, which these rules do not read. */
export const entry = { who: "w", how: "h", fee: 0, per: "p", opens: { month: 5 } };

/** A staging of one run of days, its edition the id's last four characters ("debate-2025"). */
export const staging = (id: string, start: string, end = start): Staging => ({
  id,
  edition: id.slice(-4),
  dates: [{ start, end }],
});

/** A programme of these stagings, named by its id. */
export const programme = (id: string, stagings: Staging[]): Programme => ({
  id,
  name: id,
  purpose: "p",
  sponsorshipNote: "n",
  levels: ["secondary"],
  entry,
  stagings,
});
