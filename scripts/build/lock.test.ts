import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { BuildLocked, takeBuildLock } from "./lock";

const root = path.resolve(import.meta.dirname, "../..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A lock file's place in a folder of its own, removed after the tests. */
function lockPlace() {
  const dir = mkdtempSync(path.join(root, "build-lock-test-"));
  made.push(dir);
  return path.join(dir, "build.lock");
}

/** The id of a process that has run and ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  if (child.pid === undefined) throw new Error("the process did not start");
  return child.pid;
}

describe("the build's lock", () => {
  it("is held by one build: a second one is refused, naming the first, until it is given back", () => {
    const lockFile = lockPlace();
    const release = takeBuildLock(lockFile);
    expect(readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n`);
    // Another process (the parent of this test's, which runs) holding it: this one is refused.
    rmSync(lockFile);
    writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => takeBuildLock(lockFile)).toThrow(BuildLocked);
    expect(() => takeBuildLock(lockFile)).toThrow(`another build (process ${process.ppid})`);
    // Giving back a lock another build holds leaves it alone.
    release();
    expect(existsSync(lockFile)).toBe(true);
    rmSync(lockFile);
    takeBuildLock(lockFile)();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("just created by another build, still empty, is held, not taken as stale", () => {
    const lockFile = lockPlace();
    writeFileSync(lockFile, "");
    expect(() => takeBuildLock(lockFile)).toThrow("another build (just starting)");
    expect(readFileSync(lockFile, "utf8")).toBe("");
  });

  it("left by a build that no longer runs is taken over", async () => {
    const lockFile = lockPlace();
    writeFileSync(lockFile, `${await endedPid()}\n`);
    const release = takeBuildLock(lockFile);
    expect(readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n`);
    release();
  });

  it(
    "makes `npm run build` refuse while another build runs, touching neither folder",
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(path.join(root, "build-lock-test-"));
      made.push(dir);
      const target = path.join(dir, "build");
      // The other build: a process that runs (this test's parent), its lock beside the folder.
      writeFileSync(`${target}.lock`, `${process.ppid}\n`);
      const refused = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/build/build.ts"],
        { cwd: root, env: { ...process.env, BUILD_DIR: path.relative(root, target) } },
      ).then(
        () => undefined,
        (error: unknown) => error as { code?: number; stdout?: string; stderr?: string },
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain(
        `build: another build (process ${process.ppid}) is building into the same folder; wait for it to finish`,
      );
      expect(refused?.stdout).toBe("");
      expect(existsSync(`${target}.next`)).toBe(false);
      expect(readFileSync(`${target}.lock`, "utf8")).toBe(`${process.ppid}\n`);
    },
  );
});
