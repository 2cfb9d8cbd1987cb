import { Link } from "~/islands/location";
import { CalendarLinks } from "~/components/sections/calendar-links";
import type { Content, Programme } from "~/content/schema";
import { headlineResult, resultsAnchor } from "~/lib/results";
import { costAnchor } from "~/lib/sponsorship";
import { fill } from "~/lib/template";
import {
  expectedNext,
  formatStagingDates,
  mostRecentStaging,
  upcomingStaging,
} from "~/lib/stagings";
import { pathOf } from "~/route-table";
import "./programme-card.css";

interface ProgrammeCardProps {
  programme: Programme;
  labels: Content["programmes"]["labels"];
  /** Today's date in Jamaica (from useToday), which decides what is most recent and upcoming. */
  today: string;
}

/**
 * One programme: its purpose, its most recent and upcoming stagings worked out from the dates
 * (the upcoming one with its calendar links), and its sponsorship note with a link to its row of
 * the cost table. The section's id is the programme's, so other pages can link to it.
 */
export function ProgrammeCard({ programme, labels, today }: ProgrammeCardProps) {
  const held = mostRecentStaging(programme, today);
  const headline = held ? headlineResult(held) : undefined;
  const next = upcomingStaging(programme, today);
  const expected = next ? undefined : expectedNext(programme, today);
  const headingId = `${programme.id}-heading`;
  return (
    <section id={programme.id} className="programme" aria-labelledby={headingId}>
      <h2 id={headingId} className="programme__name">
        {programme.name}
      </h2>
      <p>{programme.purpose}</p>
      <div className="programme__when">
        <dl className="programme__stagings">
          <div>
            <dt>{labels.mostRecent}</dt>
            <dd data-none={held ? undefined : ""}>
              {held ? formatStagingDates(held) : labels.noneHeld}
            </dd>
            {held ? (
              <dd className="programme__result">
                {headline ? (
                  <span className="programme__headline">
                    {fill(labels.headline, { award: headline.award, name: headline.name })}
                  </span>
                ) : null}
                <Link to={`${pathOf("results")}#${resultsAnchor(held)}`}>
                  {labels.resultsLink}
                  <span className="visually-hidden">
                    {" "}
                    {programme.name} {held.edition}
                  </span>
                </Link>
              </dd>
            ) : null}
          </div>
          <div>
            <dt>{labels.upcoming}</dt>
            <dd data-none={next ? undefined : ""}>
              {next
                ? formatStagingDates(next)
                : expected
                  ? fill(labels.usually, { month: expected.month })
                  : labels.noneUpcoming}
            </dd>
          </div>
        </dl>
        {next ? <CalendarLinks programme={programme} staging={next} today={today} /> : null}
      </div>
      <div className="programme__sponsorship">
        <p>{programme.sponsorshipNote}</p>
        <Link
          className="button button--quiet"
          to={`${pathOf("programme-sponsorship")}#${costAnchor(programme.id)}`}
          aria-describedby={headingId}
        >
          {labels.sponsorshipInfo}
        </Link>
      </div>
    </section>
  );
}
