import { Link } from "~/lib/location";
import { CalendarLinks } from "~/components/sections/calendar-links";
import { ExternalLink } from "~/components/site/external-link";
import { Icon } from "~/components/ui/icon";
import { openAnnouncementsButton, useListedAnnouncements } from "~/components/site/announcements";
import { entryFee } from "~/components/sections/programme-entry";
import { calendarDateParts, formatLongDate } from "~/lib/format";
import { calendarFeedFile } from "~/lib/calendar-links";
import {
  eventsShown,
  expectedProgrammes,
  formatStagingDates,
  registrationCloses,
  registrationOpen,
  splitStagings,
} from "~/lib/stagings";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import { useContent } from "~/hooks/use-content";
import "./upcoming-events.css";

/**
 * What is open or coming, decided for `today` (the build's day in the HTML, the visitor's after
 * hydration, so an old build never advertises a closed registration). In the season: the
 * soonest stagings still to come (`eventsShown`), each with what it costs to enter and, while it
 * takes registrations (as the programme's card decides), the last day to and its register link,
 * then its calendar links folded under one control; when more are to come,
 * the ways to the rest. Between seasons: the season
 * ahead, each programme with the month it usually runs, and two ways to hear the dates first
 * (the mailing list and JADE's calendar), so the page never opens on "nothing is open".
 */
export function UpcomingEvents({ today }: { today: string }) {
  const home = useContent("home");
  const programmes = useContent("programmes");
  const { upcoming } = splitStagings(programmes.programmes, today);
  const words = home.events;
  const { labels } = programmes;

  if (upcoming.length === 0) return <SeasonAhead today={today} />;
  const shown = upcoming.slice(0, eventsShown);
  return (
    <section className="events" aria-labelledby="events-heading">
      <h2 id="events-heading">{words.heading}</h2>
      <ul className="events__list">
        {shown.map(({ programme, staging }) => {
          const registerAt = registrationOpen(staging, today) ? staging.registrationUrl : undefined;
          return (
            <li key={staging.id} className="events__item">
              <h3 className="events__name">
                {programme.name} {staging.edition}
              </h3>
              <p className="events__when">
                {formatStagingDates(staging)}
                {staging.venue ? ` · ${staging.venue}` : null}
              </p>
              <p className="events__facts">
                <span>
                  {labels.fee}: {entryFee(programme, labels)}
                </span>
                {registerAt ? (
                  <span>
                    {fill(labels.registerBy, { date: formatLongDate(registrationCloses(staging)) })}
                  </span>
                ) : null}
              </p>
              {/* A row of its own, level with the next card's: the button, and the calendar links
                folded under one control. */}
              <div className="events__actions">
                {registerAt ? (
                  <ExternalLink href={registerAt} className="button" icon>
                    {words.register}
                    <span className="visually-hidden">
                      {" "}
                      {programme.name} {staging.edition}
                    </span>
                  </ExternalLink>
                ) : null}
                <details className="events__calendar">
                  <summary>
                    <Icon name="calendar" size={18} />
                    {words.addToCalendar}
                    <span className="visually-hidden">
                      {" "}
                      {programme.name} {staging.edition}
                    </span>
                  </summary>
                  <CalendarLinks programme={programme} staging={staging} today={today} />
                </details>
              </div>
            </li>
          );
        })}
      </ul>
      {upcoming.length > shown.length ? (
        <p className="events__more">
          <Link to={pathOf("jade-programmes")}>{words.programmesLink}</Link>
          <CalendarFeedButton />
        </p>
      ) : null}
    </section>
  );
}

/** JADE's calendar of every staging, as a button. */
function CalendarFeedButton() {
  const words = useContent("home").events;
  return (
    <a className="button button--quiet" href={`/${calendarFeedFile}`} download>
      <Icon name="calendar" size={18} />
      {words.calendar}
    </a>
  );
}

/**
 * Between seasons: each programme with the month and year it is next likely to run, in the order
 * they come round, and how to hear the dates first.
 */
function SeasonAhead({ today }: { today: string }) {
  const home = useContent("home");
  const programmes = useContent("programmes");
  const site = useContent("site");
  const words = home.events;
  const expected = expectedProgrammes(programmes.programmes, today);
  const announcements = useListedAnnouncements();
  return (
    <section className="events season-ahead" aria-labelledby="events-heading">
      <div className="season-ahead__intro">
        <h2 id="events-heading">{words.seasonAhead}</h2>
        <p>{words.seasonAheadIntro}</p>
        <p className="season-ahead__actions">
          <ExternalLink href={site.mailingList.url} className="button" icon>
            {site.mailingList.label}
          </ExternalLink>
          <CalendarFeedButton />
          {/* A ticket sale or an open day may be announced between seasons: only then, since an
              empty list helps no one. */}
          {announcements.length > 0 ? (
            <button type="button" className="button button--quiet" {...openAnnouncementsButton}>
              {words.announcementsButton}
            </button>
          ) : null}
        </p>
      </div>
      {expected.length > 0 ? (
        <ol className="season-ahead__list">
          {expected.map(({ programme, around }) => {
            const { month, year } = calendarDateParts(around);
            return (
              <li key={programme.id} className="season-ahead__item">
                <span className="season-ahead__when">{fill(words.monthYear, { month, year })}</span>
                <Link
                  className="season-ahead__name"
                  to={`${pathOf("jade-programmes")}#${programme.id}`}
                >
                  {programme.name}
                </Link>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p>
        <Link to={pathOf("jade-programmes")}>{words.programmesLink}</Link>
      </p>
    </section>
  );
}
