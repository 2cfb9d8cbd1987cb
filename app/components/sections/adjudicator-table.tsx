import { useRef } from "react";
import type { Adjudicators } from "~/content/schema";
import { adjudicatorRanks } from "~/content/sets";
import { useHydrated } from "~/hooks/use-hydrated";
import { useQueryState } from "~/hooks/use-query-state";
import { formatLongDate } from "~/lib/format";
import {
  type RegisterView,
  countByRank,
  defaultView,
  readView,
  viewRegister,
  writeView,
} from "~/lib/register";
import { fill } from "~/lib/template";
import { RankBadge } from "./rank-badge";
import "./adjudicator-table.css";

/**
 * The register of certified adjudicators with their rank, searchable by name, filtered by class
 * and sorted by rank or last name. The view lives in the address (?q=&class=&sort=) so it can be
 * shared (useQueryState). The prerendered page shows the whole register by rank. Without scripts the controls are not shown (CSS) and
 * the whole table reads as it is; before hydration they are disabled.
 */
export function AdjudicatorTable({
  adjudicators,
  text,
  asOf,
}: Pick<Adjudicators, "adjudicators" | "text" | "asOf">) {
  const words = text.register;
  const hydrated = useHydrated();
  const [view, setView] = useQueryState(readView, writeView, defaultView);
  const { rows, counts, matching } = viewRegister(adjudicators, view);
  const searchRef = useRef<HTMLInputElement>(null);

  const show = (change: Partial<RegisterView>) => setView({ ...view, ...change });
  const clear = () => {
    show({ query: "", rank: "all" });
    searchRef.current?.focus();
  };

  // Classes with nobody in the register are not offered (the content has no Unranked today).
  const inRegister = countByRank(adjudicators);
  const classes = adjudicatorRanks.filter((rank) => inRegister[rank] > 0);
  const total = adjudicators.length;
  const status =
    rows.length === 0
      ? words.empty
      : rows.length === total
        ? fill(words.countAll, { total })
        : fill(words.count, { shown: rows.length, total });

  return (
    <section className="adjudicators" aria-labelledby="adjudicators-heading">
      <h2 id="adjudicators-heading">{text.tableHeading}</h2>
      {/* Filters apply as they change; with nothing to submit, this is a search region, not a form. */}
      <div className="register-controls" role="search" aria-label={words.controlsLabel}>
        <div className="register-controls__field">
          <label htmlFor="register-search">{words.search}</label>
          <input
            ref={searchRef}
            id="register-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={view.query}
            disabled={!hydrated}
            onChange={(event) => show({ query: event.target.value })}
          />
        </div>
        <fieldset className="register-controls__classes" disabled={!hydrated}>
          <legend>{words.classLegend}</legend>
          <div className="register-controls__chips">
            {(["all", ...classes] as const).map((rank) => (
              <label key={rank} className="register-controls__class">
                <input
                  type="radio"
                  name="register-class"
                  value={rank}
                  checked={view.rank === rank}
                  onChange={() => show({ rank })}
                />
                <span>
                  {rank === "all" ? words.allClasses : text.ranks[rank]}{" "}
                  <span className="register-controls__count">
                    ({rank === "all" ? matching : counts[rank]})
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="register-controls__field">
          <label htmlFor="register-sort">{words.sort}</label>
          <select
            id="register-sort"
            value={view.sort}
            disabled={!hydrated}
            onChange={(event) => show({ sort: event.target.value === "name" ? "name" : "rank" })}
          >
            <option value="rank">{words.sortRank}</option>
            <option value="name">{words.sortName}</option>
          </select>
        </div>
      </div>
      <p className="register-status" role="status">
        {status}
      </p>
      {rows.length === 0 ? (
        <p>
          <button type="button" className="button button--quiet" onClick={clear}>
            {words.clear}
          </button>
        </p>
      ) : (
        <div className="adjudicators__frame">
          <table className="adjudicator-table" data-sort={view.sort}>
            <caption>{fill(text.caption, { date: formatLongDate(asOf) })}</caption>
            <thead>
              <tr>
                <th scope="col">{text.firstName}</th>
                <th scope="col" aria-sort={view.sort === "name" ? "ascending" : undefined}>
                  {text.lastName}
                </th>
                <th scope="col" aria-sort={view.sort === "rank" ? "ascending" : undefined}>
                  {text.rank}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((person) => (
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
      )}
    </section>
  );
}
