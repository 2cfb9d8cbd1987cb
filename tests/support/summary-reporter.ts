import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { loadContent } from "../../app/content/load.server";
import { writeSummary } from "../../app/pipeline/check-summary.server";
import { routeTable } from "../../app/route-table";
import { type FailedTest, type PageName, failedOn, failuresInWords } from "./failures-in-words";

/**
 * Ends the run with the plain closing line CI reads: "browser: N passed, N failed, N skipped",
 * where a test marked `test.fail()` that fails counts as passed (it did what it must). Before it,
 * the spec files that took longest, summed over their tests, to show where the suite's time goes,
 * and, when tests failed, what did not pass, page by page, in staff words (failures-in-words.ts):
 * on GitHub also in the job's summary, under "The pages did not pass their checks", which the
 * checks of the live content show staff on a pull request (scripts/content-change.ts).
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly fileMs = new Map<string, number>();
  private readonly failures: FailedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\//, "");
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
    if (result.retry < test.retries && result.status !== "passed") return;
    const outcome = test.outcome();
    if (outcome === "expected") this.passed += 1;
    else if (outcome === "skipped") this.skipped += 1;
    else {
      this.failed += 1;
      // The title path: the root, the project and the file, then the describe blocks and the test.
      const address = [...(result.annotations ?? []), ...test.annotations].find(
        (annotation) => annotation.type === failedOn,
      )?.description;
      this.failures.push({
        file,
        titles: test.titlePath().slice(3),
        address,
        ...(result.status === "timedOut" ? { timedOut: true } : {}),
      });
    }
  }

  onEnd() {
    const slowest = [...this.fileMs].sort(([, a], [, b]) => b - a).slice(0, 8);
    console.log(
      `slowest spec files (test time summed): ${slowest
        .map(([file, ms]) => `${file} ${(ms / 1000).toFixed(0)} s`)
        .join(", ")}`,
    );
    const words = failuresInWords(this.failures, pageNames());
    if (words) {
      console.log(`\n${words}\n`);
      writeSummary(
        `## ${this.failures.every((failure) => failure.timedOut) ? "The checks ran out of time: run them again" : "The pages did not pass their checks"}\n\n${words.split("\n").slice(1).join("\n")}\n\n`,
      );
    }
    console.log(`browser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}

/**
 * Every page by its name in the content (the menus' and the editor's), and its address; by its
 * address alone where the content cannot be read (a run on content the check refuses).
 */
export function pageNames(): PageName[] {
  let names: Record<string, string> = {};
  try {
    names = Object.fromEntries(loadContent().pages.pages.map((page) => [page.id, page.name]));
  } catch {
    // The content check has said what is wrong with the content already.
  }
  return [
    ...routeTable.map(({ id, path }) => ({ id, path, name: names[id] ?? path })),
    { id: "not-found", path: "/no-such-page", name: names["not-found"] ?? "Page not found" },
  ];
}
