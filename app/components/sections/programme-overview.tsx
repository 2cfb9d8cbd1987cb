import { EntryAction, entryFee, nextWhen } from "~/components/sections/programme-entry";
import type { Content, Programme } from "~/content/schema";
import { programmeLevels } from "~/content/sets";
import { StaticPart } from "~/islands/static-part";
import { byNextDay } from "~/lib/stagings";
import "./programme-overview.css";

/** The filter, by whom a programme is for: its id, and its first choice's value. */
const filterId = "programme-level";
const everyone = "all";

/**
 * Every programme in one glance, above their cards, in the order they run next (the next first,
 * those with no date to come last): its name (a link to its card), whom it is for, the entry fee,
 * when it runs next (its dates, or the month and year it is expected) and its entry action. Where the programmes are for more than one kind of entrant, a choice narrows the
 * overview and the cards to one; the page's style sheet hides the rest (`:has()` on the chosen
 * option), so the filter works before and without scripts.
 */
export function ProgrammeOverview({
  programmes,
  labels,
  today,
}: {
  programmes: readonly Programme[];
  labels: Content["programmes"]["labels"];
  today: string;
}) {
  const { overview } = labels;
  const levels = programmeLevels.filter((level) =>
    programmes.some((programme) => programme.levels.includes(level)),
  );
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <div className="overview__top">
        <h2 id="overview-heading">{overview.heading}</h2>
        {levels.length > 1 ? (
          <p className="level-filter">
            <label htmlFor={filterId}>{overview.filter}</label>
            <select id={filterId} defaultValue={everyone}>
              <option value={everyone}>{overview.all}</option>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {overview.levels[level]}
                </option>
              ))}
            </select>
          </p>
        ) : null}
      </div>
      <ul className="overview__list">
        {byNextDay(programmes, today).map((programme) => {
          const when = nextWhen(programme, labels, today);
          return (
            <li
              key={programme.id}
              className="overview__item"
              data-levels={programme.levels.join(" ")}
            >
              <div className="overview__name">
                <a href={`#${programme.id}`}>{programme.name}</a>
                <span className="overview__for">
                  {levels.every((level) => programme.levels.includes(level))
                    ? overview.everyLevel
                    : programme.levels.map((level) => overview.levels[level]).join(" · ")}
                </span>
              </div>
              <dl className="overview__facts">
                <div>
                  <dt>{labels.fee}</dt>
                  <dd className="overview__fee">
                    <StaticPart>{() => entryFee(programme, labels)}</StaticPart>
                  </dd>
                </div>
                <div>
                  <dt>{labels.upcoming}</dt>
                  <dd className="overview__when" data-none={when.announced ? undefined : ""}>
                    {when.text}
                  </dd>
                </div>
              </dl>
              <div className="overview__action">
                <EntryAction programme={programme} labels={labels} today={today} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
