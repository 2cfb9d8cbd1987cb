import { describe, expect, it } from "vitest";
import donate from "virtual:content/donate";
import {
  bankDetailsText,
  buildReference,
  chosenAmount,
  cleanReferenceText,
  copiedValue,
  suggestedAmount,
} from "./donation";

const prefix = "JADE Donation";

describe("buildReference", () => {
  it("is the prefix alone when nothing else is given", () => {
    expect(buildReference({ prefix }, 40)).toEqual({ reference: prefix, shortened: false });
    expect(buildReference({ prefix, surname: "   ", purpose: "" }, 40).reference).toBe(prefix);
  });

  it("adds the surname and the purpose, in that order", () => {
    expect(buildReference({ prefix, surname: "Brown", purpose: "Debaters' Week" }, 40)).toEqual({
      reference: "JADE Donation - Brown - Debaters' Week",
      shortened: false,
    });
    expect(buildReference({ prefix, purpose: "Classics" }, 40).reference).toBe(
      "JADE Donation - Classics",
    );
    expect(buildReference({ prefix, surname: " Brown " }, 40).reference).toBe(
      "JADE Donation - Brown",
    );
  });

  it("shortens only the surname to fit the maximum length", () => {
    const built = buildReference(
      { prefix, surname: "Montgomery-Fitzgerald", purpose: "Debaters' Week" },
      40,
    );
    expect(built.reference).toBe("JADE Donation - Montgom - Debaters' Week");
    expect(built.reference.length).toBeLessThanOrEqual(40);
    expect(built.shortened).toBe(true);
    expect(
      buildReference({ prefix, surname: "Muller-Montgomery", purpose: "Debaters' Week" }, 40)
        .reference,
    ).toBe("JADE Donation - Muller - Debaters' Week");
    const long = buildReference({ prefix, surname: "x".repeat(100) }, 40);
    expect(long.reference).toHaveLength(40);
    expect(long.reference.startsWith("JADE Donation - x")).toBe(true);
  });

  it("never cuts the prefix or the purpose, even with no room for a surname", () => {
    const built = buildReference({ prefix, surname: "Brown", purpose: "Debaters' Week" }, 30);
    expect(built.reference).toBe("JADE Donation - Debaters' Week");
    expect(built.shortened).toBe(true);
  });

  it("keeps every purpose in the content within the limit with room for a surname", () => {
    const { maxLength, purposes } = donate.reference;
    for (const purpose of purposes) {
      const built = buildReference(
        { prefix: donate.referencePrefix, surname: "Williamson", purpose: purpose.reference },
        maxLength,
      );
      expect(built.reference.length).toBeLessThanOrEqual(maxLength);
      expect(built.reference.startsWith("JADE Donation - ")).toBe(true);
      expect(built.reference).toContain(purpose.reference);
    }
  });
});

describe("cleanReferenceText", () => {
  it("drops accents and characters banks refuse, and collapses spaces", () => {
    expect(cleanReferenceText("Müller")).toBe("Muller");
    expect(cleanReferenceText("O’Brien")).toBe("O'Brien");
    expect(cleanReferenceText("  Smith-Jones  ")).toBe("Smith-Jones");
    expect(cleanReferenceText("Brown & Co. <script>")).toBe("Brown Co. script");
    expect(cleanReferenceText("St. Clair   Lewis")).toBe("St. Clair Lewis");
    expect(cleanReferenceText("陈")).toBe("");
  });
});

describe("bankDetailsText", () => {
  const samples = {
    notice: "Details marked Sample are not real: do not transfer money to them.",
    copied: "{value} (sample: do not transfer money to it)",
  };
  const real = (label: string, value: string) => ({ id: label, label, value, sample: false });

  it("writes a heading, one line per detail and the reference", () => {
    expect(
      bankDetailsText(
        "Bank transfer details",
        [real("Bank", "Bank of Kingston"), real("Account number", "987-654")],
        { label: "Transfer reference", value: "JADE Donation - Brown" },
        samples,
      ),
    ).toBe(
      "Bank transfer details\nBank: Bank of Kingston\nAccount number: 987-654\nTransfer reference: JADE Donation - Brown",
    );
  });

  it("starts with the warning while any detail is a sample, and copies each sample inside it", () => {
    expect(
      bankDetailsText(
        "Bank transfer details",
        [real("Account name", "JADE"), { ...real("Account number", "000-123"), sample: true }],
        { label: "Transfer reference", value: "JADE Donation" },
        samples,
      ),
    ).toBe(
      [
        samples.notice,
        "Bank transfer details",
        "Account name: JADE",
        "Account number: 000-123 (sample: do not transfer money to it)",
        "Transfer reference: JADE Donation",
      ].join("\n"),
    );
  });

  it("gives the amount chosen before the reference", () => {
    expect(
      bankDetailsText(
        "Bank transfer details",
        [real("Bank", "Bank of Kingston")],
        { label: "Transfer reference", value: "JADE Donation" },
        samples,
        { label: "Amount", value: "J$15,000" },
      ),
    ).toBe(
      "Bank transfer details\nBank: Bank of Kingston\nAmount: J$15,000\nTransfer reference: JADE Donation",
    );
  });
});

describe("the amount of a gift", () => {
  const ladder = [{ amount: 5000 }, { amount: 15000 }, { amount: 100000 }];

  it("suggests the second amount of a ladder, the only one of a ladder of one, none of none", () => {
    expect(suggestedAmount(ladder)).toBe(15000);
    expect(suggestedAmount(ladder.slice(-1))).toBe(100000);
    expect(suggestedAmount([])).toBeUndefined();
  });

  it.each([
    ["amount=5000", 5000],
    ["amount=100000", 100000],
    ["page=2&amount=15000", 15000],
  ])("reads %s as %i", (query, amount) => {
    expect(chosenAmount(new URLSearchParams(query), ladder)).toBe(amount);
  });

  it.each([
    "",
    "amount=",
    "amount=123",
    "amount=15000.5",
    "amount=J$15,000",
    "amount=-5000",
    "amount=015000x",
  ])("reads %j as no amount", (query) => {
    expect(chosenAmount(new URLSearchParams(query), ladder)).toBeUndefined();
  });
});

describe("copiedValue", () => {
  it("is the value itself unless it is a sample", () => {
    const detail = { id: "bic", label: "BIC", value: "SMPLJMKN", sample: false };
    expect(copiedValue(detail, "{value} (sample)")).toBe("SMPLJMKN");
    expect(copiedValue({ ...detail, sample: true }, "{value} (sample)")).toBe("SMPLJMKN (sample)");
  });
});
