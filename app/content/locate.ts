// Browser-safe: the build (load.ts) and the content editor (app/editor) name places alike.

/**
 * Turns a path into words a person editing the YAML can follow: list items are named by their
 * index and, where they have one, their id or name.
 */
export function locate(raw: unknown, at: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = raw;
  for (const key of at) {
    if (typeof key === "number") {
      node = Array.isArray(node) ? node[key] : undefined;
      const label = recordLabel(node);
      const last = parts.pop() ?? "";
      parts.push(`${last}[${key}]${label ? ` ${JSON.stringify(label)}` : ""}`);
    } else {
      node =
        node && typeof node === "object"
          ? (node as Record<string, unknown>)[String(key)]
          : undefined;
      parts.push(String(key));
    }
  }
  // Join a record's fields with dots, and step into a new record with ›.
  return parts.reduce((joined, part, index) => {
    if (index === 0) return part;
    const previous = parts[index - 1] ?? "";
    return joined + (/\]( ".*")?$/.test(previous) && previous.includes('"') ? " › " : ".") + part;
  }, "");
}

function recordLabel(node: unknown): string | undefined {
  if (!node || typeof node !== "object") return undefined;
  const { id, name } = node as { id?: unknown; name?: unknown };
  if (typeof id === "string") return id;
  if (typeof name === "string") return name;
  return undefined;
}
