/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On a phone the table is restyled as cards with CSS display values, which make Safari drop table
   semantics; the explicit roles keep them (jsx-a11y takes a td for a grid cell, hence rule two). */
import { useLocation } from "~/lib/location";
import { EmailAddress } from "~/components/ui/email-address";
import type { Contact, Programme, Sponsorship } from "~/content/schema";
import { sponsorTiers } from "~/content/sets";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatJmd } from "~/lib/money";
import { costTableRows, tierNames } from "~/lib/sponsorship";
import "./cost-table.css";

interface CostTableProps {
  sponsorship: Sponsorship;
  programmes: readonly Programme[];
  /** Today's date in Jamaica (from useToday): which edition each programme offers. */
  today: string;
  /** Who to write to about an edition whose costs are still to be announced. */
  contact: Contact;
}

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

/**
 * Each programme's sponsorship price per tier, in J$, for its next edition: one row per
 * programme, in the order they come round, with the programme's anchor as its id (the Programmes
 * page links there). Between seasons a programme quotes its last edition's prices under its own
 * name and when it usually runs next; one notice above the table says what that means and whom
 * to ask, rather than a mark on every row. On a narrow screen each row becomes a card listing tier
 * and price, so no column is ever cut off.
 */
export function CostTable({ sponsorship, programmes, today, contact }: CostTableProps) {
  const { labels } = sponsorship;
  const names = tierNames(sponsorship.tiers);
  const rows = costTableRows(programmes, today, labels);
  // CSS :target does not follow client-side navigation, so the linked row is also marked here,
  // after hydration only (the prerendered HTML knows no hash).
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const targeted = hydrated ? decodeURIComponent(hash.slice(1)) : "";

  return (
    <section className="costs" aria-labelledby="costs-heading">
      <h2 id="costs-heading">{labels.costsHeading}</h2>
      <p>{labels.costsIntro}</p>
      {rows.some((row) => row.edition?.guide) ? (
        <GuideNotice words={labels.guideNotice} contact={contact} />
      ) : null}
      <div className="cost-table__frame">
        <table className="cost-table" role="table">
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
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr
                key={row.anchor}
                id={row.anchor}
                role="row"
                data-targeted={row.anchor === targeted ? "" : undefined}
                data-guide={row.edition?.guide ? "" : undefined}
              >
                <th scope="row" role="rowheader">
                  {row.name}
                  {row.edition?.when ? (
                    <span className="cost-table__dates">{row.edition.when}</span>
                  ) : null}
                </th>
                {row.edition ? (
                  row.edition.amounts.map(({ tier, amount }) => (
                    <td
                      key={tier}
                      role="cell"
                      data-label={names[tier]}
                      data-none={amount === null ? "" : undefined}
                    >
                      {amount === null ? labels.notOffered : formatJmd(amount)}
                    </td>
                  ))
                ) : (
                  <td role="cell" colSpan={sponsorTiers.length} className="cost-table__announced">
                    {labels.noCosts}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
