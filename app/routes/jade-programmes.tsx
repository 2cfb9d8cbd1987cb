import programmes from "virtual:content/programmes";
import { CalendarFeedLink } from "~/components/sections/calendar-links";
import { PageIntro } from "~/components/sections/page-intro";
import { ProgrammeCard } from "~/components/sections/programme-card";
import { useToday } from "~/hooks/use-today";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-programmes";

export const meta: Route.MetaFunction = () => pageMeta("jade-programmes");

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
