import { expect, settled, test, waitForHydration } from "../support/fixtures";
import { pages } from "../support/site";

// In Chromium the first Intl object a page builds costs 15-25 ms of main thread (ICU starting
// up), 60-100 ms on a phone's CPU: one long task during hydration. The site writes its dates,
// prices, lists and name order without Intl (app/lib/format.ts, decision 0018); this keeps it so.
test.describe("no page calls on Intl while it starts", () => {
  for (const { path: address } of pages) {
    test(address, async ({ page }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { intlCalls: string[] }).intlCalls = calls;
        const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
          const original = owner[name];
          if (typeof original !== "function") return;
          owner[name] = new Proxy(original, {
            apply(target, self, args) {
              calls.push(label);
              return Reflect.apply(target, self, args) as unknown;
            },
            construct(target, args, newTarget) {
              calls.push(label);
              return Reflect.construct(target, args, newTarget) as object;
            },
          }) as T[keyof T & string];
        };
        for (const name of Object.getOwnPropertyNames(Intl)) {
          watch(Intl, name as keyof typeof Intl, `Intl.${name}`);
        }
        watch(String.prototype, "localeCompare", "String#localeCompare");
        watch(String.prototype, "toLocaleLowerCase", "String#toLocaleLowerCase");
        watch(String.prototype, "toLocaleUpperCase", "String#toLocaleUpperCase");
        watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
        watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
        watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
      });
      await page.goto(address);
      await waitForHydration(page);
      // Effects, the first animation frames after hydration and the work deferred to the first
      // idle moment run too.
      await settled(page);
      expect(
        await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
      ).toEqual([]);
    });
  }
});
