import { useId, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useDismiss } from "~/hooks/use-dismiss";
import { usePageDisclosure } from "~/hooks/use-page-disclosure";
import { type RouteId, pathOf } from "~/route-table";
import type { Content } from "~/content/schema";
import { useContent, usePage } from "~/content/use-content";

type NavEntry = Content["site"]["nav"][number];

/** The main navigation links, in content/site.yaml's order, with its dropdown groups. */
export function MainNav() {
  const site = useContent("site");
  return (
    <ul className="main-nav__list">
      {site.nav.map((entry) =>
        "page" in entry ? (
          <li key={entry.page}>
            <PageLink id={entry.page as RouteId} />
          </li>
        ) : (
          <li key={entry.group}>
            <NavGroup entry={entry} />
          </li>
        ),
      )}
    </ul>
  );
}

function PageLink({ id }: { id: RouteId }) {
  const page = usePage(id);
  return (
    <NavLink to={pathOf(id)} end className="main-nav__link" prefetch="intent">
      {page.name}
    </NavLink>
  );
}

/** A disclosure dropdown: opens by click, Enter or Space; closes on a press outside, Escape or navigation. */
function NavGroup({ entry }: { entry: Extract<NavEntry, { group: string }> }) {
  const { open, close, toggle } = usePageDisclosure();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const current = entry.pages.some((id) => pathOf(id as RouteId) === pathname);

  useDismiss(container, open, close, button);

  return (
    <div className="nav-group" ref={container}>
      <button
        ref={button}
        type="button"
        className="main-nav__link nav-group__button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current || undefined}
        onClick={toggle}
      >
        {entry.group}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className="nav-group__list">
        {entry.pages.map((id) => (
          <li key={id}>
            <PageLink id={id as RouteId} />
          </li>
        ))}
      </ul>
    </div>
  );
}
