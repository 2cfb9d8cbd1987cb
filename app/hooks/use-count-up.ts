import { useEffect, useMemo, useRef, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

/** The spec's counter animation: 60 steps of about 33 ms, about two seconds in all. */
export const countUpSteps = 60;
export const countUpStepMs = 33;

/** The value shown at each step, rising evenly from zero and ending exactly on the target. */
export function countUpValues(target: number, steps = countUpSteps): number[] {
  return Array.from({ length: steps }, (_, index) =>
    index === steps - 1 ? target : Math.round((target * (index + 1)) / steps),
  );
}

interface CountUpOptions {
  steps?: number;
  stepMs?: number;
}

/**
 * A number that counts up from zero to `target` once its element scrolls into view. Attach `ref`
 * to the element. The prerendered HTML and hydration show the target (the reduced-motion hook
 * answers "reduced" until the browser has spoken), and so does any visitor who asked for reduced
 * motion, or a browser without IntersectionObserver. Otherwise the value waits at zero until the
 * element is seen, then takes `steps` steps of `stepMs` to reach the target, once.
 */
export function useCountUp<Target extends Element>(
  target: number,
  { steps = countUpSteps, stepMs = countUpStepMs }: CountUpOptions = {},
) {
  const reduced = useReducedMotion();
  const [node, setNode] = useState<Target | null>(null);
  /** Which step is showing; null until the element has been seen. */
  const [step, setStep] = useState<number | null>(null);
  const finished = useRef(false);
  const values = useMemo(() => countUpValues(target, steps), [target, steps]);
  const canAnimate = !reduced && typeof IntersectionObserver !== "undefined";

  useEffect(() => {
    if (!canAnimate || !node || finished.current) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      let current = -1;
      timer = setInterval(() => {
        current += 1;
        setStep(current);
        if (current >= steps - 1) {
          finished.current = true;
          clearInterval(timer);
        }
      }, stepMs);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [canAnimate, node, steps, stepMs]);

  const value = !canAnimate ? target : step === null ? 0 : (values[step] ?? target);
  return { value, ref: setNode };
}
