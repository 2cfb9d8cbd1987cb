/**
 * A stand-in for the islands' loader (app/islands/client.tsx) in scripts/build/islands-scripts.test.ts: it keeps the
 * loader's side of the contract without React. It runs every island that is `load` or woken
 * (`data-wake`), once each, telling it as it starts and once it is live (`data-live`), and again on
 * the starter's event, then marks the page as running.
 */
const hydrate = () => {
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]"))
    if ((!island.dataset.when || island.hasAttribute("data-wake")) && !island.dataset.live) {
      island.dispatchEvent(new Event("jade:hydrating"));
      island.dataset.live = "";
      island.dispatchEvent(new Event("jade:live"));
    }
};
document.documentElement.dataset.loaderRuns = String(
  Number(document.documentElement.dataset.loaderRuns ?? "0") + 1,
);
hydrate();
document.documentElement.dataset.hydrated = "";
document.addEventListener("jade:islands", hydrate);
