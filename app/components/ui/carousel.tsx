import type { ReactNode } from "react";
import { useCarousel } from "~/hooks/use-carousel";
import { type CarouselLabels, CarouselControls } from "./carousel-controls";

interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  labels: CarouselLabels;
  count: number;
  intervalMs: number;
  className?: string;
  /** The slides, given the active index and whether the carousel is rotating by itself. */
  children: (state: { active: number; rotating: boolean }) => ReactNode;
}

/**
 * An auto-rotating carousel as the WAI-ARIA APG describes it: a labelled region with
 * aria-roledescription "carousel", its slides, then pause/play, previous, next and one dot per
 * slide. Slides are the caller's: groups with aria-roledescription "slide" labelled "n of N".
 */
export function Carousel({ label, labels, count, intervalMs, className, children }: CarouselProps) {
  const carousel = useCarousel({ count, intervalMs });
  return (
    <section
      className={className ? `carousel ${className}` : "carousel"}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.rootProps}
    >
      {children(carousel)}
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
