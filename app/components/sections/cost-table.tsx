/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On a phone the table is restyled as cards with CSS display values, which make Safari drop table
   semantics; the explicit roles keep them (jsx-a11y takes a td for a grid cell, hence rule two). */
import { EmailAddress } from "~/components/ui/email-address";
import type { Contact, Sponsorship } from "~/content/schema";
import { type SponsorTier, sponsorTiers } from "~/content/sets";
import { formatJmd } from "~/lib/money";
import type { CostTableRow } from "~/lib/sponsorship";
import "./cost-table.css";

/** The guide notice, said once above the table, with the contact's address as a link. */
export function GuideNotice({ words, contact }: { words: string; contact: Contact }) {
  const [before = "", after = ""] = words.split("{email}");
  return (
    <p className="guide-notice" role="note">
      {before}
      <a href={`mailto:${contact.email}`}>
        <EmailAddress address={contact.email} />
      </a>
      {after}
    </p>
  );
}

/** What makes the table a place to choose: each row a group of radios, "none" last. */
export interface PriceChoices {
  /** The tier chosen for an edition (by its id), if any. */
  chosen: (editionId: string) => SponsorTier | undefined;
  choose: (editionId: string, tier: SponsorTier | null) => void;
  /** The last column's heading and its radios' name: not sponsoring that programme. */
  none: string;
}

interface PriceTableProps {
  rows: readonly CostTableRow[];
  labels: Sponsorship["labels"];
  names: Record<SponsorTier, string>;
  /** The row a link to the page named (its anchor), marked. */
  targeted: string;
  /** Absent until the app runs: the prerendered table is prices alone, with no dead controls. */
  choices?: PriceChoices | undefined;
}

/**
 * The one price list: each programme's sponsorship price per tier, in J$, for its next edition,
 * one row per programme in the order they come round, with the programme's anchor as its id (the
 * Programmes page links there). Once the app runs each price is a radio, so a sponsor builds the
 * package in the table itself; a last column chooses none. Between seasons a programme quotes its
 * last edition's prices under its own name and when it usually runs next. On a narrow screen each
 * row becomes a card listing tier and price, so no column is ever cut off.
 */
export function PriceTable({ rows, labels, names, targeted, choices }: PriceTableProps) {
  const columns = sponsorTiers.length + (choices ? 1 : 0);
  return (
    <div className="cost-table__frame">
      <table className="cost-table" role="table" data-choosing={choices ? "" : undefined}>
        <caption>{labels.costsCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {labels.programme}
            </th>
            {sponsorTiers.map((tier) => (
              <th key={tier} scope="col" role="columnheader">
                {names[tier]}
              </th>
            ))}
            {choices ? (
              <th scope="col" role="columnheader" className="cost-table__none">
                {choices.none}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const edition = row.edition;
            const headerId = `${row.anchor}-name`;
            const chosen = edition && choices ? choices.chosen(edition.id) : undefined;
            return (
              <tr
                key={row.anchor}
                id={row.anchor}
                role="row"
                data-targeted={row.anchor === targeted ? "" : undefined}
                data-guide={edition?.guide ? "" : undefined}
                data-chosen={chosen}
              >
                <th scope="row" role="rowheader" id={headerId}>
                  {row.name}
                  {edition?.when ? <span className="cost-table__dates">{edition.when}</span> : null}
                </th>
                {edition ? (
                  <>
                    {edition.amounts.map(({ tier, amount }) => {
                      const price = amount === null ? labels.notOffered : formatJmd(amount);
                      return (
                        <td
                          key={tier}
                          role="cell"
                          data-label={names[tier]}
                          data-none={amount === null ? "" : undefined}
                        >
                          {choices ? (
                            <label className="price-choice">
                              <input
                                type="radio"
                                name={edition.id}
                                value={tier}
                                aria-label={`${names[tier]} ${price}`}
                                aria-describedby={headerId}
                                disabled={amount === null}
                                checked={chosen === tier}
                                onChange={() => choices.choose(edition.id, tier)}
                              />
                              <span className="price-choice__price">{price}</span>
                            </label>
                          ) : (
                            price
                          )}
                        </td>
                      );
                    })}
                    {choices ? (
                      <td role="cell" data-label={choices.none} className="cost-table__none">
                        <label className="price-choice">
                          <input
                            type="radio"
                            name={edition.id}
                            value=""
                            aria-label={choices.none}
                            aria-describedby={headerId}
                            checked={chosen === undefined}
                            onChange={() => choices.choose(edition.id, null)}
                          />
                        </label>
                      </td>
                    ) : null}
                  </>
                ) : (
                  <td role="cell" colSpan={columns} className="cost-table__announced">
                    {labels.noCosts}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
