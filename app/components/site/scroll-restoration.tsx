import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions in session storage (its own default key). */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Before the first paint, back at a page of this visit: scroll to where the visitor left it. React
 * Router's own inline script does the same, but when storage is blocked it throws an uncaught
 * SecurityError on every page (its catch touches storage again); this one gives up quietly, and
 * the page simply starts at the top. Kept in step with React Router 7's: the history entry gets a
 * key if it has none, which the router then uses as the page's location key.
 */
export const restoreScrollScript = `(function(k){try{var h=window.history;
if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");
var y=JSON.parse(sessionStorage.getItem(k)||"{}")[h.state.key];
if(typeof y==="number")window.scrollTo(0,y)}catch(e){}})(${JSON.stringify(scrollPositionsKey)})`;

/**
 * React Router's <ScrollRestoration>, with a restoring script that never throws. The hook saves
 * positions as the router's own component does (it already catches blocked storage).
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />
  );
}
