import { useHydrated } from "./use-hydrated";
import { useSearchParams } from "~/lib/location";

/**
 * A value that lives in the address's query, so it can be shared. `read` turns the query into the
 * value and `write` the value into the query (keeping other parameters).
 *
 * The prerendered page shows `initial`, and the address is read only once hydrated, so hydration
 * never mismatches. A change replaces the address at once (app/lib/location.tsx), in the same
 * render, so a controlled input never springs back; Back and Forward move the value with the
 * address.
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, current: URLSearchParams) => URLSearchParams,
  initial: T,
): [T, (next: T) => void] {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const value = hydrated ? read(params) : initial;
  const set = (next: T) => setParams(write(next, params), { replace: true });
  return [value, set];
}
