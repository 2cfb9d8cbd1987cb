/**
 * Where the page is, and links and query changes without a client-side router (decision 0033).
 * Every page is a full page load; the scripts that run are islands (app/islands/island.tsx), and
 * they read the address from here. On the server the address is the prerendered page's; in the
 * browser it is the window's, read after hydration (hydration sees the prerendered one, so the two
 * renders always match) and followed as the islands change the query or the visitor goes back.
 */
import {
  type AnchorHTMLAttributes,
  type ReactNode,
  createContext,
  useContext,
  useSyncExternalStore,
} from "react";

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The prerendered page's address: given by the root layout and by each island's root. */
export const ServerLocation = createContext<PageLocation>({ pathname: "/", search: "", hash: "" });

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  window.addEventListener("hashchange", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
    window.removeEventListener("hashchange", listener);
  };
}

// useSyncExternalStore needs the same object while the address is the same.
let snapshot: PageLocation | undefined;
let snapshotHref = "";
function windowLocation(): PageLocation {
  if (!snapshot || snapshotHref !== window.location.href) {
    const { pathname, search, hash } = window.location;
    snapshot = { pathname, search, hash };
    snapshotHref = window.location.href;
  }
  return snapshot;
}

/** The page's address: the prerendered one on the server and while hydrating, then the window's. */
export function useLocation(): PageLocation {
  const server = useContext(ServerLocation);
  return useSyncExternalStore(subscribe, windowLocation, () => server);
}

type QueryInit = string | URLSearchParams | Record<string, string>;

/**
 * Changes the address's query in place (no page load), keeping its path, and its fragment unless
 * `hash` gives another ("#bank-details").
 */
export function setQuery(
  query: QueryInit,
  { replace = false, hash = window.location.hash }: { replace?: boolean; hash?: string } = {},
) {
  const text = new URLSearchParams(query).toString();
  const url = `${window.location.pathname}${text ? `?${text}` : ""}${hash}`;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
}

/** The address's query, and a function to change it (as React Router's useSearchParams). */
export function useSearchParams(): [
  URLSearchParams,
  (query: QueryInit, options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  return [new URLSearchParams(search), setQuery];
}

/** Goes to another page: a full page load, as a link does. */
export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  children?: ReactNode;
};

/** A link to a page of the site: a plain `<a>` (every page is a full load). */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * A link in the navigation: marked `aria-current="page"` (and the class `active`) on its own page,
 * and, unless `end`, on the pages below it.
 */
export function NavLink({
  to,
  end = false,
  className,
  children,
  ...rest
}: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && to !== "/" && pathname.startsWith(`${to}/`));
  return (
    <a
      href={to}
      aria-current={current ? "page" : undefined}
      className={current ? [className, "active"].filter(Boolean).join(" ") : className}
      {...rest}
    >
      {children}
    </a>
  );
}
