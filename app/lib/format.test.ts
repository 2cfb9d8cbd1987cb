import adjudicators from "virtual:content/adjudicators";
import team from "virtual:content/team";
import { describe, expect, it } from "vitest";
import { jamaicaTimeZone } from "./dates";
import {
  compareIso,
  compareNames,
  foldName,
  formatList,
  formatLongDate,
  formatNumber,
} from "./format";

// Intl is the reference: the site's own functions must write exactly what it writes.

describe("formatNumber", () => {
  it("writes whole numbers with thousands separators", () => {
    expect(formatNumber(2_800_000)).toBe("2,800,000");
    expect(formatNumber(750)).toBe("750");
    expect(formatNumber(0)).toBe("0");
  });

  it("agrees with Intl for whole numbers, fractions and negatives", () => {
    const wholes = new Intl.NumberFormat("en-JM", { maximumFractionDigits: 0 });
    const twoPlaces = new Intl.NumberFormat("en-JM", { maximumFractionDigits: 2 });
    const values = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      12_345,
      99_999,
      100_000,
      305_000,
      999_999,
      1_000_000,
      2_800_000,
      123_456_789,
      -1,
      -1234,
      74.5,
      74.25,
      74.125,
      0.5,
      1.005,
      89.999,
      1234.5,
      66.666666,
      100 / 3,
    ];
    for (const value of values) {
      expect(formatNumber(value), `${value}`).toBe(wholes.format(value));
      expect(formatNumber(value, 2), `${value} to 2 places`).toBe(twoPlaces.format(value));
    }
  });

  it("writes a negative number that rounds to nothing as 0, where Intl writes -0", () => {
    expect(formatNumber(-0.4)).toBe("0");
  });
});

describe("formatLongDate", () => {
  it("writes a calendar date in words", () => {
    expect(formatLongDate("2025-10-13")).toBe("13 October 2025");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });

  it("shows the same day whatever the machine's time zone", () => {
    // new Date("2025-08-01") would be UTC midnight, which is 31 July in Kingston.
    expect(formatLongDate("2025-08-01")).toBe("1 August 2025");
  });

  it("agrees with Intl in Jamaica on every day from 2024 to 2030", () => {
    const inJamaica = new Intl.DateTimeFormat("en-GB", {
      timeZone: jamaicaTimeZone,
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const day = 24 * 60 * 60 * 1000;
    for (let at = Date.UTC(2024, 0, 1, 17); at < Date.UTC(2031, 0, 1); at += day) {
      const date = new Date(at).toISOString().slice(0, 10);
      expect(formatLongDate(date), date).toBe(inJamaica.format(at));
    }
  });

  it("names a date it cannot read", () => {
    expect(() => formatLongDate("2025-13-01")).toThrow(
      'Not a YYYY-MM-DD calendar date: "2025-13-01"',
    );
    expect(() => formatLongDate("13 October 2025")).toThrow(RangeError);
  });
});

describe("formatList", () => {
  it("agrees with Intl's British English lists, from none to five items", () => {
    const list = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
    const items = ["1", "8", "15", "22", "29"];
    for (let count = 0; count <= items.length; count++) {
      expect(formatList(items.slice(0, count))).toBe(list.format(items.slice(0, count)));
    }
  });
});

describe("names", () => {
  it("folds case, accents and apostrophes", () => {
    expect(foldName("Renée")).toBe("renee");
    expect(foldName("O\u2019Connor")).toBe("oconnor");
  });

  it("sorts every name in the content as Intl's collator does", () => {
    const collator = new Intl.Collator("en-JM", { sensitivity: "base", numeric: true });
    const names = [
      ...adjudicators.adjudicators.flatMap((person) => [person.firstName, person.lastName]),
      ...[...team.board, ...team.seniorManagers].map((member) => member.name),
      ...team.departments.flatMap((department) => department.members.map((member) => member.name)),
      ...["Élise Grant", "de Souza Ann", "Zara Brown", "O'Connor", "Ochoa", "Smith-Jones"],
      ...["Smithson", "Mc Donald", "McDonald", "Team 9", "Team 10", "Örjan", "Olga", "Zack"],
    ];
    const bySite = [...names].sort(compareNames);
    const byIntl = [...names].sort(collator.compare);
    expect(bySite).toEqual(byIntl);
  });

  it("treats names that differ only in case or accents as equal", () => {
    expect(compareNames("Renée", "RENEE")).toBe(0);
  });
});

describe("compareIso", () => {
  it("orders calendar dates", () => {
    expect(["2026-01-02", "2025-12-31", "2026-01-01"].sort(compareIso)).toEqual([
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
  });
});
