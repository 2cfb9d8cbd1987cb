import { Link } from "~/lib/location";
import { CalendarLinks } from "~/components/sections/calendar-links";
import { ProgrammePicture, programmePictureSizes } from "~/components/sections/programme-picture";
import {
  EntryAction,
  entriesText,
  entryFee,
  nextWhen,
} from "~/components/sections/programme-entry";
import { Icon } from "~/components/ui/icon";
import { StaticPart } from "~/islands/static-part";
import type { Content, Programme } from "~/content/schema";
import { headlineResult } from "~/lib/results";
import { costAnchor } from "~/lib/sponsorship";
import { fill } from "~/lib/template";
import { formatStagingDates, mostRecentStaging, upcomingStaging } from "~/lib/stagings";
import { pathOf } from "~/route-table";
import "./programme-card.css";

interface ProgrammeCardProps {
  programme: Programme;
  labels: Content["programmes"]["labels"];
  /** Today's date in Jamaica (from useToday), which decides what is most recent and upcoming. */
  today: string;
  /** Whether its picture is in the page's first screen (the first row of cards). */
  eager?: boolean;
  /** Where a held staging's results are: the Results page, or its season's own page. */
  resultsLink: (staging: Programme["stagings"][number]) => string;
}

/**
 * One programme, for those who enter it first: its picture (or a designed block without one);
 * its purpose; its next staging with the entry
 * action (Register while the staging takes registrations, else the mailing list to hear when
 * entries open) and calendar links; who can enter, how, the fee and when entries open, as the
 * day has it;
 * the last staging and its headline result; then, quietly, its sponsorship note and link. The
 * section's id is the programme's, so other pages can link to it.
 */
export function ProgrammeCard({
  programme,
  labels,
  today,
  eager = false,
  resultsLink,
}: ProgrammeCardProps) {
  const held = mostRecentStaging(programme, today);
  const headline = held ? headlineResult(held) : undefined;
  const next = upcomingStaging(programme, today);
  const when = nextWhen(programme, labels, today);
  const headingId = `${programme.id}-heading`;
  const { entry } = programme;
  return (
    <section
      id={programme.id}
      className="programme"
      aria-labelledby={headingId}
      data-levels={programme.levels.join(" ")}
    >
      {/* What no day changes is sent once, as HTML: the island carries none of it. */}
      <StaticPart>
        {() => (
          <ProgrammePicture
            programme={programme}
            sizes={programmePictureSizes}
            loading={eager ? "eager" : "lazy"}
            className="programme__picture"
          />
        )}
      </StaticPart>
      <h2 id={headingId} className="programme__name">
        {programme.name}
      </h2>
      <StaticPart>{() => <p>{programme.purpose}</p>}</StaticPart>

      <div className="programme__next">
        <dl>
          <dt>{labels.upcoming}</dt>
          <dd className="programme__when" data-none={when.announced ? undefined : ""}>
            {when.text}
          </dd>
          {next?.venue ? <dd className="programme__venue">{next.venue}</dd> : null}
        </dl>
        <EntryAction programme={programme} labels={labels} today={today} />
        {next ? <CalendarLinks programme={programme} staging={next} today={today} /> : null}
      </div>

      {/* Not a labelled section: six regions all named "Entering" would not be told apart. */}
      <div className="programme__entry">
        <h3>{labels.entering}</h3>
        <dl>
          <div className="programme__who">
            <dt>{labels.who}</dt>
            <dd>
              <StaticPart>{() => entry.who}</StaticPart>
            </dd>
          </div>
          <div className="programme__how">
            <dt>{labels.how}</dt>
            <dd>
              <StaticPart>{() => entry.how}</StaticPart>
            </dd>
          </div>
          <div className="programme__fee">
            <dt>{labels.fee}</dt>
            <dd>
              <StaticPart>{() => entryFee(programme, labels)}</StaticPart>
            </dd>
          </div>
          <div className="programme__opens">
            <dt>{labels.opens}</dt>
            <dd>{entriesText(programme, labels, today)}</dd>
          </div>
        </dl>
      </div>

      <dl className="programme__last">
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
            <Link to={resultsLink(held)}>
              {labels.resultsLink}
              <span className="visually-hidden">
                {" "}
                {programme.name} {held.edition}
              </span>
            </Link>
          </dd>
        ) : null}
      </dl>

      <StaticPart>
        {() => (
          <p className="programme__sponsorship">
            <span>{programme.sponsorshipNote}</span>{" "}
            <Link
              className="programme__sponsor-link"
              to={`${pathOf("programme-sponsorship")}#${costAnchor(programme.id)}`}
              aria-describedby={headingId}
            >
              {labels.sponsorshipInfo}
              <Icon name="arrowRight" size={16} />
            </Link>
          </p>
        )}
      </StaticPart>
    </section>
  );
}
