import { describe, expect, it } from "vitest";
import programmes from "virtual:content/programmes";
import sponsorship from "virtual:content/sponsorship";
import type { Sponsorship } from "~/content/schema";
import { costAnchor, costTableRows, tierEntitlements, tierNames } from "./sponsorship";

const tiers: Sponsorship["tiers"] = [
  { id: "platinum", name: "Platinum", entitlements: ["p1"] },
  { id: "gold", name: "Gold", entitlements: ["g1", "g2"] },
  { id: "silver", name: "Silver", entitlements: ["s1"] },
  { id: "bronze", name: "Bronze", entitlements: ["b1"] },
  { id: "super-supporter", name: "Super Supporter", entitlements: ["ss1"] },
];

describe("tierEntitlements", () => {
  it("gives each tier its own entitlements plus every lower tier's, highest first", () => {
    const result = tierEntitlements(tiers);
    expect(result.map((tier) => tier.id)).toEqual([
      "platinum",
      "gold",
      "silver",
      "bronze",
      "super-supporter",
    ]);
    expect(result[0]?.all.map((item) => item.text)).toEqual(["p1", "g1", "g2", "s1", "b1", "ss1"]);
    expect(result[1]?.all).toEqual([
      { text: "g1", from: "gold" },
      { text: "g2", from: "gold" },
      { text: "s1", from: "silver" },
      { text: "b1", from: "bronze" },
      { text: "ss1", from: "super-supporter" },
    ]);
    expect(result[4]?.all.map((item) => item.text)).toEqual(["ss1"]);
  });

  it("names the tier directly below, and none for the lowest", () => {
    const result = tierEntitlements(tiers);
    expect(result[0]?.includes).toEqual({ id: "gold", name: "Gold" });
    expect(result[3]?.includes).toEqual({ id: "super-supporter", name: "Super Supporter" });
    expect(result[4]?.includes).toBeUndefined();
    expect(result[2]?.own).toEqual(["s1"]);
  });

  it("orders tiers by rank even if the list is shuffled", () => {
    const shuffled = [3, 0, 4, 2, 1].flatMap((index) => tiers.slice(index, index + 1));
    expect(tierEntitlements(shuffled).map((tier) => tier.id)).toEqual(
      tierEntitlements(tiers).map((tier) => tier.id),
    );
  });
});

describe("costTableRows", () => {
  it("names each row from the programme and edition, with its anchor and all five tiers", () => {
    const rows = costTableRows(sponsorship.costs, programmes.programmes, "{programme} {edition}");
    expect(rows).toHaveLength(6);
    const ndw = rows.find((row) => row.name === "National Debaters' Week 2025");
    expect(ndw?.anchor).toBe(costAnchor("national-debaters-week"));
    expect(ndw?.amounts).toEqual([
      { tier: "platinum", amount: 2_000_000 },
      { tier: "gold", amount: 1_000_000 },
      { tier: "silver", amount: 750_000 },
      { tier: "bronze", amount: 500_000 },
      { tier: "super-supporter", amount: 100_000 },
    ]);
    expect(rows[0]?.amounts[0]).toEqual({ tier: "platinum", amount: null });
  });

  it("anchors only a programme's first row with the programme's anchor", () => {
    const [first] = sponsorship.costs;
    if (!first) throw new Error("no cost rows");
    const again = { ...first, id: "noc-2026", edition: "2026" };
    const rows = costTableRows([first, again], programmes.programmes, "{programme} {edition}");
    expect(rows.map((row) => row.anchor)).toEqual([
      "costs-national-oratorical-challenge",
      "costs-noc-2026",
    ]);
  });

  it("gives every programme of the content a row to link to", () => {
    const anchors = costTableRows(sponsorship.costs, programmes.programmes, "x").map(
      (row) => row.anchor,
    );
    for (const programme of programmes.programmes) {
      expect(anchors).toContain(costAnchor(programme.id));
    }
  });
});

describe("tierNames", () => {
  it("looks up every tier's name", () => {
    expect(tierNames(tiers)["super-supporter"]).toBe("Super Supporter");
    expect(tierNames(tiers).platinum).toBe("Platinum");
  });
});
