import { describe, expect, it } from "vitest";
import { inSentence } from "./in-sentence";

describe("inSentence", () => {
  it("lower-cases the first letter of an ordinary label", () => {
    expect(inSentence("Account number")).toBe("account number");
    expect(inSentence("Transfer reference")).toBe("transfer reference");
    expect(inSentence("Bank")).toBe("bank");
  });

  it("keeps acronyms and single letters as written", () => {
    expect(inSentence("BIC (SWIFT)")).toBe("BIC (SWIFT)");
    expect(inSentence("A")).toBe("a");
    expect(inSentence("")).toBe("");
  });
});
