/**
 * A stand-in for the due module (app/islands/due.ts) in scripts/build/islands-scripts.test.ts: the quiet islands due
 * are those the test names in the body's `data-due`.
 */
export function due(names: readonly string[]): string[] {
  const dueNow = (document.body.dataset.due ?? "").split(" ");
  return names.filter((name) => dueNow.includes(name));
}
