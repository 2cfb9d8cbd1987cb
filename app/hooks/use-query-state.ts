import { useState } from "react";
import { useLocation, useSearchParams } from "~/islands/location";
import { useHydrated } from "./use-hydrated";

/** The same query whatever its spelling: "", "?" and "?a=1" against "a=1". */
const sameQuery = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

/**
 * A value that lives in the address's query, so it can be shared. `read` turns the query into the
 * value and `write` the value into the query (keeping other parameters).
 *
 * The prerendered page shows `initial`, and the address is read only once hydrated, so hydration
 * never mismatches. A change shows at once: the address follows a moment later (a navigation),
 * and until it has, the value is held here, so a controlled input never springs back, even when
 * several changes are made before the first navigation ends (typing). If the address moves
 * somewhere this hook did not send it, the address wins.
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, current: URLSearchParams) => URLSearchParams,
  initial: T,
): [T, (next: T) => void] {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  // The value last set, with the queries on its way there: the one it was set from, then each
  // written since. While the address is at one of them, the value set is the one to show.
  const [held, setHeld] = useState<{ value: T; queries: readonly string[] } | null>(null);
  const at = held ? held.queries.findIndex((query) => sameQuery(query, search)) : -1;
  const value = held && at >= 0 ? held.value : hydrated ? read(params) : initial;

  const set = (next: T) => {
    const query = write(next, params).toString();
    const behind = held && at >= 0 ? held.queries.slice(at) : [search];
    setHeld({ value: next, queries: [...behind, query] });
    setParams(query, { replace: true, preventScrollReset: true });
  };
  return [value, set];
}
