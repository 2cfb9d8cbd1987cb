/**
 * One page of one engine, driven the same way whatever client speaks to the browser: puppeteer
 * over the DevTools protocol (Chromium) or WebDriver BiDi (Firefox ESR), selenium over WebKitGTK's
 * WebDriver (decision 0048). The three-engine suite's checks are written against this alone, so
 * each check runs unchanged in every engine.
 */
export type EngineName = "chromium" | "firefox" | "webkit";

/** How the page's scripts arrive: as usual, never (scripting off), or each held 500 ms. */
export type Scripts = "on" | "off" | "late";

export interface Visit {
  width: number;
  height: number;
  /** The colour scheme the system asks for; light unless said. */
  scheme?: "light" | "dark";
  scripts?: Scripts;
}

/** A function run in the page: its arguments and result cross as JSON. */
export type InPage<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Opens a path of the tests' site (build-tests/) in a fresh tab of this size, scheme and script
   * state, and waits for its load; with scripts on, until the page has hydrated
   * (`data-hydrated` on the root). Errors are counted from here.
   */
  open(path: string, visit: Visit): Promise<void>;
  /** Runs a function in the page and returns its result, awaited. */
  evaluate<Args extends unknown[], Result>(
    fn: InPage<Args, Result>,
    ...args: Args
  ): Promise<Result>;
  /** Polls a function in the page until it returns true; fails naming `what` after 5 s. */
  waitFor<Args extends unknown[]>(
    what: string,
    fn: InPage<Args, boolean>,
    ...args: Args
  ): Promise<void>;
  /** A pointer press and release at the centre of the first element the selector matches. */
  click(selector: string): Promise<void>;
  /** One key on whatever has focus: "Tab", "Shift+Tab", "Enter", " ", "Escape", "ArrowRight"… */
  press(key: string): Promise<void>;
  /** Text typed into whatever has focus, a key at a time. */
  type(text: string): Promise<void>;
  /**
   * What went wrong since `open`: uncaught errors, rejected promises, policy violations and console
   * errors, each a line naming what.
   */
  errors(): Promise<string[]>;
}
