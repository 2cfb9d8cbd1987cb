import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Ends the run with the plain closing line CI reads: "browser: N passed, N failed, N skipped",
 * where a test marked `test.fail()` that fails counts as passed (it did what it must). Before it,
 * the spec files that took longest, summed over their tests, to show where the suite's time goes.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly fileMs = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\//, "");
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
    if (result.retry < test.retries && result.status !== "passed") return;
    const outcome = test.outcome();
    if (outcome === "expected") this.passed += 1;
    else if (outcome === "skipped") this.skipped += 1;
    else this.failed += 1;
  }

  onEnd() {
    const slowest = [...this.fileMs].sort(([, a], [, b]) => b - a).slice(0, 8);
    console.log(
      `slowest spec files (test time summed): ${slowest
        .map(([file, ms]) => `${file} ${(ms / 1000).toFixed(0)} s`)
        .join(", ")}`,
    );
    console.log(`browser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
