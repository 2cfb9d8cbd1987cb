import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { codeWordIn } from "../app/editor/words";
import { everyPageSpecs, fileSpecs, pageSpecs } from "../tests/support/content-specs";
import {
  type PageName,
  failureInWords,
  failuresInWords,
  specWords,
} from "../tests/support/failures-in-words";
import SummaryReporter from "../tests/support/summary-reporter";

// Pages named here, not read from content/: the words of a failure, not today's page names.
const pages: PageName[] = [
  { id: "home", path: "/", name: "Home" },
  { id: "about-jade", path: "/about-jade", name: "About JADE" },
  { id: "jade-programmes", path: "/jade-programmes", name: "Programmes" },
  { id: "programme-sponsorship", path: "/programme-sponsorship", name: "Programme Sponsorship" },
  { id: "not-found", path: "/no-such-page", name: "Page not found" },
];

describe("a failed browser test in staff words", () => {
  it("names the page whose address the test names, and what its spec checks", () => {
    expect(
      failureInWords(
        {
          file: "a11y/axe.spec.ts",
          titles: ["every page", "axe finds nothing on /about-jade, on a phone and a desktop"],
        },
        pages,
      ),
    ).toBe(
      `About JADE (/about-jade): ${specWords["a11y/axe.spec.ts"]}. The test: “axe finds nothing on /about-jade, on a phone and a desktop”.`,
    );
    // The home page's address is "/", which the addresses of the others begin with.
    expect(
      failureInWords(
        {
          file: "e2e/images.spec.ts",
          titles: ["every image on / has dimensions and alternative text"],
        },
        pages,
      ),
    ).toMatch(/^Home \(\/\): a picture/);
    expect(
      failureInWords({ file: "e2e/prerender.spec.ts", titles: ["/no-such-page reads"] }, pages),
    ).toMatch(/^Page not found \(\/no-such-page\): it does not read/);
  });

  it("names a page's own spec by its page, and one of several pages by each", () => {
    expect(
      failureInWords(
        { file: "e2e/sponsorship.spec.ts", titles: ["the builder totals three programmes"] },
        pages,
      ),
    ).toMatch(/^Programme Sponsorship \(\/programme-sponsorship\): the cost table/);
    const nextStep = failureInWords(
      { file: "e2e/next-step.spec.ts", titles: ["leads on from every page"] },
      pages,
    );
    for (const id of Object.entries(pageSpecs)
      .filter(([, specs]) => specs.includes("e2e/next-step.spec.ts"))
      .map(([id]) => id))
      expect(nextStep).toContain(pages.find((page) => page.id === id)?.name ?? id);
  });

  it("says every page for what every page shows, and the site for its code", () => {
    expect(
      failureInWords({ file: "e2e/announcements.spec.ts", titles: ["the popup opens"] }, pages),
    ).toMatch(/^Every page: the Announcements list/);
    expect(
      failureInWords({ file: "e2e/security.spec.ts", titles: ["refuses a long header"] }, pages),
    ).toBe("The site: “refuses a long header” did not pass.");
  });

  it("has words, without code words, for every spec a change to content alone runs", () => {
    const specs = [
      ...everyPageSpecs,
      ...Object.values(pageSpecs).flat(),
      ...Object.values(fileSpecs).flat(),
    ];
    expect(specs.filter((spec) => !specWords[spec])).toEqual([]);
    for (const spec of specs) expect(codeWordIn(specWords[spec] ?? ""), spec).toBeUndefined();
  });

  it("lists a page once however many tests failed alike, and nothing when none did", () => {
    const failed = { file: "a11y/axe.spec.ts", titles: ["axe finds nothing on /about-jade"] };
    expect(failuresInWords([failed, failed], pages).split("\n")).toHaveLength(2);
    expect(failuresInWords([], pages)).toBe("");
  });
});

describe("the browser run's summary", () => {
  let summaryDir: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    if (summaryDir) rmSync(summaryDir, { recursive: true, force: true });
  });

  /** A test as Playwright reports it, with the outcome given. */
  const reported = (file: string, title: string, outcome: "expected" | "unexpected") =>
    ({
      location: { file: `/repo/tests/${file}`, line: 1, column: 1 },
      retries: 0,
      titlePath: () => ["", "chromium", file, title],
      outcome: () => outcome,
    }) as unknown as TestCase;
  const result = { retry: 0, status: "failed", duration: 10 } as TestResult;

  it("says in staff words which page failed what, and writes it into GitHub's summary", () => {
    summaryDir = mkdtempSync(path.join(tmpdir(), "jade-summary-"));
    const summary = path.join(summaryDir, "summary.md");
    vi.stubEnv("GITHUB_ACTIONS", "true");
    vi.stubEnv("GITHUB_STEP_SUMMARY", summary);
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    const reporter = new SummaryReporter();
    reporter.onTestEnd(
      reported("a11y/axe.spec.ts", "axe finds nothing on /about-jade", "unexpected"),
      result,
    );
    reporter.onTestEnd(reported("e2e/home.spec.ts", "the carousel turns", "expected"), {
      ...result,
      status: "passed",
    });
    reporter.onEnd();
    const output = printed.join("\n");
    expect(output).toMatch(/^- .+ \(\/about-jade\): the accessibility check found/m);
    expect(output).toMatch(/browser: 1 passed, 1 failed, 0 skipped$/);
    expect(readFileSync(summary, "utf8")).toMatch(
      /^## The pages did not pass their checks\n\n- .+ \(\/about-jade\): the accessibility check/,
    );
  });

  it("adds nothing when every test passed", () => {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    const reporter = new SummaryReporter();
    reporter.onTestEnd(reported("e2e/home.spec.ts", "the carousel turns", "expected"), {
      ...result,
      status: "passed",
    });
    reporter.onEnd();
    expect(printed.join("\n")).not.toContain("did not pass");
  });
});
