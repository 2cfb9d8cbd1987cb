import { ProgrammeCard } from "~/components/sections/programme-card";
import { ProgrammeOverview } from "~/components/sections/programme-overview";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";
import { resultsHref } from "~/lib/archives";
import { upcomingStaging } from "~/lib/stagings";
import { builtOn } from "virtual:build-info";

/**
 * The programmes, first in one glance (the overview), then each a card with its next or last
 * staging: an island, since what is next is decided with the build's date in the HTML and the
 * visitor's straight after hydration.
 */
export function ProgrammeList() {
  const programmes = useContent("programmes");
  const today = useToday();
  return (
    <>
      <ProgrammeOverview
        programmes={programmes.programmes}
        labels={programmes.labels}
        today={today}
      />
      {/* Said once for the page, not in every card whose next dates are still to come. */}
      {programmes.programmes.some((programme) => !upcomingStaging(programme, today)) ? (
        <p className="guide-notice" role="note">
          {programmes.labels.nextNotice}
        </p>
      ) : null}
      <div className="programmes">
        {programmes.programmes.map((programme, index) => (
          <ProgrammeCard
            key={programme.id}
            programme={programme}
            labels={programmes.labels}
            today={today}
            // The first row's pictures are in a desktop's first screen: not left to load late.
            eager={index < 2}
            resultsLink={(staging) =>
              resultsHref(staging, programmes.programmes, builtOn, programmes.results.startMonth)
            }
          />
        ))}
      </div>
    </>
  );
}
