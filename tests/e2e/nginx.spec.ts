import { expect, test, waitForHydration } from "../support/fixtures";
import { type RunningNginx, findNginx, nginxMissing, startNginx } from "../support/nginx";
import { builtSite, freePort } from "../support/serve";
import { suppressAnnouncements } from "../support/site";

/**
 * The site in a browser under the generated nginx config (<build>/nginx/jade.conf): its scripts
 * and policy work there as under npm start. What nginx answers without a page opened is tested
 * under Vitest (scripts/build/hosting/nginx.built.test.ts, decision 0040).
 * Without nginx this says so and is skipped, except under CI=true, where it fails.
 */
const nginx = findNginx();
if (!nginx && process.env.CI === "true") throw new Error(nginxMissing);

test.describe("the generated nginx config", () => {
  test.skip(!nginx, nginxMissing);
  let server: RunningNginx | undefined;

  test.beforeAll(async () => {
    server = await startNginx(nginx!, builtSite().build, await freePort());
  });

  test.afterAll(() => server?.stop());

  test("the site runs under nginx in the browser, with no policy violation", async ({
    page,
    context,
  }) => {
    const origin = server!.origin;
    await suppressAnnouncements(context);
    await page.goto(`${origin}/jade-programmes`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
