// Browser-safe: the build (load.ts) and the content editor (app/editor) name places alike.
import { itemNoun } from "./item-nouns";
import type { ContentName } from "./schema";

/**
 * Turns a path in a content file into words a person can follow, in the editor's as in the file:
 * a list's item is named as the editor names it, by what one item is called and its number from
 * 1, then its ID or name where it has one; a record's fields are its keys, joined by dots.
 * `["programmes", 1, "stagings", 0, "dates", 0, "end"]` in programmes is
 * `Programme 2 "national-debaters-week" › Staging 1 "ndw-2025" › Date 1 › end`.
 */
export function locate(file: ContentName, raw: unknown, at: readonly PropertyKey[]): string {
  const parts: string[] = [];
  /** The keys since the last item, and the list's path as the words name it ("programmes[].stagings"). */
  let keys: string[] = [];
  let path = "";
  let node: unknown = raw;
  for (const key of at) {
    if (typeof key === "number") {
      node = Array.isArray(node) ? node[key] : undefined;
      // The list's own key is said by its item's name: "Partner 3", not "partners › Partner 3".
      keys.pop();
      if (keys.length > 0) parts.push(keys.join("."));
      keys = [];
      const label = recordLabel(node);
      parts.push(`${itemNoun(file, path)} ${key + 1}${label ? ` ${JSON.stringify(label)}` : ""}`);
      path = `${path}[]`;
    } else {
      node =
        node && typeof node === "object"
          ? (node as Record<string, unknown>)[String(key)]
          : undefined;
      keys.push(String(key));
      path = path ? `${path}.${String(key)}` : String(key);
    }
  }
  if (keys.length > 0) parts.push(keys.join("."));
  return parts.join(" › ");
}

function recordLabel(node: unknown): string | undefined {
  if (!node || typeof node !== "object") return undefined;
  const { id, name } = node as { id?: unknown; name?: unknown };
  if (typeof id === "string") return id;
  if (typeof name === "string") return name;
  return undefined;
}
