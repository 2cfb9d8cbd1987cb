import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` installs exactly what package-lock.json lists, and npm only fetches a native platform
 * package that the lockfile names. The build's three native tools ship their binaries as such
 * packages; if the lockfile lacks the ones for a platform, a fresh install there has no bundler,
 * no minifier or no image tool (decision 0027).
 */
interface LockEntry {
  version: string;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const entry = (name: string) => lock.packages[`node_modules/${name}`];

/** The machines the team and CI use: Linux (CI and this machine), macOS on both chips, Windows. */
const platforms = {
  rollup: ["linux-x64-gnu", "darwin-arm64", "darwin-x64", "win32-x64-msvc"].map(
    (platform) => `@rollup/rollup-${platform}`,
  ),
  esbuild: ["linux-x64", "darwin-arm64", "darwin-x64", "win32-x64"].map(
    (platform) => `@esbuild/${platform}`,
  ),
  sharp: ["linux-x64", "darwin-arm64", "darwin-x64", "win32-x64"].map(
    (platform) => `@img/sharp-${platform}`,
  ),
};

describe("package-lock.json", () => {
  for (const [tool, packages] of Object.entries(platforms)) {
    it(`lists ${tool}'s native package for Linux, macOS and Windows, at the version it asks for`, () => {
      const parent = entry(tool);
      expect(parent, `${tool} is not in the lockfile`).toBeDefined();
      for (const name of packages) {
        const wanted = parent?.optionalDependencies?.[name];
        expect(wanted, `${tool} ${parent?.version} no longer names ${name}`).toBeDefined();
        expect(entry(name)?.version, `${name} is missing from the lockfile`).toBe(wanted);
      }
    });
  }

  it("installs rollup at the version package.json pins with overrides", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      overrides?: Record<string, string>;
    };
    expect(entry("rollup")?.version).toBe(pkg.overrides?.rollup);
  });
});
