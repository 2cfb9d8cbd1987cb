/**
 * `tsx scripts/content-edits-check.ts [NAME ...]`: the checks of the live content
 * (`npm run check:content -- --all`) on each ordinary edit staff make, made alone to a copy of
 * content/ (scripts/content-edits.ts), one after another, with each run's time and verdict in a
 * table at the end. Slow (a build and the browser checks per edit): not part of `npm test`, which
 * runs next season, made of most of them at once; run it when a check of the live content or an
 * edit changes, and the closing note of the change gives the table (decision 0044).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { isEditName } from "./content-edits";

/** The edits of issue 38's "Done when", each as one change to content/ (some are two edits). */
const cases: Record<string, string[]> = {
  "next season's stagings with prices and registration links": ["next-stagings"],
  "one price changed on each tier": ["price-per-tier"],
  "the first banner replaced by a new file": ["first-banner"],
  "a partner added (an 11th today)": ["add-partner"],
  "the partners filled to the limit (a 40th)": ["fill-partners"],
  "a programme added": ["add-programme"],
  "a programme's entry made free": ["free-entry"],
  // Today's announcements have all ended already: next season's are made, then ended.
  "all announcements ended": ["next-stagings", "end-announcements"],
};

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const chosen = process.argv.slice(2);
const results: string[] = [];
for (const [label, edits] of Object.entries(cases)) {
  if (chosen.length > 0 && !edits.some((edit) => chosen.includes(edit))) continue;
  if (!edits.every(isEditName)) throw new Error(`no such edit in ${edits.join(", ")}`);
  const folder = path.join("build-edits", edits.join("+"));
  rmSync(path.join(root, folder), { recursive: true, force: true });
  console.log(`\ncontent-edits-check: ${label}`);
  const started = performance.now();
  const made = spawnSync(
    tsx,
    [
      "scripts/content-edits.ts",
      ...edits.flatMap((edit) => ["--edit", edit]),
      "--to",
      `${folder}/content`,
    ],
    { cwd: root, stdio: "inherit" },
  );
  const checked =
    made.status === 0 &&
    spawnSync(
      tsx,
      [
        "scripts/content-change.ts",
        "--all",
        "--content",
        `${folder}/content`,
        "--out",
        `${folder}/site`,
      ],
      { cwd: root, stdio: "inherit" },
    ).status === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  results.push(`| ${label} | ${checked ? "passed" : "FAILED"} | ${seconds} s |`);
}
console.log(["\n| edit | check:content --all | time |", "|---|---|---|", ...results].join("\n"));
if (results.some((line) => line.includes("FAILED"))) process.exit(1);
