import type { Programme, Staging } from "~/content/schema";
import { ExternalLink } from "~/components/site/external-link";
import { Icon } from "~/components/ui/icon";
import {
  calendarFeedFile,
  calendarFile,
  eventDetails,
  eventLocation,
  eventName,
  googleCalendarUrl,
} from "~/lib/calendar-links";
import { formatStagingDates } from "~/lib/stagings";
import { fill } from "~/lib/template";
import { useContent } from "~/hooks/use-content";
import "./calendar-links.css";

interface CalendarLinksProps {
  programme: Programme;
  staging: Staging;
  /** Today's date in Jamaica (from useToday). */
  today: string;
}

/**
 * A staging still to come: its calendar file (built by app/outputs/calendar.server.ts) and a Google
 * Calendar link for each run of days, each named with the event for screen readers. Held stagings
 * get none: their files stay at the same address and in the feed, marked as held.
 */
export function CalendarLinks({ programme, staging, today }: CalendarLinksProps) {
  const programmes = useContent("programmes");
  const site = useContent("site");
  const words = programmes.calendar;
  const name = eventName(programme, staging);
  // The purpose is the calendar file's to carry: the page says it beside these links already.
  const details = eventDetails({
    programme,
    staging,
    words,
    siteUrl: site.siteUrl,
    today,
    brief: true,
  });
  const location = eventLocation(staging);
  const several = staging.dates.length > 1;
  return (
    <ul className="calendar-links">
      <li>
        <a className="calendar-links__link" href={`/${calendarFile(staging.id)}`} download>
          <Icon name="calendar" size={18} />
          {words.add}
          <span className="visually-hidden"> {name}</span>
        </a>
      </li>
      {staging.dates.map((span) => (
        <li key={span.start}>
          <ExternalLink
            className="calendar-links__link"
            href={googleCalendarUrl({ name, span, details, location })}
            icon
          >
            {several
              ? fill(words.googleDay, { dates: formatStagingDates({ ...staging, dates: [span] }) })
              : words.google}
            <span className="visually-hidden"> {name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** The one calendar file of every staging, held and to come. */
export function CalendarFeedLink() {
  const programmes = useContent("programmes");
  const words = programmes.calendar;
  return (
    <p className="calendar-feed">
      {words.feedIntro}{" "}
      <a className="calendar-links__link" href={`/${calendarFeedFile}`} download>
        <Icon name="calendar" size={18} />
        {words.feed}
      </a>
    </p>
  );
}
