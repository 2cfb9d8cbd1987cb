import { fill } from "~/lib/template";
import { Icon } from "./icon";
import "./carousel.css";

export interface CarouselLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "Show slide {n} of {count}" */
  goTo: string;
}

interface CarouselControlsProps {
  count: number;
  active: number;
  playing: boolean;
  labels: CarouselLabels;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
}

/**
 * Pause/play, previous, next and one dot per slide, in the APG carousel's order (the rotation
 * control first). They need scripts, so the CSS hides them until the page is hydrated.
 */
export function CarouselControls(props: CarouselControlsProps) {
  const { count, active, playing, labels } = props;
  return (
    <div className="carousel__controls">
      <button type="button" className="carousel__button" onClick={props.onTogglePlaying}>
        <Icon name={playing ? "pause" : "play"} />
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
      <button
        type="button"
        className="carousel__button"
        onClick={props.onPrevious}
        aria-label={labels.previous}
      >
        <Icon name="chevronLeft" />
      </button>
      <div className="carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="carousel__dot"
            aria-label={fill(labels.goTo, { n: index + 1, count })}
            aria-current={index === active ? "true" : undefined}
            onClick={() => props.onGoTo(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className="carousel__button"
        onClick={props.onNext}
        aria-label={labels.next}
      >
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}
