import programmes from "virtual:content/programmes";
import site from "virtual:content/site";
import { CalendarFeedLink } from "~/components/sections/calendar-links";
import { PageIntro } from "~/components/sections/page-intro";
import { ProgrammeCard } from "~/components/sections/programme-card";
import { useToday } from "~/hooks/use-today";
import { pageMeta } from "~/lib/meta";
import { programmeEvents } from "~/lib/structured-data";
import type { Route } from "./+types/jade-programmes";

// Every staging as a schema.org Event, besides the tags every page has.
export const meta: Route.MetaFunction = () => [
  ...pageMeta("jade-programmes"),
  { "script:ld+json": programmeEvents(site, programmes.programmes) },
];

export default function JadeProgrammesPage() {
  // The build date while prerendering and hydrating, the visitor's date straight after.
  const today = useToday();
  return (
    <div className="page">
      <PageIntro id="jade-programmes">
        <CalendarFeedLink />
      </PageIntro>
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
