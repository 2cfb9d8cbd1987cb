/**
 * What an island carries to the browser (issue 42): of each content file it reads, the fields its
 * projection keeps (app/islands/projections.ts), never more. Server only: <Island> projects what
 * the island read while it was prerendered, renders it again from that alone through a strict view
 * that refuses a field the projection dropped, and the page carries the islands' projections
 * merged.
 */
import type { RouteData } from "~/hooks/use-content";
import type { Content } from "../content/schema";

/**
 * A copy of T with any of its fields left out, at any depth, and any items of its lists: those no
 * day from the build's on shows. Two islands on one page that carry a list must keep the same
 * items of it, in order (they merge item by item; mergeCarried refuses lists of other lengths).
 */
export type Projected<T> = T extends readonly (infer Item)[]
  ? Projected<Item>[]
  : T extends object
    ? { [K in keyof T]?: Projected<T[K]> }
    : T;

/**
 * An island's projections: for each content file it reads, the fields it keeps of it when built on
 * `day` (the build's, in Jamaica): the widget shows that day and the days after it, never before.
 */
export type FileProjections = {
  [K in keyof Content]?: (file: Content[K], day: string) => Projected<Content[K]>;
};

/** Two islands' projections of one file: the fields of both, lists item by item. */
export function mergeCarried(a: unknown, b: unknown, path: string): unknown {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length)
      throw new Error(
        `${path}: two islands carry ${a.length} and ${b.length} items of this list; islands that ` +
          "carry one list must keep the same items of it, in order (app/islands/projections.ts).",
      );
    return a.map((item: unknown, index) => mergeCarried(item, b[index], `${path}[${index}]`));
  }
  if (isRecord(a) && isRecord(b)) {
    const merged: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b))
      merged[key] = mergeCarried(a[key], value, `${path}.${key}`);
    return merged;
  }
  return a;
}

/** Merges `from` into `into`: the content files field by field, the pictures by name. */
export function carryInto(into: RouteData, from: RouteData): void {
  for (const [key, value] of Object.entries(from.content))
    Object.assign(into.content, {
      [key]: mergeCarried((into.content as Record<string, unknown>)[key], value, key),
    });
  if (from.pictures && Object.keys(from.pictures).length > 0)
    Object.assign((into.pictures ??= {}), from.pictures);
  if (from.proposalCover !== undefined) into.proposalCover = from.proposalCover;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A widget read a field its island's projection leaves out, so the browser would not have it. */
export class DroppedFieldError extends Error {
  constructor(island: string, field: string) {
    super(
      `Island "${island}" reads ${field}, which its projection leaves out, so the browser would ` +
        `not have it: keep it in "${island}"'s projection (app/islands/projections.ts).`,
    );
    this.name = "DroppedFieldError";
  }
}

/**
 * `carried` as the widget reads it, refusing each field that `whole` has and `carried` dropped
 * (a DroppedFieldError naming it). The same object gives the same view, so a widget comparing items
 * by identity still finds them equal.
 */
export function strictView<T>(carried: T, whole: unknown, island: string, path: string): T {
  const views = new WeakMap<object, unknown>();
  const view = (value: unknown, original: unknown, at: string): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = views.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === "symbol") return found;
        if (key in target) {
          const inWhole = counterpart(target, original, key, found);
          return view(found, inWhole, fieldName(target, at, key));
        }
        if (isObject(original) && (original as Record<string, unknown>)[key] !== undefined)
          throw new DroppedFieldError(island, fieldName(target, at, key));
        return undefined;
      },
    });
    views.set(value, proxy);
    return proxy;
  };
  return view(carried, whole, path) as T;
}

/**
 * What the whole file has where `carried` has `found` at `key`: the same field, or in a list the
 * projection left items out of, the item of the same id (or, without ids, the same place).
 */
function counterpart(carried: object, whole: unknown, key: string, found: unknown): unknown {
  if (!isObject(whole)) return undefined;
  if (Array.isArray(carried) && Array.isArray(whole) && carried.length !== whole.length) {
    const id = isObject(found) ? (found as { id?: unknown }).id : undefined;
    if (id !== undefined)
      return (whole as unknown[]).find(
        (item) => isObject(item) && (item as { id?: unknown }).id === id,
      );
  }
  return (whole as Record<string, unknown>)[key];
}

/** A field's name as a reader writes it: programmes.programmes[2].stagings. */
const fieldName = (target: object, at: string, key: string) =>
  Array.isArray(target) ? `${at}[${key}]` : at ? `${at}.${key}` : key;

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;
