import type { Services } from "~/content/schema";
import { FigureList } from "~/components/sections/figures";
import { formatNumber } from "~/lib/format";

interface AchievementCountersProps {
  heading: string;
  achievements: Services["achievements"];
}

/**
 * JADE's achievements on a tinted band, in the one numbers component (the figures of home,
 * sponsorship and donate, at their size), each counting up when it comes into view.
 */
export function AchievementCounters({ heading, achievements }: AchievementCountersProps) {
  return (
    <section className="band" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading">{heading}</h2>
      <FigureList
        figures={achievements.map((achievement) => ({
          key: achievement.id,
          value: `${formatNumber(achievement.value)}${achievement.suffix}`,
          label: achievement.label,
          countTo: achievement.value,
          suffix: achievement.suffix,
        }))}
      />
    </section>
  );
}
