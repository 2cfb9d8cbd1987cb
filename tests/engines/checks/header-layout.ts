import { expect } from "vitest";
import type { EnginePage } from "../engine";

/**
 * The header's layout, the same in every engine as in Chromium. Each check measures the page's own
 * boxes and computes what to expect from them (its gaps, paddings and columns), so a change of
 * spacing or content moves the expectation with it.
 */

/** Which page, and in which scheme; the layout is the same on every page. */
export interface HeaderVisit {
  path?: string;
  scheme?: "light" | "dark";
}

/** A row of the phone menu: where its box is, and where what it shows begins and ends. */
interface MenuRow {
  name: string;
  top: number;
  bottom: number;
  contentTop: number;
  contentBottom: number;
}

interface MenuGeometry {
  open: boolean;
  top: number;
  bottom: number;
  height: number;
  /** The panel's border and padding above its first row and below its last. */
  edgeTop: number;
  edgeBottom: number;
  rowGap: number;
  rows: MenuRow[];
}

/**
 * The phone menu (below the desktop breakpoint, on every page) is as tall as what it holds: its
 * rows (the main tasks, the page links, the search) follow one another at its designed gap, it
 * ends its padding below the last, and no row is stretched to leave a blank band. WebKit drew it
 * 784 px tall instead of 559, as tall as its max-height, with its rows pulled apart and the search
 * at the bottom of the screen.
 */
export async function menuFitsItsContent(page: EnginePage, visit: HeaderVisit = {}) {
  await page.open(visit.path ?? "/", { width: 390, height: 844, scheme: visit.scheme });
  await page.click(".menu-toggle");
  await page.waitFor("the menu to open", () => {
    const id = document.querySelector(".menu-toggle")?.getAttribute("popovertarget");
    return !!id && !!document.getElementById(id)?.matches(":popover-open");
  });

  const menu = await page.evaluate((): MenuGeometry => {
    const toggle = document.querySelector(".menu-toggle")!;
    const panel = document.getElementById(toggle.getAttribute("popovertarget")!)!;
    const px = (value: string) => parseFloat(value) || 0;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const style = getComputedStyle(panel);
    const box = panel.getBoundingClientRect();
    const rows = [...panel.children].filter(shown).map((row) => {
      // What the row shows: the boxes drawn inside it, within its own padding and border. A row
      // stretched taller than that leaves a blank band above or below what it shows.
      const rowStyle = getComputedStyle(row);
      const rowBox = row.getBoundingClientRect();
      const inside = [...row.querySelectorAll("*")]
        .filter(shown)
        .map((element) => element.getBoundingClientRect());
      return {
        name: row.getAttribute("aria-label") ?? row.className,
        top: rowBox.top,
        bottom: rowBox.bottom,
        contentTop:
          Math.min(...inside.map((rect) => rect.top)) -
          px(rowStyle.paddingTop) -
          px(rowStyle.borderTopWidth),
        contentBottom:
          Math.max(...inside.map((rect) => rect.bottom)) +
          px(rowStyle.paddingBottom) +
          px(rowStyle.borderBottomWidth),
      };
    });
    return {
      open: panel.matches(":popover-open"),
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      edgeTop: px(style.borderTopWidth) + px(style.paddingTop),
      edgeBottom: px(style.paddingBottom) + px(style.borderBottomWidth),
      rowGap: px(style.rowGap),
      rows,
    };
  });

  expect(menu.open, "the menu is open").toBe(true);
  expect(menu.rows.length, "the menu shows its rows").toBeGreaterThan(1);
  const [first] = menu.rows;
  const last = menu.rows.at(-1)!;
  const content = menu.rows.reduce((sum, row) => sum + row.contentBottom - row.contentTop, 0);
  near(
    menu.height,
    menu.edgeTop + content + menu.rowGap * (menu.rows.length - 1) + menu.edgeBottom,
    "the menu is as tall as its rows, its gaps between them and its padding",
  );
  near(first!.contentTop - menu.top, menu.edgeTop, "the first row begins below the menu's padding");
  for (const row of menu.rows) {
    near(row.top, row.contentTop, `"${row.name}" begins where what it shows begins, no band`);
    near(row.bottom, row.contentBottom, `"${row.name}" ends where what it shows ends, no band`);
  }
  for (const [index, row] of menu.rows.slice(1).entries()) {
    const above = menu.rows[index]!;
    near(
      row.contentTop - above.contentBottom,
      menu.rowGap,
      `the band between "${above.name}" and "${row.name}" is the menu's gap`,
    );
  }
  near(
    menu.bottom - last.contentBottom,
    menu.edgeBottom,
    `the menu ends its padding below "${last.name}"`,
  );
}

/** A length as expected to within a pixel (engines round subpixel layout differently). */
function near(actual: number, expected: number, what: string) {
  expect(
    Math.abs(actual - expected),
    `${what}: ${round(actual)} px, not ${round(expected)} px`,
  ).toBeLessThanOrEqual(1);
}

function round(length: number) {
  return Math.round(length * 10) / 10;
}

interface DesktopHeaderGeometry {
  contentRight: number;
  columnGap: number;
  /** The bar's last column, which holds Announcements above and the tools below. */
  lastColumn: number;
  tools: { left: number; right: number };
  announcementsRight: number;
  tasksRight: number;
  /** The Donate button, between the tasks and Announcements. */
  button: { left: number; right: number };
}

/**
 * On a desktop (1280 px) the header's right-hand column is as wide as the tools it holds (search
 * and theme): the last tool ends at the header's right content edge, under Announcements, and
 * the top row's links end one column gap before the Donate button, which ends one gap before the
 * tools' column begins (issue 53: Donate left the second row). Firefox and WebKit sized the
 * column by the search field's full width, not the width the search box is given, and drew the
 * tools 53-64 px short of the edge, the top row of links moved left with them.
 */
export async function headerToolsReachTheEdge(page: EnginePage, visit: HeaderVisit = {}) {
  await page.open(visit.path ?? "/", { width: 1280, height: 800, scheme: visit.scheme });

  const header = await page.evaluate((): DesktopHeaderGeometry => {
    const px = (value: string) => parseFloat(value) || 0;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const bar = document.querySelector(".site-header__bar")!;
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const columns = style.gridTemplateColumns.split(" ").map(px);
    const tools = [...document.querySelector(".site-header__tools")!.children]
      .filter(shown)
      .map((tool) => tool.getBoundingClientRect());
    const actions = [...document.querySelector(".site-header__actions")!.children]
      .filter(shown)
      .map((action) => action.getBoundingClientRect());
    const button = document.querySelector(".site-header__button a")!.getBoundingClientRect();
    const tasks = [...document.querySelectorAll(".task-nav a")]
      .filter(shown)
      .map((link) => link.getBoundingClientRect());
    return {
      contentRight: box.right - px(style.borderRightWidth) - px(style.paddingRight),
      columnGap: px(style.columnGap),
      lastColumn: columns.at(-1) ?? 0,
      tools: {
        left: Math.min(...tools.map((rect) => rect.left)),
        right: Math.max(...tools.map((rect) => rect.right)),
      },
      announcementsRight: Math.max(...actions.map((rect) => rect.right)),
      tasksRight: Math.max(...tasks.map((rect) => rect.right)),
      button: { left: button.left, right: button.right },
    };
  });

  near(header.tools.right, header.contentRight, "the last tool ends at the header's right edge");
  near(header.announcementsRight, header.contentRight, "Announcements ends at that edge too");
  near(
    header.tools.right - header.tools.left,
    header.lastColumn,
    "the right-hand column is as wide as its tools",
  );
  near(
    header.tasksRight,
    header.button.left - header.columnGap,
    "the top row of links ends one column gap before the Donate button",
  );
  near(
    header.button.right,
    header.tools.left - header.columnGap,
    "the Donate button ends one column gap before the tools' column",
  );
}
