import { describe, expect, it } from "vitest";
import programmes from "virtual:content/programmes";
import sponsorship from "virtual:content/sponsorship";
import type { Sponsorship } from "~/content/schema";
import type { SponsorTier } from "~/content/sets";
import {
  type CostRow,
  costAnchor,
  costTableRows,
  editionCosts,
  leftOutEditions,
  offeredEdition,
  offeredEditions,
  mailtoHref,
  nextOf,
  shownEditions,
  packageEmail,
  packageSummary,
  parseSelection,
  quotedEdition,
  selectionParams,
  tierEntitlements,
  tierNames,
  withTier,
} from "./sponsorship";

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

/** Every edition with costs in the content, held or to come. */
const costs = editionCosts(programmes.programmes);
/** Each programme's first edition with costs: the spec's, one per programme. */
const firstEditions = offeredEditions(programmes.programmes, "2000-01-01");
const rowName = sponsorship.labels.rowName;
const labels = { rowName, nextUsually: "Next: usually {month} {year}" };
const firstDay = (row: CostRow) => row.staging.dates[0]!.start;
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("offeredEdition and costTableRows", () => {
  const ndw = costs.find((row) => row.id === "ndw-2025")!;

  it("offers an edition up to the day before its first day, and not from that day", () => {
    expect(offeredEdition(ndw.programme, dayBefore(firstDay(ndw)))?.id).toBe("ndw-2025");
    expect(offeredEdition(ndw.programme, firstDay(ndw))).toBeUndefined();
  });

  it("offers the earliest edition to come when there are several", () => {
    const later = {
      ...ndw.staging,
      id: "ndw-2026",
      edition: "2026",
      dates: [{ start: "2026-10-11", end: "2026-10-17" }],
    };
    // Written before the earlier one: the dates decide, not the order in the file.
    const programme = { ...ndw.programme, stagings: [later, ndw.staging] };
    expect(offeredEdition(programme, "2025-09-01")?.id).toBe("ndw-2025");
    expect(offeredEdition(programme, "2025-10-12")?.id).toBe("ndw-2026");
    expect(offeredEdition(programme, "2026-10-11")).toBeUndefined();
  });

  it("leaves out an edition without costs", () => {
    const programme = {
      ...ndw.programme,
      stagings: [{ ...ndw.staging, costs: undefined }],
    };
    expect(offeredEdition(programme, "2025-01-01")).toBeUndefined();
  });

  it("gives every programme a row at its anchor, with the edition on offer and all five tiers", () => {
    const rows = costTableRows(programmes.programmes, dayBefore(firstDay(ndw)), labels);
    expect(rows.map((row) => row.anchor).sort()).toEqual(
      programmes.programmes.map((programme) => costAnchor(programme.id)).sort(),
    );
    const row = rows.find((entry) => entry.programme.id === "national-debaters-week");
    expect(row?.name).toBe("National Debaters' Week 2025");
    expect(row?.edition?.when).toBe("12–18 October 2025");
    expect(row?.edition?.amounts).toEqual([
      { tier: "platinum", amount: 2_000_000 },
      { tier: "gold", amount: 1_000_000 },
      { tier: "silver", amount: 750_000 },
      { tier: "bronze", amount: 500_000 },
      { tier: "super-supporter", amount: 100_000 },
    ]);
  });

  it("quotes a held edition's prices as a guide once nothing is on offer, under the programme's name and when it usually runs next", () => {
    const rows = costTableRows(programmes.programmes, firstDay(ndw), labels);
    const row = rows.find((entry) => entry.programme.id === "national-debaters-week");
    expect(row?.name).toBe("National Debaters' Week");
    expect(row?.edition?.guide).toBe(true);
    expect(row?.edition?.when).toBe("Next: usually October 2026");
    expect(row?.edition?.amounts[0]).toEqual({ tier: "platinum", amount: 2_000_000 });
    const before = costTableRows(programmes.programmes, dayBefore(firstDay(ndw)), labels);
    expect(before.find((entry) => entry.programme.id === ndw.programme.id)?.edition?.guide).toBe(
      false,
    );
  });

  it("names a programme that has never had costs by the programme alone", () => {
    const programme = { ...ndw.programme, stagings: [{ ...ndw.staging, costs: undefined }] };
    const [row] = costTableRows([programme], "2025-01-01", labels);
    expect(row?.name).toBe("National Debaters' Week");
    expect(row?.edition).toBeUndefined();
  });

  it("lists the programmes in the order they come round next, from the first day of the season to after its last", () => {
    const days = costs.map((row) => firstDay(row)).sort();
    for (const today of [dayBefore(days[0]!), days[2]!, dayBefore(days.at(-1)!), "2026-11-26"]) {
      const rows = costTableRows(programmes.programmes, today, labels);
      const next = rows.map((row) => {
        const quoted = shownEditions(programmes.programmes, today, labels).find(
          (entry) => entry.programme.id === row.programme.id,
        )!;
        return nextOf(quoted, today, labels).day;
      });
      expect(next, today).toEqual([...next].sort());
      expect(
        next.every((day) => day >= today || day === ""),
        today,
      ).toBe(true);
    }
  });

  it("puts a programme that has never had costs after those that have", () => {
    const without = { ...ndw.programme, id: "new", stagings: [] };
    const rows = costTableRows([without, ...programmes.programmes], "2026-11-26", labels);
    expect(rows.at(-1)?.programme.id).toBe("new");
    expect(rows.at(-1)?.edition).toBeUndefined();
  });

  it("dates a guide by a staging already written without costs, rather than by its usual month", () => {
    const written = {
      ...ndw.staging,
      id: "ndw-2026",
      edition: "2026",
      dates: [{ start: "2026-10-11", end: "2026-10-17" }],
      costs: undefined,
    };
    const programme = { ...ndw.programme, stagings: [ndw.staging, written] };
    const [row] = costTableRows([programme], "2026-01-05", labels);
    expect(row?.edition?.guide).toBe(true);
    expect(row?.edition?.when).toBe("11–17 October 2026");
  });
});

/** National Debaters' Week with a later edition whose costs are written, first in the file. */
function withNextEdition(start: string) {
  const ndw = costs.find((row) => row.id === "ndw-2025")!;
  const next = { ...ndw.staging, id: "ndw-next", edition: "next", dates: [{ start }] };
  const programme = { ...ndw.programme, stagings: [next, ndw.staging] };
  return { ndw, programme };
}

describe("quotedEdition", () => {
  it("quotes the edition on offer, then the last edition held, by date and not file order", () => {
    const { ndw, programme } = withNextEdition("2026-10-11");
    expect(quotedEdition(programme, "2025-09-01")).toMatchObject({ id: "ndw-2025", guide: false });
    expect(quotedEdition(programme, "2025-10-12")).toMatchObject({ id: "ndw-next", guide: false });
    expect(quotedEdition(programme, "2026-10-11")).toMatchObject({ id: "ndw-next", guide: true });
    expect(quotedEdition(ndw.programme, "2099-01-01")).toMatchObject({
      id: "ndw-2025",
      guide: true,
    });
  });

  it("quotes nothing for a programme without costs", () => {
    const { ndw } = withNextEdition("2026-10-11");
    const programme = { ...ndw.programme, stagings: [{ ...ndw.staging, costs: undefined }] };
    expect(quotedEdition(programme, "2099-01-01")).toBeUndefined();
  });
});

describe("leftOutEditions", () => {
  it("names a held edition with a tier once a later one is on offer, but not an unknown key or no tier", () => {
    const { ndw, programme } = withNextEdition("2026-10-11");
    const others = programmes.programmes.filter((entry) => entry.id !== programme.id);
    const all = [...others, programme];
    const dayAfter = new Date(
      Date.parse(`${ndw.staging.dates.at(-1)!.end!}T12:00:00Z`) + 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const params = new URLSearchParams("ndw-2025=platinum&nope=gold&ndw-next=&utm_source=mail");
    expect(leftOutEditions(params, all, dayAfter).map((row) => row.id)).toEqual(["ndw-2025"]);
    expect(leftOutEditions(new URLSearchParams(), all, dayAfter)).toEqual([]);
    // Before it begins, it is on offer, not left out.
    expect(leftOutEditions(params, all, dayBefore(firstDay(ndw)))).toEqual([]);
  });

  it("keeps a held edition its programme still quotes as a guide", () => {
    const params = new URLSearchParams("ndw-2025=platinum");
    expect(leftOutEditions(params, programmes.programmes, "2099-01-01")).toEqual([]);
  });
});

describe("tierNames", () => {
  it("looks up every tier's name", () => {
    expect(tierNames(tiers)["super-supporter"]).toBe("Super Supporter");
    expect(tierNames(tiers).platinum).toBe("Platinum");
  });
});

/** Each programme's first edition at one tier, where the edition offers it. */
function allAt(tier: SponsorTier) {
  return new Map(
    firstEditions.filter((row) => row.amounts[tier] !== null).map((row) => [row.id, tier]),
  );
}
const summarise = (selection: ReadonlyMap<string, SponsorTier>) =>
  packageSummary(selection, sponsorship.tiers, costs, rowName);

describe("packageSummary", () => {
  it("adds every programme's first edition at Gold to J$2,800,000 and at Super Supporter to J$305,000", () => {
    // The spec's figures, for its editions: one per programme, every one offering both tiers.
    expect(firstEditions.map((row) => row.programme.id)).toEqual(
      programmes.programmes.map((programme) => programme.id),
    );
    expect(allAt("gold").size).toBe(programmes.programmes.length);
    expect(summarise(allAt("gold")).total).toBe(2_800_000);
    expect(allAt("super-supporter").size).toBe(programmes.programmes.length);
    expect(summarise(allAt("super-supporter")).total).toBe(305_000);
  });

  it("lists the chosen rows in content order with their tier and price", () => {
    const summary = summarise(
      new Map<string, SponsorTier>([
        ["classics-2026", "bronze"],
        ["ndw-2025", "platinum"],
      ]),
    );
    expect(summary.lines).toEqual([
      {
        rowId: "ndw-2025",
        name: "National Debaters' Week 2025",
        guide: false,
        tier: "platinum",
        tierName: "Platinum",
        amount: 2_000_000,
      },
      {
        rowId: "classics-2026",
        name: "Classics 2026",
        guide: false,
        tier: "bronze",
        tierName: "Bronze",
        amount: 50_000,
      },
    ]);
    expect(summary.total).toBe(2_050_000);
  });

  it("gives each chosen tier once, highest first, with the entitlements of the tiers below", () => {
    const summary = summarise(
      new Map<string, SponsorTier>([
        ["noc-2025", "bronze"],
        ["slam-2025", "silver"],
        ["classics-2026", "bronze"],
      ]),
    );
    expect(summary.tiers.map((tier) => tier.id)).toEqual(["silver", "bronze"]);
    const bronze = summary.tiers[1]!;
    expect(bronze.rows).toEqual(["National Oratorical Challenge 2025", "Classics 2026"]);
    const [silverTier, bronzeTier, superTier] = ["silver", "bronze", "super-supporter"].map((id) =>
      sponsorship.tiers.find((tier) => tier.id === id)!,
    );
    expect(summary.tiers[0]!.entitlements.map((item) => item.text)).toEqual([
      ...silverTier!.entitlements,
      ...bronzeTier!.entitlements,
      ...superTier!.entitlements,
    ]);
    expect(bronze.entitlements.at(-1)).toEqual({
      text: superTier!.entitlements.at(-1),
      from: "super-supporter",
      fromName: "Super Supporter",
    });
  });

  it("is empty, with a zero total, when nothing is chosen", () => {
    expect(summarise(new Map())).toEqual({ lines: [], total: 0, tiers: [] });
  });

  it("leaves out a tier the row does not offer, even if handed one", () => {
    expect(summarise(new Map([["noc-2025", "platinum"]])).total).toBe(0);
  });
});

describe("parseSelection", () => {
  it("reads tiers by cost row id", () => {
    const selection = parseSelection(
      new URLSearchParams("ndw-2025=gold&classics-2026=super-supporter"),
      costs,
    );
    expect([...selection]).toEqual([
      ["ndw-2025", "gold"],
      ["classics-2026", "super-supporter"],
    ]);
  });

  it("ignores unknown rows, unknown tiers, tiers not offered and empty values", () => {
    const selection = parseSelection(
      new URLSearchParams(
        "ndw-2024=gold&ndw-2025=Gold&slam-2025=platinum&noc-2025=&classics-2026=diamond&x=%E0%A4%A&academy-2026=silver",
      ),
      costs,
    );
    expect([...selection]).toEqual([["academy-2026", "silver"]]);
  });

  it("takes the first of repeated values", () => {
    const selection = parseSelection(new URLSearchParams("ndw-2025=bronze&ndw-2025=gold"), costs);
    expect(selection.get("ndw-2025")).toBe("bronze");
  });
});

describe("selectionParams", () => {
  it("writes the rows in content order and round-trips through parseSelection", () => {
    const selection = new Map<string, SponsorTier>([
      ["classics-2026", "gold"],
      ["noc-2025", "bronze"],
    ]);
    const params = selectionParams(selection, costs);
    expect(params.toString()).toBe("noc-2025=bronze&classics-2026=gold");
    expect(parseSelection(params, costs)).toEqual(selection);
  });

  it("keeps other parameters and drops rows that were unchosen or not offered", () => {
    const params = selectionParams(
      new Map<string, SponsorTier>([["slam-2025", "platinum"]]),
      costs,
      new URLSearchParams("utm_source=newsletter&ndw-2025=gold"),
    );
    expect(params.toString()).toBe("utm_source=newsletter");
  });
});

describe("withTier", () => {
  it("sets and clears one row without touching the original", () => {
    const before = new Map<string, SponsorTier>([["ndw-2025", "gold"]]);
    const after = withTier(withTier(before, "classics-2026", "bronze"), "ndw-2025", null);
    expect([...after]).toEqual([["classics-2026", "bronze"]]);
    expect([...before]).toEqual([["ndw-2025", "gold"]]);
  });
});

describe("packageEmail and mailtoHref", () => {
  const words = {
    emailGuide: "{programme} (guide)",
    emailSubject: "Package ({total})",
    emailGreeting: "Hello,",
    emailLine: "- {programme}: {tier}, {amount}",
    emailTotal: "Total: {total}",
    emailLink: "Link: {url}",
  };

  it("lists programme, tier and price, the total and the link", () => {
    const summary = summarise(
      new Map<string, SponsorTier>([
        ["ndw-2025", "gold"],
        ["collegiate-2026", "super-supporter"],
      ]),
    );
    const url =
      "https://jade.example.org/programme-sponsorship?ndw-2025=gold&collegiate-2026=super-supporter";
    expect(packageEmail(summary, words, url)).toEqual({
      subject: "Package (J$1,030,000)",
      body: [
        "Hello,",
        "",
        "- National Debaters' Week 2025: Gold, J$1,000,000",
        "- National Collegiate Debating Championship 2026: Super Supporter, J$30,000",
        "",
        "Total: J$1,030,000",
        "",
        `Link: ${url}`,
      ].join("\n"),
    });
  });

  it("names a guide price's programme with the guide words", () => {
    const guides = costs.map((row) => ({ ...row, guide: row.id === "ndw-2025" }));
    const summary = packageSummary(
      new Map<string, SponsorTier>([
        ["ndw-2025", "gold"],
        ["classics-2026", "bronze"],
      ]),
      sponsorship.tiers,
      guides,
      rowName,
    );
    const { body } = packageEmail(summary, words, "https://jade.example.org/");
    // A guide is named by its programme: the edition it will be is not set yet.
    expect(body).toContain("- National Debaters' Week (guide): Gold, J$1,000,000");
    expect(body).toContain("- Classics 2026: Bronze, J$50,000");
  });

  it("encodes subject and body, with CRLF line breaks, and decodes back to the same text", () => {
    const href = mailtoHref(
      "partnerships@jade.example.org",
      "A & B?",
      "Line one\nLine two: J$5 & more",
    );
    expect(href).toBe(
      "mailto:partnerships@jade.example.org?subject=A%20%26%20B%3F&body=Line%20one%0D%0ALine%20two%3A%20J%245%20%26%20more",
    );
    const url = new URL(href);
    expect(decodeURIComponent(url.search.split("&body=")[1]!)).toBe(
      "Line one\r\nLine two: J$5 & more",
    );
  });
});
