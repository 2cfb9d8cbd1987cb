/**
 * One build's clock reading and its content, made once and shared by every step of
 * `npm run build` (scripts/build/build.ts): the content check, the pages' build, the islands' build and
 * the outputs. The build makes the run and hands it to each step, and to the content plugin of
 * each Vite build it starts (contentPlugin(dir, { run })). Outside a build (the dev server,
 * Vitest) there is no run, and the plugin reads the content and the clock itself.
 */
import { checkContent, type GeneratedFile } from "./check.server";
import { contentDirectory } from "../content/load.server";
import type { Content } from "../content/schema";

export interface BuildRun {
  /** The one clock reading of the build, in milliseconds since 1970 (UTC). */
  builtAt: number;
  contentDir: string;
  /** The content, checked, and every file the build makes from it: computed at the first call. */
  checked: () => Promise<{ content: Content; files: GeneratedFile[] }>;
}

/** A build's run: every step given it reads this clock reading and this content. */
export function startBuildRun(builtAt: number, contentDir = contentDirectory()): BuildRun {
  let checked: ReturnType<BuildRun["checked"]> | undefined;
  return {
    builtAt,
    contentDir,
    checked: () => (checked ??= checkContent(contentDir, builtAt)),
  };
}

/**
 * The build's clock: `BUILD_TIME` (an ISO 8601 instant, such as 2027-01-01T04:59:59.500Z) or
 * `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) when set, else the
 * machine's clock. Read once per build; a value that is not an instant stops the build.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number {
  if (env.BUILD_TIME) {
    const at = Date.parse(env.BUILD_TIME);
    if (!/^\d{4}-\d\d-\d\dT/.test(env.BUILD_TIME) || Number.isNaN(at))
      throw new Error(`BUILD_TIME=${env.BUILD_TIME} is not an instant such as 2027-01-01T04:59:59Z`);
    return at;
  }
  if (env.SOURCE_DATE_EPOCH) {
    if (!/^\d+$/.test(env.SOURCE_DATE_EPOCH))
      throw new Error(`SOURCE_DATE_EPOCH=${env.SOURCE_DATE_EPOCH} is not a number of seconds`);
    return Number(env.SOURCE_DATE_EPOCH) * 1000;
  }
  return now;
}
