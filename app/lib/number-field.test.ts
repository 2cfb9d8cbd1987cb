import { describe, expect, it } from "vitest";
import { problemMessage, readNumberField } from "./number-field";

const score = { min: 0, max: 100 };
const count = { min: 0, whole: true };

describe("readNumberField", () => {
  it("reads plain numbers, with or without a decimal point, ignoring spaces around them", () => {
    expect(readNumberField("82", score)).toEqual({ ok: true, value: 82 });
    expect(readNumberField(" 82.5 ", score)).toEqual({ ok: true, value: 82.5 });
    expect(readNumberField(".5", score)).toEqual({ ok: true, value: 0.5 });
    expect(readNumberField("0", score)).toEqual({ ok: true, value: 0 });
    expect(readNumberField("100", score)).toEqual({ ok: true, value: 100 });
  });

  it("names an empty field", () => {
    expect(readNumberField("", score)).toEqual({ ok: false, problem: "empty" });
    expect(readNumberField("   ", score)).toEqual({ ok: false, problem: "empty" });
  });

  it("refuses anything that is not plainly a number", () => {
    for (const raw of ["abc", "12abc", "82,5", "1e3", "-", ".", "Infinity", "NaN", "0x10", "1 2"]) {
      expect(readNumberField(raw, score), raw).toEqual({ ok: false, problem: "notNumber" });
    }
  });

  it("names the side of the range a number falls outside", () => {
    expect(readNumberField("-1", score)).toEqual({ ok: false, problem: "tooLow" });
    expect(readNumberField("100.1", score)).toEqual({ ok: false, problem: "tooHigh" });
    expect(readNumberField("5000", count)).toEqual({ ok: true, value: 5000 });
  });

  it("asks for whole numbers where the field counts things", () => {
    expect(readNumberField("2.5", count)).toEqual({ ok: false, problem: "notWhole" });
    expect(readNumberField("3.0", count)).toEqual({ ok: true, value: 3 });
    expect(readNumberField("-2", count)).toEqual({ ok: false, problem: "tooLow" });
  });
});

describe("problemMessage", () => {
  const errors = {
    empty: "Enter {field}.",
    notNumber: "Enter {field} in digits, like {example}.",
    notWhole: "Enter {field} as a whole number.",
    tooLow: "Enter {field} of {min} or more.",
    tooHigh: "Enter {field} of {max} or less.",
  };
  const field = { name: "a test score", rule: score, example: 82.5 };

  it("names the field and the limit it broke", () => {
    expect(problemMessage("empty", field, errors)).toBe("Enter a test score.");
    expect(problemMessage("notNumber", field, errors)).toBe(
      "Enter a test score in digits, like 82.5.",
    );
    expect(problemMessage("tooLow", field, errors)).toBe("Enter a test score of 0 or more.");
    expect(problemMessage("tooHigh", field, errors)).toBe("Enter a test score of 100 or less.");
  });
});
