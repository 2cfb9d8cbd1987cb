import { CalendarFeedLink } from "~/components/sections/calendar-links";
import { PageIntro } from "~/components/sections/page-intro";
import { ProgrammeCard } from "~/components/sections/programme-card";
import { useToday } from "~/hooks/use-today";
import { upcomingStaging } from "~/lib/stagings";
import { programmeEvents } from "~/lib/structured-data.server";
import { builtOn } from "virtual:build-info";
import type { Route } from "./+types/jade-programmes";
import { pageData, programmesWithout } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

// Every staging as a schema.org Event, besides the tags every page has.
export const loader = () =>
  pageData(
    "jade-programmes",
    ["programmes"],
    ({ site, programmes }) => [
      { "script:ld+json": programmeEvents(site, programmes.programmes, builtOn) },
    ],
    { programmes: programmesWithout("costs") },
  );
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function JadeProgrammesPage() {
  const programmes = useContent("programmes");
  // The build date while prerendering and hydrating, the visitor's date straight after.
  const today = useToday();
  return (
    <div className="page">
      <PageIntro id="jade-programmes">
        <CalendarFeedLink />
      </PageIntro>
      {/* Said once for the page, not in every card whose next dates are still to come. */}
      {programmes.programmes.some((programme) => !upcomingStaging(programme, today)) ? (
        <p className="guide-notice" role="note">
          {programmes.labels.nextNotice}
        </p>
      ) : null}
      <div className="programmes">
        {programmes.programmes.map((programme) => (
          <ProgrammeCard
            key={programme.id}
            programme={programme}
            labels={programmes.labels}
            today={today}
          />
        ))}
      </div>
    </div>
  );
}
