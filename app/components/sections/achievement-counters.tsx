import type { Services } from "~/content/schema";
import { Counter } from "~/components/ui/counter";
import "./achievement-counters.css";

interface AchievementCountersProps {
  heading: string;
  achievements: Services["achievements"];
}

/** JADE's achievements as counters that count up when they come into view. */
export function AchievementCounters({ heading, achievements }: AchievementCountersProps) {
  return (
    <section className="achievements" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading">{heading}</h2>
      <ul className="achievements__list">
        {achievements.map((achievement) => (
          <li key={achievement.id} className="achievements__item">
            <Counter
              value={achievement.value}
              suffix={achievement.suffix}
              label={achievement.label}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
