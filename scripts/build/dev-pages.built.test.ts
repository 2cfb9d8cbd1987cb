// `npm run dev` and `npm run build` make each page by the same functions (decision 0053): the
// renderer (app/render-page.server.tsx) and the starter's settings (app/islands/starter-tags.js).
// Here Vite's dev server, on the tests' content, answers every page of the route table and an
// unknown address, and each page's islands run when the built page's do: the same islands, at
// once or waiting, for the visitor or for the day. Under Vitest after the build (`npm run
// test:built`): it opens no browser.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ViteDevServer, createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterSettingsOf } from "../../app/islands/starter-tags.js";
import { notFoundPath, routeTable } from "../../app/route-table";
import { builtSite } from "../../tests/support/serve";
import { pageFile } from "./pages";

const site = builtSite();
let server: ViteDevServer;
let origin = "";

beforeAll(async () => {
  server = await createServer({
    configFile: path.resolve("vite.config.ts"),
    logLevel: "silent",
    // No watcher: it would read every folder of the project, the live content/ among them.
    server: { port: 0, host: "127.0.0.1", watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("the dev server has no port");
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(() => server?.close());

/** What a page's starter runs at once, and each island that waits and what wakes it. */
function islandsOf(html: string) {
  const settings = starterSettingsOf(html);
  if (!settings) return undefined;
  return {
    load: settings.load,
    quiet: Object.fromEntries(
      Object.entries(settings.quiet).map(([name, { use, near }]) => [name, { use, near }]),
    ),
  };
}

describe("npm run dev", () => {
  it.each([...routeTable.map((entry) => entry.path), "/no-such-page"])(
    "answers %s with the page the build writes, its islands run as the built page's",
    { timeout: 60_000 },
    async (address) => {
      const response = await fetch(`${origin}${address}`, { headers: { accept: "text/html" } });
      const unknown = address === "/no-such-page";
      expect(response.status).toBe(unknown ? 404 : 200);
      const dev = await response.text();
      const built = readFileSync(
        path.join(site.client, pageFile(unknown ? notFoundPath : address)),
        "utf8",
      );
      expect(islandsOf(dev)).toEqual(islandsOf(built));
      // The same page: its heading and its title.
      for (const pattern of [/<h1[^>]*>(.*?)<\/h1>/s, /<title>(.*?)<\/title>/])
        expect(pattern.exec(dev)?.[1]).toBe(pattern.exec(built)?.[1]);
      // The header and footer's shared file: the same address, and dev serves what the build wrote.
      const shared = (html: string) => /"shared":"([^"]+)"/.exec(html)?.[1];
      expect(shared(dev)).toBe(shared(built));
      const file = shared(built);
      expect(file).toMatch(/^\/assets\/islands-shared-/);
      const served = await fetch(`${origin}${file}`);
      expect(served.headers.get("content-type")).toBe("application/json");
      expect(await served.text()).toBe(readFileSync(path.join(site.client, file ?? ""), "utf8"));
    },
  );
});
