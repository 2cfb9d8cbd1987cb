import { useCountUp } from "~/hooks/use-count-up";
import "./counter.css";
import { formatNumber } from "~/lib/format";

interface CounterProps {
  /** The figure to count up to. */
  value: number;
  /** What the figure counts. */
  label: string;
  /** Written after the figure, as in "10,000+". */
  suffix?: string;
}

/**
 * A figure that counts up from zero when it scrolls into view (see useCountUp). Screen readers
 * get the final figure once, never the 60 steps: the moving digits are hidden from them.
 */
export function Counter({ value, label, suffix = "" }: CounterProps) {
  const { value: shown, ref } = useCountUp<HTMLDivElement>(value);
  return (
    <div ref={ref} className="counter">
      <p className="counter__value">
        <span aria-hidden="true">
          {formatNumber(shown)}
          {suffix}
        </span>
        <span className="visually-hidden">
          {formatNumber(value)}
          {suffix}
        </span>
      </p>
      <p className="counter__label">{label}</p>
    </div>
  );
}
