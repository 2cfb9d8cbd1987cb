/**
 * One build at a time in a folder (issue 32, point 6). Two builds at once would share
 * `build.next/`: the second empties it under the first, which then fails on a missing file. The
 * lock is a file beside the build folder (`build.lock` for `build/`), created only if it does not
 * exist (the file system's exclusive create, so two builds cannot both take it), holding the
 * build's process id. A lock whose process no longer runs (a build killed, the machine turned off)
 * is stale: the next build removes it and takes its place. Decision 0042 says why not a package.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** The build that holds the lock, when another one does. */
export class BuildLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `another build (${pid > 0 ? `process ${pid}` : "just starting"}) is building into the same ` +
        "folder; wait for it to finish, " +
        `then build again. (If no build is running, delete ${lockFile}.)`,
    );
  }
}

/** Whether a process with this id runs on this machine. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock for this process, or throws BuildLocked naming the build that holds it. Returns
 * the function that gives it back (also called when the process exits).
 */
export function takeBuildLock(lockFile: string, pid = process.pid): () => void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(lockFile, `${pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let text: string;
    try {
      text = readFileSync(lockFile, "utf8");
    } catch (error) {
      // Given back between our create and our read: try again.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const holder = Number(text.trim());
    // Held: by a build that runs; by one that has just created the file and not yet written its
    // id in it (empty); or by another build that took it after we removed a stale lock.
    if (attempt > 0 || !(holder > 0) || running(holder)) throw new BuildLocked(lockFile, holder);
    rmSync(lockFile, { force: true });
  }
  const release = () => {
    try {
      if (Number(readFileSync(lockFile, "utf8").trim()) === pid) rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  return release;
}
