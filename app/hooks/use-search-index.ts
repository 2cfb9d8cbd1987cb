import { useEffect, useState } from "react";
import type { Search } from "~/search/engine";

export type SearchIndexStatus = "idle" | "loading" | "ready" | "failed";

/**
 * The site's search, loaded once `wanted` (the header's box on its first focus, the results page
 * on arrival): one dynamic import brings MiniSearch with the query code, one request the index,
 * which app/search/engine.ts shares between callers. "idle" until wanted; once failed it stays
 * failed for this component, and the callers offer the page listing instead (decision 0012).
 */
export function useSearchIndex(wanted: boolean): {
  search: Search | undefined;
  status: SearchIndexStatus;
} {
  const [loaded, setLoaded] = useState<{ search: Search } | "failed">();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import("~/search/engine")
      .then(({ loadSearch }) => loadSearch())
      .then(
        (search) => current && setLoaded({ search }),
        () => current && setLoaded("failed"),
      );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!wanted) return { search: undefined, status: "idle" };
  if (loaded === undefined) return { search: undefined, status: "loading" };
  if (loaded === "failed") return { search: undefined, status: "failed" };
  return { search: loaded.search, status: "ready" };
}
