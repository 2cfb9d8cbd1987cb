/**
 * `npm run content:production [content-dir]`: exits 1, naming the file, record and field of each,
 * while any bank detail in content/donate.yaml is still a sample (app/pipeline/publishable.server.ts).
 * The workflow runs it on the way to production only, in a job without the Cloudflare token, and
 * the publish job needs that job to pass: pull requests, `npm test` and the browser tests never
 * run it, so the sample content can be checked and built as before (docs/decisions/0034).
 * In GitHub Actions each one is also an annotation on its line of the file.
 */
import path from "node:path";
import { readPlainFile } from "../app/content/file-checks.server";
import { describeProblem } from "../app/content/load.server";
import { sampleBankDetails } from "../app/pipeline/publishable.server";
import { writeSummary } from "../app/pipeline/check-summary.server";

const file = "content/donate.yaml";
const contentDir = path.resolve(process.argv[2] ?? "content");
// Opened only if it is a plain file (a link or a pipe is refused by name, as the check does).
const read = readPlainFile(path.join(contentDir, "donate.yaml"));
if (!read.ok) {
  console.error(
    `Not publishing to production: ${file}: ${read.missing ? "the file is missing" : read.message}`,
  );
  process.exit(1);
}
const samples = sampleBankDetails(read.bytes.toString("utf8"), file);

if (samples.length === 0) {
  console.log(`No sample bank details in ${file}: it may be published to production.`);
  process.exit(0);
}

/** GitHub's workflow command: message text with %, CR and LF escaped. */
const annotation = (line: number, message: string) =>
  `::error file=${file},line=${line},title=Sample bank detail::${message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}`;

console.error(
  `Not publishing to production: ${samples.length} bank detail${samples.length === 1 ? " is" : "s are"} still sample${samples.length === 1 ? "" : "s"}, which a donor could send money to:\n` +
    samples.map((sample) => `  - ${describeProblem(sample)}`).join("\n"),
);
if (process.env.GITHUB_ACTIONS === "true")
  for (const sample of samples) console.log(annotation(sample.line, describeProblem(sample)));
writeSummary(
  `## Sample bank details: not published\n\nThe Donate page still gives example bank details, which a donor could send money to. Replace each in the editor's Donate page (someone from the office then approves the change):\n\n${samples.map((sample) => `- ${describeProblem(sample)}`).join("\n")}\n\n`,
);
process.exit(1);
