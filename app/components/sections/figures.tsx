import { useContent } from "~/hooks/use-content";
import { useCountUp } from "~/hooks/use-count-up";
import { formatNumber } from "~/lib/format";
import "./figures.css";

/** One figure: the value in large type and what it counts or does. */
export interface Figure {
  key: string;
  value: string;
  label: string;
  /** The number to count up to as the figure comes into view (Services), written with `suffix`. */
  countTo?: number;
  suffix?: string;
}

/**
 * Large figures with what each counts, as many across as fit: the association's numbers. The space
 * between them lets a screen reader say the value and its words as one sentence. The one numbers
 * component: home, sponsorship and Services show their figures at one size.
 */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="figures">
      {figures.map((figure) => (
        <li key={figure.key} className="figure">
          {figure.countTo === undefined ? (
            <span className="figure__value">{figure.value}</span>
          ) : (
            <CountedValue value={figure.countTo} suffix={figure.suffix ?? ""} />
          )}{" "}
          <span className="figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A figure that counts up from zero when it scrolls into view (see useCountUp; the HTML, reduced
 * motion and scripts off show the final figure). Screen readers get the final figure once, never
 * the 60 steps: the moving digits are hidden from them.
 */
function CountedValue({ value, suffix }: { value: number; suffix: string }) {
  const { value: shown, ref } = useCountUp<HTMLSpanElement>(value);
  return (
    <span ref={ref} className="figure__value">
      {/* One text, which grows from where it starts: the suffix as a text of its own moved right
          with each digit, a layout shift each step (0.009 to 0.0105 on Services on a phone). */}
      <span aria-hidden="true">{`${formatNumber(shown)}${suffix}`}</span>
      <span className="visually-hidden">
        {formatNumber(value)}
        {suffix}
      </span>
    </span>
  );
}

/**
 * Some of JADE's achievements (content/services.yaml), chosen by id, as large figures with what
 * they count: the home page's numbers and the sponsorship page's reach. Written as they are, not
 * counted up: the Services page counts them up (AchievementCounters).
 */
export function Figures({ ids }: { ids: readonly string[] }) {
  const { achievements } = useContent("services");
  // The content loader checks that every id names an achievement.
  const chosen = ids.flatMap(
    (id) => achievements.find((achievement) => achievement.id === id) ?? [],
  );
  return (
    <FigureList
      figures={chosen.map((achievement) => ({
        key: achievement.id,
        value: `${formatNumber(achievement.value)}${achievement.suffix}`,
        label: achievement.label,
      }))}
    />
  );
}
