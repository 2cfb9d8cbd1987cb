/**
 * `npm run test:content`, the last part of `npm test`: the checks of the live content
 * (`npm run check:content -- --all`) on content/ as it is, then on the next season made from it by
 * scripts/next-season.ts (every date a year on with registration links, every price changed, a
 * partner added and one removed, the first banner replaced by a file of another name, a
 * programme added, every announcement ended). The second proves that the checks hold for content
 * staff will write, not only for today's (decision 0044). Each run prints its steps' times.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
/** The next season's content and its build, in folders the project ignores (/build*). */
const nextSeason = { content: "build-next-season/content", site: "build-next-season/site" };

function run(label: string, args: string[]) {
  console.log(`\ntest:content: ${label}`);
  const { status } = spawnSync(tsx, args, { cwd: root, stdio: "inherit" });
  if (status !== 0) {
    console.error(`\ntest:content: ${label} failed.`);
    process.exit(status ?? 1);
  }
}

run("the checks of content/", ["scripts/content-change.ts", "--all"]);
rmSync(path.join(root, nextSeason.content), { recursive: true, force: true });
run("the next season, made from content/", [
  "scripts/next-season.ts",
  "--from",
  "content",
  "--to",
  nextSeason.content,
]);
run("the checks of the next season", [
  "scripts/content-change.ts",
  "--all",
  "--content",
  nextSeason.content,
  "--out",
  nextSeason.site,
]);
