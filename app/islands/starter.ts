/**
 * The starter (decision 0043): the one small script every page with an island runs, inline and
 * last in its body, the same text on every page (so one hash in each page's policy); the page's
 * own settings are the JSON just before it (app/islands/starter-settings.js). The islands' build
 * makes it (minified, importing nothing) and the build writes it into each page with its settings
 * (app/islands/starter-tags.js); `npm run dev` runs it from source (scripts/build/dev-pages.ts).
 *
 * After the first contentful paint (at once if it already happened; where the browser does not
 * report paints, the first frame; in a hidden tab, which paints nothing, a timer), it requests
 * every file the islands that run at once need, together, and the loader (app/islands/client.tsx),
 * which asks the due module itself. On a page whose islands are all quiet it asks the due module
 * which ones the visitor's day needs, and starts those. A quiet `use` island starts when a press,
 * a key or focus reaches it (not a pointer passing over: the browser reports one for a resting
 * pointer as the page lays out); a `visible` one also when it comes within half a screen of the
 * viewport, watched from the first paint on. With nothing to run it marks the page as ready (`data-hydrated`);
 * otherwise the loader does once it has run. If the loader or the due module cannot load (offline,
 * scripts blocked), the page stays its HTML, which works on its own, and nothing is reported as
 * an uncaught error.
 */
import { type StarterSettings, starterSettingsId } from "./starter-settings.js";

/** What the loader listens to: a quiet island was woken, hydrate it. */
const islandsEvent = "jade:islands";
/** An island that cannot run (its code did not come) and stays its HTML. */
const staysEvent = "jade:stays";
/** A button that does nothing without scripts: one pressed before its island runs is pressed again. */
const pressable = 'button[type="button"]:not([popovertarget]):not([commandfor])';
/**
 * A link its island runs in place (`data-held`: the video's poster, a link to the file): a plain
 * press before the island runs waits for it and is pressed again once it is live, or followed as
 * the link it is if the island cannot run.
 */
const held = "a[data-held]";
/** A press, a key or focus: the visitor reaching into an island (not a pointer passing over). */
const wakeEvents = ["pointerdown", "focusin", "keydown", "touchstart"];

/**
 * A press with the main button and no key held, which a held link waits with: ~/lib/plain-click's
 * rule, written here because the starter is built as an entry that shares no module.
 */
const plainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const settingsElement = document.getElementById(starterSettingsId);
if (settingsElement?.textContent) start(JSON.parse(settingsElement.textContent) as StarterSettings);

function start(settings: StarterSettings) {
  const islandsNamed = (name: string) =>
    document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`);
  const preload = (files: readonly string[]) => {
    for (const href of files) {
      if (document.head.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  };
  let loading: Promise<unknown> | undefined;
  const run = () => {
    loading ??= import(/* @vite-ignore */ settings.loader);
    loading.then(
      () => document.dispatchEvent(new Event(islandsEvent)),
      // The loader did not come (offline, blocked): the islands stay their HTML, which works.
      () => {
        for (const island of document.querySelectorAll("[data-island]:not([data-live])"))
          island.dispatchEvent(new Event(staysEvent));
      },
    );
  };
  /** Marks a quiet island to run, and fetches its files; false if it already was. */
  const wake = (name: string) => {
    const islands = [...islandsNamed(name)].filter((island) => !island.hasAttribute("data-wake"));
    for (const island of islands) island.setAttribute("data-wake", "");
    preload(settings.quiet[name]?.files ?? []);
    return islands.length > 0;
  };
  // A press on an island's button before the island runs is not lost (issue 42): the starter
  // keeps the last one and presses it again once the island is live. Only buttons that do nothing
  // without scripts (a link, a field, a form's own button, or one that opens a popover or a
  // dialog by itself, `popovertarget` or `commandfor`, acts at once, and would act twice), and
  // links marked as held, whose press waits; once the loader starts hydrating an island, React
  // replays what comes, so it stops keeping.
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    let pressed: HTMLElement | null = null;
    let following = false;
    const keep = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const link = target?.closest?.<HTMLElement>(held);
      if (link && island.contains(link)) {
        // A press with a key held (a new tab, a download) is the browser's, as it would be.
        if (following || !plainPress(event)) return;
        event.preventDefault();
        pressed = link;
        return;
      }
      const button = target?.closest?.<HTMLElement>(pressable);
      if (button && island.contains(button)) pressed = button;
    };
    island.addEventListener("click", keep);
    island.addEventListener("jade:hydrating", () => island.removeEventListener("click", keep), {
      once: true,
    });
    island.addEventListener("jade:live", () => pressed?.click(), { once: true });
    // The island cannot run (its code did not come): a held link pressed is followed, and any
    // later press goes through, as without scripts.
    island.addEventListener(
      staysEvent,
      () => {
        following = true;
        if (pressed?.matches(held)) pressed.click();
      },
      { once: true },
    );
  }

  /** The visitor came near each island observed: it wakes, as if reached into. */
  const nearby = new Map<Element, () => void>();
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) nearby.get(entry.target)?.();
          },
          // Half a screen ahead: its code has come by the time it scrolls in.
          { rootMargin: "50% 0px" },
        )
      : undefined;
  for (const [name, { use, near }] of Object.entries(settings.quiet)) {
    if (!use) continue;
    for (const island of islandsNamed(name)) {
      // The island's element lays out as if it were not there (display: contents), so it has no
      // box to watch: its children are watched.
      const parts = [...island.children];
      const reached = () => {
        for (const type of wakeEvents) island.removeEventListener(type, reached);
        for (const part of parts) observer?.unobserve(part);
        if (wake(name)) run();
      };
      for (const type of wakeEvents) island.addEventListener(type, reached, { passive: true });
      if (near) for (const part of parts) nearby.set(part, reached);
    }
  }

  let started = false;
  const afterFirstPaint = async () => {
    if (started) return;
    started = true;
    // Watched from the first paint on (without the observer, an old browser, they run now).
    for (const [part, reached] of nearby)
      if (observer) observer.observe(part);
      else reached();
    if (settings.load.length > 0) {
      // A `use` island that runs at once here (the header on a page with a widget) is woken now,
      // so the loader hydrates it with the rest.
      for (const name of settings.load)
        for (const island of islandsNamed(name))
          if (island.dataset.when) island.setAttribute("data-wake", "");
      preload(settings.initial);
      run();
      return;
    }
    const names = Object.keys(settings.quiet);
    let due: string[] = [];
    if (names.length > 0)
      try {
        preload(settings.due);
        const dueModule = settings.due.at(-1) ?? "";
        const imported = (await import(/* @vite-ignore */ dueModule)) as {
          due: (names: readonly string[]) => string[];
        };
        due = imported.due(names);
      } catch {
        // The due module did not come: nothing else runs, the page stays its HTML.
        return;
      }
    for (const name of due) wake(name);
    if (due.length > 0) run();
    else if (!loading) document.documentElement.setAttribute("data-hydrated", "");
  };
  if (
    typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes.includes("paint")
  )
    new PerformanceObserver(() => void afterFirstPaint()).observe({
      type: "paint",
      buffered: true,
    });
  else requestAnimationFrame(() => setTimeout(() => void afterFirstPaint()));
  setTimeout(() => void afterFirstPaint(), 3000);
}
