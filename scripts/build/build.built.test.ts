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
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, builtSite, startServe } from "../../tests/support/serve";
import { content } from "../../tests/support/site";
import { contentDirectory } from "../../app/content/load.server";
import { pageAssets } from "../bundle-sizes.mjs";

const site = builtSite();
/** A request to the copy's server, redirects not followed. */
const get = (target: string, origin: string) => fetch(`${origin}${target}`, { redirect: "manual" });

/** A copy of the project's code and content in a folder of its own, to build there. */
function copyProject(): string {
  const project = mkdtempSync(path.join(tmpdir(), "jade-build-"));
  for (const name of ["app", "scripts", "types", "package.json", "tsconfig.json", "vite.config.ts"])
    cpSync(name, path.join(project, name), { recursive: true });
  cpSync(contentDirectory(), path.join(project, "content"), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
  return project;
}

/** `npm run build` in the copy; Node's options before the script's (such as an --import). */
async function runBuild(project: string, nodeOptions: string[] = [], env: NodeJS.ProcessEnv = {}) {
  // Not spawnSync: a test's own connections to a server must stay alive meanwhile.
  const build = spawn(process.execPath, [...nodeOptions, "--import", "tsx", "scripts/build/build.ts"], {
    cwd: project,
    env: {
      ...process.env,
      BUILD_DIR: "build",
      CONTENT_DIR: path.join(project, "content"),
      ...env,
    },
  });
  let stderr = "";
  build.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  build.stdout.resume();
  const [status] = (await once(build, "close")) as [number | null];
  return { status, stderr };
}

/** What a page shows a reader: its body's text without scripts and styles, spaces collapsed. */
function visibleText(html: string): { title: string; text: string } {
  const decode = (text: string) =>
    text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
      const named: Record<string, string> = {
        amp: "&",
        lt: "<",
        gt: ">",
        quot: '"',
        apos: "'",
        nbsp: "\u00a0",
      };
      if (entity[0] !== "#") return named[entity.toLowerCase()] ?? "";
      const code = entity[1] === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return String.fromCodePoint(code);
    });
  const body = html.slice(html.indexOf("<body"));
  const text = body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return {
    title: decode(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? ""),
    text: decode(text).replace(/\s+/g, " ").trim(),
  };
}

/**
 * Every page's title and visible text as React Router prerendered the tests' content before
 * decision 0053, at one build time: the build must still write the same.
 */
const before = JSON.parse(
  readFileSync(path.resolve("tests/support/pages-text-before-0053.json"), "utf8"),
) as { buildTime: string; pages: Record<string, { title: string; text: string }> };

describe("a build", () => {
  let project = "";
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it(
    "writes each file once, in its final place and form, and removes none (decision 0053)",
    { timeout: 240_000 },
    async () => {
      project = copyProject();
      const journal = path.join(project, "journal.tsv");
      const { status, stderr } = await runBuild(
        project,
        ["--import", path.resolve("tests/support/fs-journal.mjs")],
        { FS_JOURNAL: journal, BUILD_TIME: before.buildTime },
      );
      expect(status, stderr).toBe(0);
      const fresh = path.join(project, "build.next");
      const entries = readFileSync(journal, "utf8")
        .trim()
        .split("\n")
        .map((line) => line.split("\t"))
        .filter(([, file]) => file === fresh || file?.startsWith(`${fresh}/`));
      const written = entries.flatMap(([kind, file]) =>
        kind === "write" ? [path.relative(fresh, file ?? "")] : [],
      );
      const twice = written.filter((file, index) => written.indexOf(file) !== index);
      expect(twice, "written more than once").toEqual([]);
      // Nothing under the fresh folder is removed or moved, but the folder itself, once, as the
      // build puts it in place.
      expect(entries.filter(([kind]) => kind !== "write")).toEqual([
        ["move", fresh, path.join(project, "build")],
      ]);
      const final = readdirSync(path.join(project, "build"), { recursive: true, withFileTypes: true })
        .filter((entry) => !entry.isDirectory())
        .map((entry) => path.relative(path.join(project, "build"), path.join(entry.parentPath, entry.name)));
      expect(new Set(written)).toEqual(new Set(final));

      // The same pages, with the same text, as before our own renderer (decision 0053).
      const pages = final
        .filter((file) => /^client\/[^/]+\.html$/.test(file) && file !== "client/admin.html")
        .map((file) => path.basename(file))
        .sort();
      expect(pages).toEqual(Object.keys(before.pages).sort());
      for (const page of pages)
        expect(
          visibleText(readFileSync(path.join(project, "build", "client", page), "utf8")),
          page,
        ).toEqual(before.pages[page]);
    },
  );
});

describe("a failed build", () => {
  let project = "";
  let own: Served;

  beforeAll(async () => {
    project = copyProject();
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

      const { status, stderr } = await runBuild(project);
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

