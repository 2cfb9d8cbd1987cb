import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What in a test file changes what every module of its worker sees: a mocked module, a stubbed
 * global or variable of the environment, reset modules, a write to process.env or the folder.
 */
export const changesItsWorker =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\b|process\.env\.\w+ *(\?\?|\|\|)?=[^=]|delete process\.env|process\.chdir/;

/**
 * The unit test files below `dirs` (relative to `root`) that change what their worker sees: each
 * needs a module graph of its own, while the rest may share their worker's (vitest.config.ts).
 * Found by reading the files, so a new one is never left sharing.
 */
export function filesNeedingTheirOwnGraph(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map(
        (file) => `${dir}/${file}`,
      ),
    )
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        !file.endsWith(".built.test.ts") &&
        changesItsWorker.test(readFileSync(path.join(root, file), "utf8")),
    );
}
