import { describe, expect, it } from "vitest";
import { collectSamples } from "./samples.server";

describe("collectSamples", () => {
  const samples = collectSamples();

  it("reports a marked field", () => {
    expect(samples).toContainEqual({
      file: "content/donate.yaml",
      where: 'Bank detail 6 "account-number" › value',
      value: "000-123-4567",
    });
  });

  it("reports every field of a record marked as a whole, nested ones included", () => {
    expect(samples).toContainEqual({
      file: "content/site.yaml",
      where: "office › Line 1",
      value: "12 Sample Avenue",
    });
    expect(samples).toContainEqual({
      file: "content/adjudicators.yaml",
      where: 'Adjudicator 18 "andre-walters" › lastName',
      value: "Walters",
    });
  });

  it("leaves out fields the mark does not name", () => {
    const donate = samples.filter((entry) => entry.file === "content/donate.yaml");
    expect(donate.map((entry) => entry.where)).not.toContainEqual(
      expect.stringContaining('"account-name"'),
    );
    expect(donate.map((entry) => entry.value)).not.toContain(
      "Jamaican Association for Debating and Empowerment",
    );
    // A bank detail's label is the association's own; only its value is marked.
    expect(donate.map((entry) => entry.where)).not.toContainEqual(
      expect.stringMatching(/^Bank detail .* › label$/),
    );
  });

  it("reports only non-empty values", () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const entry of samples) expect(entry.value.trim()).not.toBe("");
  });
});
