import { Link } from "~/islands/location";
import { CalendarLinks } from "~/components/sections/calendar-links";
import { ExternalLink } from "~/components/site/external-link";
import { openAnnouncementsButton, useCurrentAnnouncements } from "~/components/site/announcements";
import { useToday } from "~/hooks/use-today";
import { resultsAnchor, seasonAnchor, seasonName, seasonOf } from "~/lib/results";
import { expectedProgrammes, firstDay, formatStagingDates, splitStagings } from "~/lib/stagings";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import { useContent } from "~/content/use-content";
import "./upcoming-events.css";

/** How many past stagings the "recently held" list shows. */
const recentCount = 3;

/**
 * The programme stagings still to come, each with its register and calendar links, then those
 * recently held, without them. Between seasons, what is likely to come next (each programme and
 * the month it usually runs) and the results of the season just ended. Decided at build time and
 * again with the visitor's date after hydration, so an old build never advertises a closed
 * registration.
 */
export function UpcomingEvents() {
  const home = useContent("home");
  const programmes = useContent("programmes");
  const today = useToday();
  const { upcoming, held } = splitStagings(programmes.programmes, today);
  const words = home.events;
  const expected = upcoming.length > 0 ? [] : expectedProgrammes(programmes.programmes, today);
  const announcements = useCurrentAnnouncements();
  const latest = held[0];
  const season = latest && seasonOf(firstDay(latest.staging), programmes.results.startMonth);

  return (
    <section className="events" aria-labelledby="events-heading">
      <h2 id="events-heading">{words.heading}</h2>
      {upcoming.length > 0 ? (
        <ul className="events__list">
          {upcoming.map(({ programme, staging }) => (
            <li key={staging.id} className="events__item">
              <h3 className="events__name">
                {programme.name} {staging.edition}
              </h3>
              <p className="events__when">
                {formatStagingDates(staging)}
                {staging.venue ? ` · ${staging.venue}` : null}
              </p>
              {staging.registrationUrl ? (
                <ExternalLink href={staging.registrationUrl} className="button" icon>
                  {words.register}
                  <span className="visually-hidden">
                    {" "}
                    {programme.name} {staging.edition}
                  </span>
                </ExternalLink>
              ) : null}
              <CalendarLinks programme={programme} staging={staging} today={today} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="events__none">
          <p>{words.noneUpcoming}</p>
          {expected.length > 0 ? (
            <>
              <h3 className="events__subheading">{words.comingNext}</h3>
              <ul className="events__expected">
                {expected.map(({ programme, month }) => (
                  <li key={programme.id}>
                    <Link to={`${pathOf("jade-programmes")}#${programme.id}`}>
                      {programme.name}
                    </Link>
                    <span className="events__held-when">
                      {fill(programmes.labels.usually, { month })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="events__actions">
            {season ? (
              <Link to={`${pathOf("results")}#${seasonAnchor(season)}`} className="button">
                {fill(words.seasonResults, { season: seasonName(season, programmes.results) })}
              </Link>
            ) : null}
            <Link
              to={pathOf("jade-programmes")}
              className={season ? "button button--quiet" : "button"}
            >
              {words.programmesLink}
            </Link>
            {/* Only when there is something to read: an empty list helps no one. */}
            {announcements.length > 0 ? (
              <button type="button" className="button button--quiet" {...openAnnouncementsButton}>
                {words.announcementsButton}
              </button>
            ) : null}
          </p>
        </div>
      )}
      {held.length > 0 ? (
        <>
          <h3 className="events__subheading">{words.recentlyHeld}</h3>
          <ul className="events__held">
            {held.slice(0, recentCount).map(({ programme, staging }) => (
              <li key={staging.id}>
                <Link
                  className="events__held-name"
                  to={`${pathOf("results")}#${resultsAnchor(staging)}`}
                >
                  {programme.name} {staging.edition}
                </Link>
                <span className="events__held-when">{formatStagingDates(staging)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
