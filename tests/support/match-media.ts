import { vi } from "vitest";

/**
 * jsdom has no matchMedia: answers every media query as a browser would for a visitor who asked
 * for reduced motion or not (read at each query when given as a function). Undo with
 * vi.unstubAllGlobals().
 */
export function stubMatchMedia({ reducedMotion }: { reducedMotion: boolean | (() => boolean) }) {
  const reduced = typeof reducedMotion === "function" ? reducedMotion : () => reducedMotion;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced() && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
