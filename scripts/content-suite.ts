/**
 * `npm run test:content`, the last part of `npm test`: the checks of the live content
 * (`npm run check:content -- --all`) on two rehearsals made from content/, content staff will
 * write, which prove that the checks hold for it and that every page of it stays within the
 * pages' budget (decisions 0044, 0055 and 0056):
 *   - the next season made from content/ by scripts/next-season.ts (every date a year on with
 *     registration links, every price changed, a partner added and one removed, the first banner
 *     replaced by a file of another name, a programme added, every announcement ended), built
 *     today: its build, its budget and the checks that open no page. Its browser checks are the
 *     decade's, which makes each of those edits ten times over, at every list's limit;
 *   - the decade made from it by scripts/decade.ts (ten seasons on, every list at the schema's
 *     limit), built on the day before its last season's first staging (every edition to come)
 *     and on the day after its last (the season over, the next not yet written): every check.
 * content/ itself is not checked here: the content job of .github/workflows/site.yml checks it
 * on every page for every change, code or content, beside the whole suite, and its site is the
 * one published. What a change of code can do to content/'s pages it does to the decade's, made
 * from content/ by staff's own edits with every list at its limit; `npm run check:content --
 * --all` checks content/ itself on this machine. Each run prints its steps' times.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { seasonDays } from "./decade";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
/** The rehearsals' content and builds, in folders the project ignores (/build*). */
const nextSeason = { content: "build-next-season/content", site: "build-next-season/site" };
const decade = {
  content: "build-decade/content",
  inSeason: "build-decade/in-season",
  betweenSeasons: "build-decade/between-seasons",
};

function run(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\ntest:content: ${label}`);
  const { status } = spawnSync(tsx, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (status !== 0) {
    console.error(`\ntest:content: ${label} failed.`);
    process.exit(status ?? 1);
  }
}

/** Noon in Jamaica on a day: the build's clock for a rehearsal built on it. */
const noonOn = (day: string) => `${day}T17:00:00Z`;

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
  "--rehearsal",
  "--no-browser",
  "--content",
  nextSeason.content,
  "--out",
  nextSeason.site,
]);
rmSync(path.join(root, decade.content), { recursive: true, force: true });
run("the decade, made from content/", [
  "scripts/decade.ts",
  "--from",
  "content",
  "--to",
  decade.content,
]);
const days = seasonDays(path.join(root, decade.content));
const decadeChecks = [
  "scripts/content-change.ts",
  "--all",
  "--rehearsal",
  "--content",
  decade.content,
];
run(
  `the checks of the decade in its season (${days.inSeason})`,
  [...decadeChecks, "--out", decade.inSeason],
  { BUILD_TIME: noonOn(days.inSeason) },
);
// The same content a day later in its history: every page is built and held to the budget, and
// the browser checks look again at the pages whose own part the day changes (the programmes',
// the results', Media Moments' and their kin, and the home page with the header every page has).
run(
  `the checks of the decade between seasons (${days.betweenSeasons})`,
  [...decadeChecks, "--out", decade.betweenSeasons, "--pages-differing-from", decade.inSeason],
  { BUILD_TIME: noonOn(days.betweenSeasons) },
);
