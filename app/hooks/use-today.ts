import { useSyncExternalStore } from "react";
import { builtOn } from "virtual:build-info";
import { jamaicaToday } from "~/lib/dates";

const noSubscription = () => () => {};

/**
 * Today's calendar date in Jamaica. The prerendered HTML and hydration use the build date, so they
 * always match; straight after hydration React re-renders with the visitor's real today, so an old
 * build never shows stale dates.
 */
export function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => jamaicaToday(Date.now()),
    () => builtOn,
  );
}
