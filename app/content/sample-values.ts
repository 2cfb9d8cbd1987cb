/**
 * Sample values: what the association has still to replace. A record's `sample` mark covers its
 * values (`true` for all, or the names of some); a reserved example value (an example.org address,
 * a 555-01xx number) must be covered, so the report of what to replace before launch is complete.
 * Browser-safe: the build's loader and the content editor apply the same rule.
 */

/**
 * Values only a sample may hold: the reserved example domains and telephone numbers, and the
 * stand-in photographs (assets/stand-ins/), made to show where a photo goes and never to be taken
 * for one of JADE's own.
 */
export const reservedValuePatterns = [
  /example\.(org|com|net)\b/i,
  /555-01\d\d/,
  /^assets\/stand-ins\//,
];

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
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === "sample") continue;
      walk(child, [...at, key], marked || coveredBy(node, key), visit);
    }
  }
}

/**
 * Whether a `sample` mark covers the value at `at` in a file (parsed or as loaded: the loader keeps
 * the marks), by the rule `walk` applies: a record marked `true` covers everything in it, a list of
 * names covers those fields and everything in them. What the pages use to say a value is a sample,
 * so replacing it and removing its mark is all it takes for the page to stop saying so.
 */
export function isSample(root: unknown, at: Path): boolean {
  let node = root;
  for (const key of at) {
    if (coveredBy(node, key)) return true;
    node =
      node !== null && typeof node === "object"
        ? (node as Record<PropertyKey, unknown>)[key as keyof typeof node]
        : undefined;
  }
  return false;
}

/** Whether `node`, a record, marks its field `key` (or itself, and so every field) as a sample. */
function coveredBy(node: unknown, key: PropertyKey): boolean {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return false;
  const mark = (node as { sample?: unknown }).sample;
  return mark === true || (Array.isArray(mark) && mark.includes(key));
}

/** The reserved example values no mark covers, each with its place in the file. */
export function unmarkedSampleValues(raw: unknown): { path: PropertyKey[]; value: string }[] {
  const found: { path: PropertyKey[]; value: string }[] = [];
  walk(raw, [], false, (value, at, marked) => {
    if (!marked && isReservedValue(value)) found.push({ path: [...at], value });
  });
  return found;
}
