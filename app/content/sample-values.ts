/**
 * Sample values: what the association has still to replace. A record's `sample` mark covers its
 * values (`true` for all, or the names of some); a reserved example value (an example.org address,
 * a 555-01xx number) must be covered, so the report of what to replace before launch is complete.
 * Browser-safe: the build's loader and the content editor apply the same rule.
 */

/** Values only a sample may hold: the reserved example domains and telephone numbers. */
export const reservedValuePatterns = [/example\.(org|com|net)\b/i, /555-01\d\d/];

export const isReservedValue = (value: string) =>
  reservedValuePatterns.some((pattern) => pattern.test(value));

type Path = readonly PropertyKey[];

/** Visits every string and number (as text) in a parsed file, telling whether a `sample` mark covers it. */
export function walk(
  node: unknown,
  at: Path,
  marked: boolean,
  visit: (value: string, at: Path, marked: boolean) => void,
): void {
  if (typeof node === "string") {
    visit(node, at, marked);
  } else if (typeof node === "number") {
    visit(String(node), at, marked);
  } else if (Array.isArray(node)) {
    node.forEach((child, index) => walk(child, [...at, index], marked, visit));
  } else if (node && typeof node === "object") {
    const entries = Object.entries(node as Record<string, unknown>);
    const mark = (node as { sample?: unknown }).sample;
    for (const [key, child] of entries) {
      if (key === "sample") continue;
      const covered = marked || mark === true || (Array.isArray(mark) && mark.includes(key));
      walk(child, [...at, key], covered, visit);
    }
  }
}

/** The reserved example values no mark covers, each with its place in the file. */
export function unmarkedSampleValues(raw: unknown): { path: PropertyKey[]; value: string }[] {
  const found: { path: PropertyKey[]; value: string }[] = [];
  walk(raw, [], false, (value, at, marked) => {
    if (!marked && isReservedValue(value)) found.push({ path: [...at], value });
  });
  return found;
}
