/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On a phone the table is restyled as cards with CSS display values, which make Safari drop table
   semantics; the explicit roles keep them (jsx-a11y takes a td for a grid cell, hence rule two). */
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { Programme, Sponsorship } from "~/content/schema";
import { sponsorTiers } from "~/content/sets";
import { formatJmd } from "~/lib/money";
import { costTableRows, tierNames } from "~/lib/sponsorship";
import "./cost-table.css";

interface CostTableProps {
  sponsorship: Sponsorship;
  programmes: readonly Programme[];
}

const noSubscription = () => () => {};

/**
 * Each programme's sponsorship price per tier, in J$. One row per programme edition, with the
 * programme's anchor as its id (the Programmes page links there). On a narrow screen each row
 * becomes a card listing tier and price, so no column is ever cut off.
 */
export function CostTable({ sponsorship, programmes }: CostTableProps) {
  const { labels } = sponsorship;
  const names = tierNames(sponsorship.tiers);
  const rows = costTableRows(sponsorship.costs, programmes, labels.rowName);
  // CSS :target does not follow client-side navigation, so the linked row is also marked here,
  // after hydration only (the prerendered HTML knows no hash).
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const targeted = hydrated ? decodeURIComponent(hash.slice(1)) : "";

  return (
    <section className="costs" aria-labelledby="costs-heading">
      <h2 id="costs-heading">{labels.costsHeading}</h2>
      <p>{labels.costsIntro}</p>
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
              >
                <th scope="row" role="rowheader">
                  {row.name}
                </th>
                {row.amounts.map(({ tier, amount }) => (
                  <td
                    key={tier}
                    role="cell"
                    data-label={names[tier]}
                    data-none={amount === null ? "" : undefined}
                  >
                    {amount === null ? labels.notOffered : formatJmd(amount)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
