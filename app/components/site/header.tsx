import { useId } from "react";
import { Link } from "~/lib/location";
import { Icon } from "~/components/ui/icon";
import { pathOf } from "~/route-table";
import { Announcements } from "./announcements";
import { LogoMark, Wordmark } from "./logo";
import { SearchBox } from "./search-box";
import { MainNav, NavButton, TaskNav } from "./main-nav";
import { ThemeSelect } from "./theme-select";
import { useContent } from "~/hooks/use-content";

/**
 * The site header, sticky at the top of the page. From the breakpoint up it has two rows: the
 * logo, the main tasks (programmes, results, sponsorship, contact), the Donate button (the one
 * call to action) and Announcements; then the specification's navigation, with search and the
 * theme choice (issue 53: Donate no longer sits among the pages).
 * Below it, the Menu button shows and hides the tasks, navigation and search as a popover, which
 * the browser opens, closes on a press outside or Escape, and returns focus from, before and
 * without scripts. The head script closes it when focus leaves it and when the window widens past
 * the breakpoint (app/lib/boot-script.ts).
 */
export function SiteHeader() {
  const site = useContent("site");
  const panelId = useId();

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={pathOf("home")} className="brand">
          <LogoMark />
          <Wordmark />
          <span className="visually-hidden">
            {site.shortName}: {site.name}, home
          </span>
        </Link>
        <div className="site-header__actions">
          <Announcements />
          {/* The browser gives a popover's button its expanded state: no aria-expanded to go stale. */}
          <button
            type="button"
            className="button button--quiet menu-toggle"
            popoverTarget={panelId}
          >
            <span className="menu-toggle__closed">
              <Icon name="menu" />
            </span>
            <span className="menu-toggle__open">
              <Icon name="close" />
            </span>
            <span>{site.chrome.menu}</span>
          </button>
        </div>
        <div id={panelId} className="site-header__panel" popover="auto">
          <nav className="task-nav" aria-label={site.tasks.label}>
            <TaskNav />
          </nav>
          {/* Donate comes after the main tasks, before the pages, as the eye meets it on a
              desktop's first row, so Tab does not leave that row and come back to it. */}
          <div className="site-header__button">
            <NavButton />
          </div>
          <nav className="main-nav" aria-label="Main">
            <MainNav />
          </nav>
          <div className="site-header__tools">
            <SearchBox />
            <ThemeSelect />
          </div>
        </div>
      </div>
    </header>
  );
}
