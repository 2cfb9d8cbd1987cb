import { describe, expect, it } from "vitest";
import { initials, sortByName } from "./people";

const names = (people: { name: string }[]) => people.map((person) => person.name);

describe("sortByName", () => {
  it("sorts by name without changing the list it was given", () => {
    const people = [{ name: "Kevin Daley" }, { name: "Abigail Wright" }, { name: "Everton Lewis" }];
    expect(names(sortByName(people))).toEqual(["Abigail Wright", "Everton Lewis", "Kevin Daley"]);
    expect(names(people)).toEqual(["Kevin Daley", "Abigail Wright", "Everton Lewis"]);
  });

  it("sorts as a reader expects: accents sort with their letter and case does not matter", () => {
    const people = [{ name: "Zara Brown" }, { name: "Élise Grant" }, { name: "de Souza Ann" }];
    // A plain code-point sort would put "de Souza" after "Zara" and "Élise" after both.
    expect(names([...people].sort((a, b) => (a.name < b.name ? -1 : 1)))).toEqual([
      "Zara Brown",
      "de Souza Ann",
      "Élise Grant",
    ]);
    expect(names(sortByName(people))).toEqual(["de Souza Ann", "Élise Grant", "Zara Brown"]);
  });

  it("compares numbers as numbers, and sorts Ö with O as English does", () => {
    expect(names(sortByName([{ name: "Team 10" }, { name: "Team 9" }]))).toEqual([
      "Team 9",
      "Team 10",
    ]);
    const people = [{ name: "Örjan" }, { name: "Zack" }, { name: "Olga" }];
    expect(names(sortByName(people))).toEqual(["Olga", "Örjan", "Zack"]);
  });
});

describe("initials", () => {
  it("takes the first and last names' first letters", () => {
    expect(initials("Nicole Ashman")).toBe("NA");
    expect(initials("Sasha-Kay Bennett")).toBe("SB");
    expect(initials("Mary Ann  de Souza")).toBe("MS");
  });

  it("leaves out honorifics and copes with one name or accents", () => {
    expect(initials("Dr. Marjorie Ellis")).toBe("ME");
    expect(initials("Prof Ian Boxill")).toBe("IB");
    expect(initials("Cher")).toBe("C");
    expect(initials("élise grant")).toBe("ÉG");
  });
});
