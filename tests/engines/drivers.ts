import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver, error as webDriverError } from "selenium-webdriver";
import { chromiumArgs, findHeadlessShell } from "../support/chromium";
import type { EngineName, EnginePage, InPage, Scripts, Visit } from "./engine";
import { ports } from "./ports";

/**
 * The engines behind EnginePage (decision 0048): Chromium's headless shell over the DevTools
 * protocol and Firefox ESR over WebDriver BiDi, both through puppeteer, and WebKitGTK's MiniBrowser
 * through its own WebDriver with selenium. A browser is started for each set of launch-time
 * settings a visit asks for (the colour scheme and scripting, where the engine takes them only at
 * launch) and kept for the file's tests; each visit opens a fresh tab (Chromium, Firefox: a fresh
 * context, so no storage or cache carries over) or clears the one window's storage (WebKit).
 */
export interface Engine {
  page: EnginePage;
  close(): Promise<void>;
}

const origin = (scripts: Scripts) =>
  `http://127.0.0.1:${scripts === "late" ? ports.late : ports.proxy}`;

/**
 * The last visit's storage goes before the next, as in a fresh tab: each engine keeps one tab
 * (one window in WebKit) for the visits a browser serves, which costs a navigation and no more.
 */
const clearStorage = () => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // about:blank, or storage blocked: nothing kept.
  }
};

/** Where a visit's page errors come from: the proxy's watcher (tests/engines/site-proxy.ts). */
const readErrors = () => [...((window as { __engineErrors?: string[] }).__engineErrors ?? [])];

/** The steps every engine shares: polling, and the hydration a visit with scripts waits for. */
abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  abstract open(path: string, visit: Visit): Promise<void>;
  abstract evaluate<Args extends unknown[], Result>(
    fn: InPage<Args, Result>,
    ...args: Args
  ): Promise<Result>;
  abstract click(selector: string): Promise<void>;
  abstract press(key: string): Promise<void>;
  abstract type(text: string): Promise<void>;

  async waitFor<Args extends unknown[]>(what: string, fn: InPage<Args, boolean>, ...args: Args) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      // A page that is navigating has no document to ask for a moment: asked again.
      if (await this.evaluate(fn, ...args).catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited 5 s for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async errors() {
    return this.evaluate(readErrors);
  }

  protected async settle(visit: Visit) {
    if ((visit.scripts ?? "on") !== "on") return;
    await this.waitFor("the page to hydrate", () =>
      document.documentElement.hasAttribute("data-hydrated"),
    );
    // A widget below the first screen runs when the visitor comes near it (issue 42): each is come
    // near, as a visitor would, until it runs; then the page goes back where it was.
    const below = '[data-island][data-when="visible"]';
    const count = await this.evaluate(
      (selector) => document.querySelectorAll(selector).length,
      below,
    );
    if (count === 0) return;
    const top = await this.evaluate(() => window.scrollY);
    for (let index = 0; index < count; index++) {
      const near = await this.evaluate(
        (selector, at) => {
          const island = document.querySelectorAll<HTMLElement>(selector)[at];
          // Its element lays out as if it were not there (display: contents): its first child
          // with a box is scrolled to. One the layout does not show waits for nobody.
          const shown = [...(island?.children ?? [])].find(
            (child) => child.getClientRects().length > 0,
          );
          if (!island || island.hasAttribute("data-live") || !shown) return false;
          // Near, not in view, as in tests/support/fixtures.ts's waitForHydration.
          const { top, bottom } = shown.getBoundingClientRect();
          if (top >= innerHeight) scrollBy({ top: top - innerHeight + 1, behavior: "instant" });
          else if (bottom <= 0) scrollBy({ top: bottom - 1, behavior: "instant" });
          return true;
        },
        below,
        index,
      );
      if (near)
        await this.waitFor(
          "a widget below the first screen to run",
          (selector, at) =>
            document.querySelectorAll(selector)[at]?.hasAttribute("data-live") ?? true,
          below,
          index,
        );
    }
    await this.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  }
}

/** A key name as puppeteer's keyboard knows it, with "Shift+" held around it. */
async function pressWithPuppeteer(page: Page, key: string, space: string) {
  const [modifier, name] = key.includes("+") ? key.split("+") : [undefined, key];
  const actual = (name === " " ? space : name) as Parameters<Page["keyboard"]["press"]>[0];
  if (modifier) await page.keyboard.down(modifier as "Shift");
  await page.keyboard.press(actual);
  if (modifier) await page.keyboard.up(modifier as "Shift");
}

class PuppeteerPage extends BasePage {
  private browser?: Browser;
  private context?: BrowserContext;
  private current?: Page;
  private settings?: { width: number; height: number; scheme: string; scripts: boolean };
  private consoleErrors: string[] = [];

  constructor(
    readonly engine: "chromium" | "firefox",
    private readonly browserFor: (visit: Visit) => Promise<Browser>,
  ) {
    super();
  }

  private get tab(): Page {
    if (!this.current) throw new Error(`${this.engine}: no page open yet`);
    return this.current;
  }

  async open(address: string, visit: Visit) {
    const browser = await this.browserFor(visit);
    if (browser !== this.browser) await this.newTab(browser);
    else await this.evaluate(clearStorage).catch(() => undefined);
    const tab = this.tab;
    this.consoleErrors = [];
    // Each setting is sent only when it changes: a visit costs a navigation and little else.
    const settings = {
      width: visit.width,
      height: visit.height,
      scheme: visit.scheme ?? "light",
      scripts: visit.scripts !== "off",
    };
    const was = this.settings;
    if (was?.width !== settings.width || was.height !== settings.height)
      await tab.setViewport({ width: settings.width, height: settings.height });
    if (this.engine === "chromium") {
      if (was?.scheme !== settings.scheme)
        await tab.emulateMediaFeatures([{ name: "prefers-color-scheme", value: settings.scheme }]);
      if (was?.scripts !== settings.scripts) await tab.setJavaScriptEnabled(settings.scripts);
    }
    this.settings = settings;
    await tab.goto(`${origin(visit.scripts ?? "on")}${address}`, { waitUntil: "load" });
    // What the browser reported while the last page went: Firefox logs "error loading dynamically
    // imported module" when a visit leaves before a held script arrives, and it reached this list
    // after it was emptied, named as the next page's (/results, after /jade-programmes). This page's
    // own errors from before its load event are the watcher's, which runs first in its head.
    this.consoleErrors = [];
    await this.settle(visit);
  }

  /** A fresh context (no storage, no cache) and a tab in it, on the browser a visit needs. */
  private async newTab(browser: Browser) {
    await this.context?.close();
    this.browser = browser;
    this.settings = undefined;
    this.context = await browser.createBrowserContext();
    const tab = await this.context.newPage();
    this.current = tab;
    tab.on("console", (message) => {
      if (message.type() === "error") this.consoleErrors.push(`console: ${message.text()}`);
    });
    tab.on("pageerror", (error) => this.consoleErrors.push(`page error: ${String(error)}`));
    if (this.engine === "firefox") await tab.bringToFront();
  }

  evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args) {
    return this.tab.evaluate(fn as (...inner: unknown[]) => Result, ...args) as Promise<Result>;
  }

  async click(selector: string) {
    // Puppeteer's own click waits for animation frames, which never come with scripting off in
    // Firefox: the pointer goes to the element's centre, as a visitor's does, once the element
    // holds still there and is what a press at that point reaches (a status appearing or a label
    // changing above it moves it between a measure and the press: it then pressed nothing).
    let last: { x: number; y: number } | undefined;
    for (let tries = 0; tries < 40; tries++) {
      const now = await this.evaluate((target: string) => {
        const element = document.querySelector(target);
        if (!element) return undefined;
        // At once: the site scrolls smoothly (where motion is welcome), and a box measured while
        // it glides is not where the press then lands.
        element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { x, y, reached: Boolean(hit && (hit === element || element.contains(hit))) };
      }, selector);
      if (!now) throw new Error(`${this.engine}: nothing matches ${selector}`);
      if (now.reached && last?.x === now.x && last.y === now.y) {
        await this.tab.mouse.click(now.x, now.y);
        return;
      }
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${this.engine}: ${selector} never held still where a press would reach it`);
  }

  async press(key: string) {
    await pressWithPuppeteer(this.tab, key, this.engine === "firefox" ? " " : "Space");
  }

  async type(text: string) {
    await this.tab.keyboard.type(text);
  }

  override async errors() {
    // A failed load is a console error in Chromium too; the watcher names it already.
    const console = this.consoleErrors.filter((line) => !/Failed to load resource/.test(line));
    return [...(await super.errors()), ...console];
  }

  async closeContext() {
    await this.context?.close();
  }
}

/**
 * Browsers of one engine, one per set of launch-time settings, started when first asked for. A
 * start that fails fails its check and is forgotten, so the next check of those settings tries
 * again; `all` gives the browsers that started, so closing them stops them all even when another
 * failed to start (a failed WebKit start once left two browsers running after the run).
 */
function launched<Browserish>(launch: (key: string) => Promise<Browserish>) {
  const started = new Map<string, Promise<Browserish>>();
  const start = (key: string) => {
    const browser = launch(key);
    started.set(key, browser);
    browser.catch(() => {
      if (started.get(key) === browser) started.delete(key);
    });
    return browser;
  };
  return {
    get: (key: string) => started.get(key) ?? start(key),
    /** A new browser for key, in place of one that has gone. */
    restart: start,
    async all() {
      const settled = await Promise.allSettled(started.values());
      return settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    },
  };
}

export function chromium(): Engine {
  const browsers = launched(() =>
    puppeteer.launch({
      executablePath: findHeadlessShell(),
      headless: "shell",
      args: [...chromiumArgs, `--proxy-server=http://127.0.0.1:${ports.proxy}`],
    }),
  );
  const page = new PuppeteerPage("chromium", () => browsers.get("one"));
  return {
    page,
    async close() {
      await page.closeContext();
      await Promise.all((await browsers.all()).map((browser) => browser.close()));
    },
  };
}

export function firefox(): Engine {
  const browsers = launched((key) => {
    const [scheme, scripts] = key.split(" ");
    return puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
      headless: true,
      extraPrefsFirefox: {
        // Headless Firefox's window never has the system's focus: without this, :focus-visible never matches.
        "focusmanager.testmode": true,
        // A phone's overlay scrollbars, which take no width from the page.
        "widget.gtk.overlay-scrollbars.enabled": true,
        "ui.useOverlayScrollbars": 1,
        "layout.css.prefers-color-scheme.content-override": scheme === "dark" ? 0 : 1,
        "javascript.enabled": scripts !== "off",
        // Every other origin goes to the proxy, which refuses it.
        "network.proxy.type": 1,
        "network.proxy.http": "127.0.0.1",
        "network.proxy.http_port": ports.proxy,
        "network.proxy.ssl": "127.0.0.1",
        "network.proxy.ssl_port": ports.proxy,
        "network.proxy.no_proxies_on": "127.0.0.1",
        "network.proxy.allow_hijacking_localhost": false,
      },
    });
  });
  const page = new PuppeteerPage("firefox", (visit) =>
    browsers.get(`${visit.scheme ?? "light"} ${visit.scripts === "off" ? "off" : "on"}`),
  );
  return {
    page,
    async close() {
      await page.closeContext();
      await Promise.all((await browsers.all()).map((browser) => browser.close()));
    },
  };
}

const seleniumKeys: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  " ": Key.SPACE,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
  Backspace: Key.BACK_SPACE,
  Shift: Key.SHIFT,
};

function seleniumKey(name: string): string {
  const key = seleniumKeys[name] ?? (name.length === 1 ? name : undefined);
  if (key === undefined) throw new Error(`webkit: no key named "${name}" in the suite's map`);
  return key;
}

/** WebKitGTK's MiniBrowser, with a virtual display and its WebDriver, for one set of launch settings. */
interface WebKitSession {
  driver: WebDriver;
  /** What the window adds to the page's viewport: its toolbar and frame. */
  frame: { width: number; height: number };
  /** The window's size now, once a visit has set it. */
  size?: { width: number; height: number };
  /** The address the window was last sent to. */
  address?: string;
  /** Whether the browser still answers: WebKitWebDriver drops a session whose browser has exited. */
  alive(): Promise<boolean>;
  /** The last lines the driver, the browser and its page processes wrote. */
  logTail(): string;
  stop(): Promise<void>;
}

const miniBrowser =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

let displays = 0;

async function startWebKit(key: string, home: string): Promise<WebKitSession> {
  const [scheme, scripts] = key.split(" ");
  // A display and a WebDriver port of the session's own, clear of the other engines' and files'.
  const offset = (process.pid % 50) * 4 + displays++;
  const display = `:${200 + offset}`;
  const port = ports.site + 100 + offset;
  // A screen smaller than the window: with no window manager, X gives keyboard focus to the window
  // under the pointer, which rests at the screen's centre (NOTES-engines.md).
  const xvfb = spawn("Xvfb", [display, "-screen", "0", "380x800x24", "-nolisten", "tcp"], {
    stdio: "ignore",
  });
  // The driver's output, and with it the browser's and its page processes': what a crash says.
  const log = path.join(home, `webkit-${offset}.log`);
  const logFile = openSync(log, "a");
  const driverProcess: ChildProcess = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: home },
    stdio: ["ignore", logFile, logFile],
  });
  const stopProcesses = () => {
    driverProcess.kill();
    xvfb.kill();
  };
  try {
    const driver = await buildWebDriver(port, [
      "--automation",
      ...(scheme === "dark" ? ["--dark-mode"] : []),
      // Scripts in the page's markup off; the WebDriver's own still run, to look at the page.
      ...(scripts === "off" ? ["--enable-javascript-markup=false"] : []),
      `--proxy=http://127.0.0.1:${ports.proxy}`,
      "--ignore-host=127.0.0.1",
    ]);
    await driver.manage().window().setRect({ width: 800, height: 600 });
    const inner = (await driver.executeScript("return [innerWidth, innerHeight]")) as number[];
    return {
      driver,
      frame: { width: 800 - (inner[0] ?? 800), height: 600 - (inner[1] ?? 600) },
      alive: () =>
        driver.getCurrentUrl().then(
          () => true,
          (error: unknown) => {
            if (error instanceof webDriverError.NoSuchSessionError) return false;
            throw error;
          },
        ),
      logTail: () =>
        readFileSync(log, "utf8").trimEnd().split("\n").slice(-20).join("\n") || "(nothing)",
      async stop() {
        await driver.quit().catch(() => undefined);
        stopProcesses();
      },
    };
  } catch (error) {
    stopProcesses();
    const tail = readFileSync(log, "utf8").trimEnd().split("\n").slice(-20).join("\n");
    throw new Error(
      `webkit: the browser for "${key}" did not start (display ${display}, port ${port}). Its log ends:\n${tail || "(nothing)"}`,
      { cause: error },
    );
  }
}

/** The WebDriver session, once the driver listens (it takes a moment to start). */
async function buildWebDriver(port: number, args: string[]): Promise<WebDriver> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: miniBrowser, args, useOverlayScrollbars: true },
        })
        .build();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

class WebKitPage extends BasePage {
  readonly engine = "webkit";
  private session?: WebKitSession;

  constructor(private readonly sessionFor: (visit: Visit) => Promise<WebKitSession>) {
    super();
  }

  private get driver(): WebDriver {
    if (!this.session) throw new Error("webkit: no page open yet");
    return this.session.driver;
  }

  async open(address: string, visit: Visit) {
    const session = await this.sessionFor(visit);
    const { driver, frame } = session;
    this.session = session;
    // One window for the session: the last visit's storage goes, as a fresh tab's would.
    await driver.executeScript(`(${clearStorage.toString()})()`);
    const size = { width: visit.width + frame.width, height: visit.height + frame.height };
    if (session.size?.width !== size.width || session.size.height !== size.height) {
      await driver.manage().window().setRect(size);
      session.size = size;
    }
    session.address = address;
    await driver.get(`${origin(visit.scripts ?? "on")}${address}`);
    await this.settle(visit);
  }

  async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args) {
    const answer = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve()
         .then(() => (${fn.toString()})(...Array.prototype.slice.call(arguments, 0, -1)))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      ...args,
    )) as { value?: Result; error?: string };
    if (answer.error !== undefined) throw new Error(`webkit: in the page: ${answer.error}`);
    return answer.value as Result;
  }

  async click(selector: string) {
    // Scrolled to first, at once and to the centre as for the other engines: WebKit's own scroll
    // before a click glides where the site scrolls smoothly (html:focus-within), and the driver
    // then finds the element "not interactable" (a section below the fold with
    // content-visibility: auto likewise).
    // Then it waits, a frame at a time, until the browser has drawn it: a block it skips drawing
    // while far from the view (content-visibility: auto) is drawn only in the frame after the
    // jump, and the driver finds an element not yet drawn "not interactable".
    const found = await this.evaluate(async (target: string) => {
      const element = document.querySelector(target);
      if (!element) return false;
      const bringIntoView = () =>
        element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      bringIntoView();
      const drawn = () =>
        element.getClientRects().length > 0 &&
        (element.checkVisibility?.({ contentVisibilityAuto: true }) ?? true);
      // Where the driver will press: WebKit keeps no scroll anchor, so blocks drawn on the way
      // (content-visibility: auto, sized by estimate until then) or a font swapping in above can
      // move the element off the screen after the jump; it is brought back until it holds still.
      const inView = () => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
      };
      // Bounded in time as well as frames: a window that draws no frame for a while (WebKitGTK
      // once held one 30 s, the driver's limit for a script) gets its click after 2 s all the same.
      const deadline = Date.now() + 2_000;
      for (let frames = 0, still = 0; frames < 120 && Date.now() < deadline; frames++) {
        // Drawn and in view in two frames running: held still, not passing through.
        still = drawn() && inView() ? still + 1 : 0;
        if (still === 2) break;
        if (!inView()) bringIntoView();
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 50);
        });
      }
      return true;
    }, selector);
    if (!found) throw new Error(`webkit: nothing matches ${selector}`);
    await this.driver.findElement(By.css(selector)).click();
  }

  async press(key: string) {
    const actions = this.driver.actions({ async: true });
    if (key.includes("+")) {
      const [modifier = "", name = ""] = key.split("+");
      await actions
        .keyDown(seleniumKey(modifier))
        .sendKeys(seleniumKey(name))
        .keyUp(seleniumKey(modifier))
        .perform();
    } else await actions.sendKeys(seleniumKey(key)).perform();
  }

  async type(text: string) {
    await this.driver.actions({ async: true }).sendKeys(text).perform();
  }
}

export function webkit(): Engine {
  // MiniBrowser's toolbar keeps its window 447 px wide at least; this styles the toolbar (not
  // pages) down to nothing, so the window narrows to a 320 px phone (NOTES-engines.md).
  const home = mkdtempSync(path.join(tmpdir(), "jade-webkit-"));
  mkdirSync(path.join(home, "gtk-3.0"));
  writeFileSync(
    path.join(home, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 5px; }\n",
  );
  const sessions = launched((key) => startWebKit(key, home));
  const page = new WebKitPage(async (visit) => {
    const key = `${visit.scheme ?? "light"} ${visit.scripts === "off" ? "off" : "on"}`;
    const session = await sessions.get(key);
    if (await session.alive()) return session;
    // MiniBrowser once exited while its window sat idle between two checks (CI, with the other
    // engines' file beside it), and every later check of that window failed on a dropped session.
    // Checked before the visit starts: a browser that dies during a check still fails that check.
    // Said, with what it wrote, so a crash that comes back can be followed.
    console.warn(
      `webkit: the browser for "${key}" had exited since it opened ${session.address ?? "its first page"}; started again. Its log ends:\n${session.logTail()}`,
    );
    await session.stop();
    return sessions.restart(key);
  });
  return {
    page,
    async close() {
      await Promise.all((await sessions.all()).map((session) => session.stop()));
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export const engines = { chromium, firefox, webkit } satisfies Record<EngineName, () => Engine>;
