import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesNeedingTheirOwnGraph } from "./own-graph";

const root = mkdtempSync(path.join(tmpdir(), "jade-own-graph-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe("the unit test files that need a module graph of their own", () => {
  it("are those that mock, stub, reset or write what every module sees, at any depth", () => {
    const changing = {
      "app/a/mock.test.ts": 'vi.mock("virtual:build-info", () => ({}));',
      "app/b/c/stub.test.tsx": 'vi.stubGlobal("IntersectionObserver", undefined);',
      "scripts/env.test.ts": 'vi.stubEnv("CI", "true");',
      "scripts/reset.test.ts": "beforeEach(() => vi.resetModules());",
      "tools/write.test.ts": 'process.env.BUILD_DIR = "x";',
      "tools/default.test.ts": 'process.env.BUILD_DIR ??= "x";',
      "app/delete.test.ts": "delete process.env.CI;",
    };
    const sharing = {
      "app/read.test.ts": 'const seed = process.env.SEED === "random" ? 1 : 2;',
      "app/plain.test.tsx": "expect(vi.fn()).not.toHaveBeenCalled();",
      // Not unit tests of this config: another config runs them, or they are no tests.
      "scripts/serve.built.test.ts": 'vi.stubEnv("CI", "true");',
      "app/helper.ts": 'vi.mock("x");',
    };
    for (const [file, text] of Object.entries({ ...changing, ...sharing })) write(file, text);
    expect(filesNeedingTheirOwnGraph(root, ["app", "scripts", "tools"]).sort()).toEqual(
      Object.keys(changing).sort(),
    );
  });
});
