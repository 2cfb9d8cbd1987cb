// `npm run build` on a copy of the project whose content the build refuses, while scripts/serve.mjs
// serves the copy's last good build: the build fails, and the site served is the one before it,
// whole. Under Vitest after the build (`npm run test:built`, decision 0040): it opens no page.
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, builtSite, startServe } from "../tests/support/serve";
import { content } from "../tests/support/site";
import { contentDirectory } from "../app/content/load.server";
import { pageAssets } from "./bundle-sizes.mjs";

const site = builtSite();
/** A request to the copy's server, redirects not followed. */
const get = (target: string, origin: string) => fetch(`${origin}${target}`, { redirect: "manual" });

describe("a failed build", () => {
  let project = "";
  let own: Served;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), "jade-build-"));
    for (const name of [
      "app",
      "scripts",
      "types",
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
    ])
      cpSync(name, path.join(project, name), { recursive: true });
    cpSync(contentDirectory(), path.join(project, "content"), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
    cpSync(site.build, path.join(project, "build"), { recursive: true });
    own = await startServe(path.join(project, "build", "client"));
  });

  afterAll(() => {
    own?.stop();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  // Generous: the build may compile the whole site before it reaches the content it refuses.
  it(
    "leaves the last good site served, whole, and says so, even after a build cut short",
    { timeout: 180_000 },
    async () => {
      const home = await (await get("/", own.origin)).text();
      const assets = pageAssets(home);

      // A button of the first screen sent to a page that does not exist, as a slip in the editor.
      const homeFile = path.join(project, "content", "home.yaml");
      const primary = content.home.hero.primary;
      const edited = readFileSync(homeFile, "utf8").replace(
        `page: ${primary.page}`,
        "page: no-such-page",
      );
      expect(edited).toContain("no-such-page");
      writeFileSync(homeFile, edited);

      // And an earlier build stopped between its two renames: the last good site moved aside.
      renameSync(path.join(project, "build"), path.join(project, "build.previous"));

      // Not spawnSync: the test's own connections to the server must stay alive meanwhile.
      const build = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
        cwd: project,
        env: { ...process.env, BUILD_DIR: "build", CONTENT_DIR: path.join(project, "content") },
      });
      let stderr = "";
      build.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      build.stdout.resume();
      const [status] = (await once(build, "close")) as [number | null];
      expect(status).not.toBe(0);
      expect(stderr).toContain("The site in build/ is unchanged");
      expect(existsSync(path.join(project, "build.next"))).toBe(false);
      expect(existsSync(path.join(project, "build.previous"))).toBe(false);

      const after = await get("/", own.origin);
      expect(after.status).toBe(200);
      expect(await after.text()).toBe(home);
      for (const asset of [...assets.scripts, ...assets.styles])
        expect((await get(asset, own.origin)).status, asset).toBe(200);
      for (const route of ["/about-jade", "/programme-sponsorship", "/no-such-page"])
        expect((await get(route, own.origin)).status, route).toBe(
          route === "/no-such-page" ? 404 : 200,
        );
    },
  );
});

