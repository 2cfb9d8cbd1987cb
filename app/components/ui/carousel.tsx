import type { ReactNode } from "react";
import { useCarousel } from "~/hooks/use-carousel";
import { type CarouselLabels, CarouselControls } from "./carousel-controls";

interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  labels: CarouselLabels;
  count: number;
  /**
   * How many items the carousel shows at once: with no more items than that there is nothing to
   * rotate to, so it shows them still, without controls or slide semantics.
   */
  showsAtOnce: number;
  intervalMs: number;
  className?: string;
  /**
   * The slides, given the active index, whether the carousel is rotating by itself, and whether
   * it is still (no more items than it shows at once): still items are plain content, not
   * "slide n of N".
   */
  children: (state: { active: number; rotating: boolean; still: boolean }) => ReactNode;
}

/**
 * An auto-rotating carousel as the WAI-ARIA APG describes it: a labelled region with
 * aria-roledescription "carousel", its slides, then pause/play, previous, next and one dot per
 * slide. Slides are the caller's: groups with aria-roledescription "slide" labelled "n of N".
 * With no more items than it shows at once it does not pretend to rotate: the items stand still
 * in a plain labelled group (no timer, no controls, no "carousel" or "slide n of N").
 */
export function Carousel({
  label,
  labels,
  count,
  showsAtOnce,
  intervalMs,
  className,
  children,
}: CarouselProps) {
  const still = count <= showsAtOnce;
  // A still carousel never rotates: the hook is told there is one slide.
  const carousel = useCarousel({ count: still ? 1 : count, intervalMs });
  const classes = className ? `carousel ${className}` : "carousel";
  if (still)
    return (
      <div className={classes} role="group" aria-label={label}>
        {children({ active: 0, rotating: false, still })}
      </div>
    );
  return (
    <section
      className={classes}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.rootProps}
    >
      {children({ active: carousel.active, rotating: carousel.rotating, still })}
      <CarouselControls
        count={count}
        active={carousel.active}
        playing={carousel.playing}
        labels={labels}
        onTogglePlaying={carousel.togglePlaying}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onGoTo={carousel.goTo}
      />
    </section>
  );
}
