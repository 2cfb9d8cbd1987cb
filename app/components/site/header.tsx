import { useId, useRef } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useDismiss } from "~/hooks/use-dismiss";
import { usePageDisclosure } from "~/hooks/use-page-disclosure";
import { pathOf } from "~/route-table";
import { Announcements } from "./announcements";
import { LogoMark, Wordmark } from "./logo";
import { SearchBox } from "./search-box";
import { MainNav } from "./main-nav";
import { ThemeSelect } from "./theme-select";
import { useContent } from "~/content/use-content";

/**
 * The fixed site header. Wide screens show everything in one bar; below the breakpoint a menu
 * toggle shows and hides the navigation, search and theme choice. Without scripts the menu is
 * simply always shown (see the [data-js] rules in the CSS).
 */
export function SiteHeader() {
  const site = useContent("site");
  const { open: menuOpen, close: closeMenu, toggle: toggleMenu } = usePageDisclosure();
  const panelId = useId();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useDismiss(header, menuOpen, closeMenu, toggle);

  return (
    <header className="site-header" ref={header}>
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
          <button
            ref={toggle}
            type="button"
            className="button button--quiet menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={toggleMenu}
          >
            <Icon name={menuOpen ? "close" : "menu"} />
            <span>{site.chrome.menu}</span>
          </button>
        </div>
        <div id={panelId} className="site-header__panel" data-open={menuOpen || undefined}>
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
