import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { phases, timesInWords } from "./test-suite";

const { scripts } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"),
) as { scripts: Record<string, string> };
const stages = phases.flat(2);

describe("npm test", () => {
  it("is scripts/test-suite.ts", () => {
    expect(scripts.test).toBe("tsx scripts/test-suite.ts");
  });

  it("runs lint, the typecheck and every test script once, test:live within test:content", () => {
    const tests = Object.keys(scripts).filter(
      (name) => name.startsWith("test:") && name !== "test:live",
    );
    expect([...stages].sort()).toEqual(["build:tests", "lint", "typecheck", ...tests].sort());
    expect(scripts["test:content"]).toBe("tsx scripts/content-suite.ts");
  });

  it("builds the tests' site before the tests that read it, and runs the content's checks last", () => {
    const phaseOf = (script: string) => phases.findIndex((phase) => phase.flat().includes(script));
    // After it: in a later phase, or later in the build's own lane.
    const after = (reader: string, step: string) => {
      const lane = phases[phaseOf(step)]!.find((candidate) => candidate.includes(step))!;
      return (
        phaseOf(reader) > phaseOf(step) ||
        (lane.includes(reader) && lane.indexOf(reader) > lane.indexOf(step))
      );
    };
    for (const reader of ["test:built", "test:e2e", "test:engines"])
      expect(after(reader, "build:tests"), reader).toBe(true);
    expect(after("build:tests", "test:built")).toBe(false);
    expect(phaseOf("test:content")).toBe(phases.length - 1);
    // At most two lanes a phase: the machines have two cores.
    for (const phase of phases) expect(phase.length).toBeLessThanOrEqual(2);
  });

  it("says each stage's time, which ran beside another, and which failed", () => {
    expect(
      timesInWords(
        [
          { script: "lint", seconds: 27.6, code: 0, beside: true },
          { script: "typecheck", seconds: 12.2, code: 0, beside: true },
          { script: "test:unit", seconds: 125.5, code: 1, beside: false },
        ],
        166,
      ),
    ).toBe(
      "lint 28 s (beside another), typecheck 12 s (beside another), test:unit 126 s (failed); 2.8 minutes in all",
    );
  });
});
