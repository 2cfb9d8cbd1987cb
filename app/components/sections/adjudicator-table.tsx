import type { Adjudicators } from "~/content/schema";
import { formatCalendarDate, sortByRank } from "~/lib/ranking";
import { fill } from "~/lib/template";
import { RankBadge } from "./rank-badge";
import "./adjudicator-table.css";

/** The certified adjudicators with their rank: A first, then B, C and Unranked, by last name. */
export function AdjudicatorTable({
  adjudicators,
  text,
  asOf,
}: Pick<Adjudicators, "adjudicators" | "text" | "asOf">) {
  return (
    <section className="adjudicators" aria-labelledby="adjudicators-heading">
      <h2 id="adjudicators-heading">{text.tableHeading}</h2>
      <div className="adjudicators__frame">
        <table className="adjudicator-table">
          <caption>{fill(text.caption, { date: formatCalendarDate(asOf) })}</caption>
          <thead>
            <tr>
              <th scope="col">{text.firstName}</th>
              <th scope="col">{text.lastName}</th>
              <th scope="col">{text.rank}</th>
            </tr>
          </thead>
          <tbody>
            {sortByRank(adjudicators).map((person) => (
              <tr key={person.id} data-rank={person.rank}>
                <td>{person.firstName}</td>
                <td>{person.lastName}</td>
                <td>
                  <RankBadge rank={person.rank} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
