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
 * A copy of T with any of its fields left out, at any depth. A list keeps every item, in order,
 * so that two islands' projections of one file merge item by item.
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
        `${path}: two islands carry ${a.length} and ${b.length} items of this list; a projection ` +
          "keeps every item of a list, in order (app/islands/projections.ts).",
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
          const inWhole = isObject(original)
            ? (original as Record<string, unknown>)[key]
            : undefined;
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

/** A field's name as a reader writes it: programmes.programmes[2].stagings. */
const fieldName = (target: object, at: string, key: string) =>
  Array.isArray(target) ? `${at}[${key}]` : at ? `${at}.${key}` : key;

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;
