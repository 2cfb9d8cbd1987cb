import { walk } from "~/content/sample-values";

/**
 * A content file as it will be once the association has replaced its samples: every value a
 * `sample` mark covers rewritten without the word "sample" (as "Harbour"), and every mark
 * removed. Words about samples (`sampleWords`) are left as they are: the pages must stop showing
 * them by themselves.
 */
export function withRealDetails<T>(file: T): T {
  const real = structuredClone(file);
  const marked: (readonly PropertyKey[])[] = [];
  walk(real, [], false, (_, at, covered) => {
    if (covered) marked.push(at);
  });
  for (const at of marked) {
    const parent = at
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], real) as Record<
      PropertyKey,
      unknown
    >;
    const key = at.at(-1)!;
    const value = parent[key];
    if (typeof value === "string") parent[key] = value.replace(/sample/gi, "Harbour");
  }
  removeMarks(real);
  return real;
}

function removeMarks(node: unknown): void {
  if (Array.isArray(node)) node.forEach(removeMarks);
  else if (node !== null && typeof node === "object") {
    delete (node as { sample?: unknown }).sample;
    Object.values(node).forEach(removeMarks);
  }
}
