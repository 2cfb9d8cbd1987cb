import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { codeWordIn } from "../app/editor/words";
import {
  type PageName,
  failedOn,
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
  it("names the page its browser was on when it failed, and what its spec checks", () => {
    expect(
      failureInWords(
        {
          file: "live/widgets-home.spec.ts",
          titles: ["the home page's widgets", "the partnership video plays when asked for"],
          address: "/",
        },
        pages,
      ),
    ).toBe(
      `Home (/): ${specWords["live/widgets-home.spec.ts"]}. The test: “the partnership video plays when asked for”.`,
    );
    expect(
      failureInWords(
        {
          file: "live/widgets-tools.spec.ts",
          titles: ["adds up"],
          address: "/programme-sponsorship?tiers=gold",
        },
        pages,
      ),
    ).toMatch(/^Programme Sponsorship \(\/programme-sponsorship\): a tool on it/);
    // An address that is no page's is given as it is.
    expect(
      failureInWords(
        { file: "live/pages.spec.ts", titles: ["answers"], address: "/calendar/x.ics" },
        pages,
      ),
    ).toMatch(/^\/calendar\/x\.ics: it does not read as it should/);
  });

  it("names the page whose address the title names where the test opened none", () => {
    expect(
      failureInWords(
        {
          file: "live/budgets.spec.ts",
          titles: ["/about-jade: initial JS 60.1 KB and CSS 9.9 KB gzip are within budget"],
        },
        pages,
      ),
    ).toMatch(/^About JADE \(\/about-jade\): it sends a visitor's phone more/);
    // The home page's address is "/", which the addresses of the others begin with.
    expect(
      failureInWords(
        {
          file: "live/images.spec.ts",
          titles: ["every image on / has dimensions and alternative text"],
        },
        pages,
      ),
    ).toMatch(/^Home \(\/\): it shows an error or breaks the site's security rules, or a picture/);
  });

  it("says every page for a check of them all, and the site for a test of code", () => {
    expect(
      failureInWords({ file: "live/budgets.spec.ts", titles: ["every page is measured"] }, pages),
    ).toMatch(/^Every page: it sends/);
    expect(
      failureInWords({ file: "e2e/security.spec.ts", titles: ["refuses a long header"] }, pages),
    ).toBe("The site: “refuses a long header” did not pass.");
  });

  it("has words, without code words, for every check of the live content", () => {
    const specs = readdirSync(new URL("../tests/live", import.meta.url))
      .filter((name) => name.endsWith(".spec.ts"))
      .map((name) => `live/${name}`);
    expect(specs.length).toBeGreaterThan(5);
    expect(specs.filter((spec) => !specWords[spec])).toEqual([]);
    expect(Object.keys(specWords).filter((spec) => !specs.includes(spec))).toEqual([]);
    for (const spec of specs) expect(codeWordIn(specWords[spec] ?? ""), spec).toBeUndefined();
  });

  it("lists a page once however many tests failed alike, and nothing when none did", () => {
    const failed = { file: "live/axe.spec.ts", titles: ["axe finds nothing on /about-jade"] };
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
      annotations: [],
    }) as unknown as TestCase;
  const result = {
    retry: 0,
    status: "failed",
    duration: 10,
    // As the fixture notes it (tests/support/fixtures.ts).
    annotations: [{ type: failedOn, description: "/about-jade" }],
  } as unknown as TestResult;

  /** A run in GitHub Actions: the job summary's file, which the test reads. */
  function onGitHub(): string {
    summaryDir = mkdtempSync(path.join(tmpdir(), "jade-summary-"));
    const summary = path.join(summaryDir, "summary.md");
    vi.stubEnv("GITHUB_ACTIONS", "true");
    vi.stubEnv("GITHUB_STEP_SUMMARY", summary);
    return summary;
  }

  /** What the reporter prints, line by line. */
  function printedLines(): string[] {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    return printed;
  }

  it("says in staff words which page failed what, and writes it into GitHub's summary", () => {
    const summary = onGitHub();
    const printed = printedLines();
    const reporter = new SummaryReporter();
    reporter.onTestEnd(
      reported("live/axe.spec.ts", "axe finds nothing with the menus open", "unexpected"),
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

  it("says a check that ran out of time did so, a busy machine's fault to run again, not the content's", () => {
    const summary = onGitHub();
    const printed = printedLines();
    const reporter = new SummaryReporter();
    // What check:content met on a busy machine: three axe checks past their 30 s.
    for (const title of ["axe finds nothing", "axe finds nothing in dark mode", "axe on a phone"])
      reporter.onTestEnd(reported("live/axe.spec.ts", title, "unexpected"), {
        ...result,
        status: "timedOut",
      });
    reporter.onEnd();
    const output = printed.join("\n");
    expect(output).toMatch(
      /^- .+ \(\/about-jade\): the check ran out of time before it finished, because the machine running it was too busy: this says nothing about the content\. Run the checks again/m,
    );
    expect(output).not.toContain("the accessibility check found");
    expect(readFileSync(summary, "utf8")).toMatch(
      /^## The checks ran out of time: run them again\n/,
    );
  });

  it("keeps the content's words for a check that failed beside one that ran out of time", () => {
    const printed = printedLines();
    const reporter = new SummaryReporter();
    reporter.onTestEnd(reported("live/axe.spec.ts", "axe finds nothing", "unexpected"), result);
    reporter.onTestEnd(reported("live/images.spec.ts", "every picture", "unexpected"), {
      ...result,
      status: "timedOut",
    });
    reporter.onEnd();
    const output = printed.join("\n");
    expect(output).toMatch(/\(\/about-jade\): the accessibility check found/);
    expect(output).toMatch(/\(\/about-jade\): the check ran out of time/);
  });

  it("writes the same words to CHECK_WORDS, for the issue a failed publish opens", () => {
    const summary = onGitHub();
    const words = path.join(summaryDir!, "check-words.md");
    vi.stubEnv("CHECK_WORDS", words);
    printedLines();
    const reporter = new SummaryReporter();
    reporter.onTestEnd(reported("live/axe.spec.ts", "axe finds nothing", "unexpected"), result);
    reporter.onEnd();
    expect(readFileSync(words, "utf8")).toBe(readFileSync(summary, "utf8"));
    expect(readFileSync(words, "utf8")).toMatch(/the accessibility check found/);
  });

  it("is never told to write a test's own words where staff read: the tests' configs blank both", () => {
    // On GitHub the check job sets CHECK_WORDS and a summary for the whole suite; the refusals
    // of the tests' fixtures (a folder named about.yaml, a bank detail left a sample) must not
    // reach the issue a failed publish opens.
    expect(process.env.CHECK_WORDS).toBe("");
    expect(process.env.GITHUB_STEP_SUMMARY).toBe("");
  });

  it("adds nothing when every test passed", () => {
    const printed = printedLines();
    const reporter = new SummaryReporter();
    reporter.onTestEnd(reported("e2e/home.spec.ts", "the carousel turns", "expected"), {
      ...result,
      status: "passed",
    });
    reporter.onEnd();
    expect(printed.join("\n")).not.toContain("did not pass");
  });
});
