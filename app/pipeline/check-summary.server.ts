/**
 * What a check says for the people who read it on GitHub, not in its log: the job's summary (the
 * check's page, which staff open from a pull request's "Details"), and, where the workflow asks
 * with CHECK_WORDS (a file's path), that file too, which a failed publish's job hands on so the
 * issue it opens quotes the check's own words (.ci/publish-report). Node only.
 */
import { appendFileSync } from "node:fs";

/** Appends `markdown` to the job's summary in GitHub Actions, and to CHECK_WORDS where it is set. */
export function writeSummary(markdown: string): void {
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (process.env.GITHUB_ACTIONS === "true" && summary) appendFileSync(summary, markdown);
  const words = process.env.CHECK_WORDS;
  if (words) appendFileSync(words, markdown);
}
