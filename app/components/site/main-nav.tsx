import { type CSSProperties, useId } from "react";
import { NavLink, useLocation } from "~/lib/location";
import { Icon } from "~/components/ui/icon";
import { type RouteId, pathOf } from "~/route-table";
import type { Content } from "~/content/schema";
import { useContent, usePage } from "~/hooks/use-content";

type NavEntry = Content["site"]["nav"][number];

/**
 * The main navigation links, in content/site.yaml's order, with its dropdown groups; not the entry
 * drawn as a button (Donate), which the header places itself (NavButton).
 */
export function MainNav() {
  const site = useContent("site");
  return (
    <ul className="main-nav__list">
      {site.nav.map((entry) =>
        "page" in entry ? (
          entry.page === site.navButton ? null : (
            <li key={entry.page}>
              <PageLink id={entry.page} />
            </li>
          )
        ) : (
          <li key={entry.group}>
            <NavGroup entry={entry} />
          </li>
        ),
      )}
    </ul>
  );
}

function PageLink({ id, button = false }: { id: RouteId; button?: boolean }) {
  const page = usePage(id);
  return (
    <NavLink
      to={pathOf(id)}
      end
      className={button ? "main-nav__link main-nav__link--button" : "main-nav__link"}
    >
      {page.name}
    </NavLink>
  );
}

/**
 * The navigation's entry drawn as a button (`navButton`: Donate), the header's one filled control:
 * on its first row, after the main tasks, on a computer; after the navigation in the phone menu.
 */
export function NavButton() {
  const { navButton } = useContent("site");
  return navButton ? <PageLink id={navButton} button /> : null;
}

/** The main tasks, in content/site.yaml's order, each marked on its own page. */
export function TaskNav() {
  const { tasks } = useContent("site");
  return (
    <ul className="task-nav__list">
      {tasks.links.map((link) => (
        <li key={link.page}>
          <NavLink to={pathOf(link.page)} end className="task-nav__link">
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A dropdown: its list is a popover, so the browser opens it by click, Enter or Space and closes
 * it on a press outside or Escape, before and without scripts. The list sits below its button
 * through CSS anchor positioning (the anchor's name is the group's own, so groups never share one).
 * In the phone menu, where a popup would cover the links below it, the list shows in place under
 * the group's name instead.
 */
function NavGroup({ entry }: { entry: Extract<NavEntry, { group: string }> }) {
  const listId = useId();
  const { pathname } = useLocation();
  const current = entry.pages.some((id) => pathOf(id) === pathname);
  const anchor = `--${listId.replace(/[^\w-]/g, "")}`;

  return (
    <div className="nav-group">
      {/* In the phone menu the group is a heading-like label over its links, not a popup. */}
      <span className="main-nav__link nav-group__label">{entry.group}</span>
      <button
        type="button"
        className="main-nav__link nav-group__button"
        popoverTarget={listId}
        data-current={current || undefined}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {entry.group}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul
        id={listId}
        className="nav-group__list"
        popover="auto"
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {entry.pages.map((id) => (
          <li key={id}>
            <PageLink id={id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
