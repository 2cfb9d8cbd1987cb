import { type FocusEvent, useCallback, useEffect, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

interface CarouselOptions {
  count: number;
  /** How long each slide shows before the next, in milliseconds. */
  intervalMs: number;
}

/**
 * The state of an auto-rotating carousel (WAI-ARIA APG pattern): the active slide, wrapping both
 * ways; rotation that pauses while the pointer or keyboard focus is inside; a pause/play choice;
 * and no rotation at all by default when the visitor prefers reduced motion.
 */
export function useCarousel({ count, intervalMs }: CarouselOptions) {
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const playing = (choice ?? (reducedMotion ? "pause" : "play")) === "play";
  const rotating = playing && !pointerInside && !focusInside && count > 1;

  const goTo = useCallback(
    (index: number) => setActive(((index % count) + count) % count),
    [count],
  );
  const next = useCallback(() => setActive((index) => (index + 1) % count), [count]);
  const previous = useCallback(() => setActive((index) => (index - 1 + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    // Restarted whenever the slide changes, so a manual move gets a full interval too.
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, intervalMs, next]);

  const rootProps = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };

  return {
    active,
    goTo,
    next,
    previous,
    playing,
    rotating,
    togglePlaying: () => setChoice(playing ? "pause" : "play"),
    rootProps,
  };
}
