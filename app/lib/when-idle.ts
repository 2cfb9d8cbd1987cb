/**
 * Runs `task` once the main thread has nothing more urgent to do, and at the latest `timeoutMs`
 * later; returns a function that cancels it. For work that should follow the page's start-up
 * rather than join it: on a phone, hydration and its effects already make one long task, and
 * anything added to it delays the first tap. Safari has no requestIdleCallback, so it gets a timer.
 */
export function whenIdle(task: () => void, timeoutMs = 500): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}
