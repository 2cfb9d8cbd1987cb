import { describe, expect, it } from "vitest";
import { isOver } from "./stagings";
import pages from "virtual:content/pages";
import programmes from "virtual:content/programmes";
import site from "virtual:content/site";
import { jsonLdProblems, nodesOf } from "../../tests/support/json-ld";
import {
  breadcrumbs,
  organisation,
  organisationId,
  programmeEvents,
  stagingEvents,
} from "./structured-data.server";

describe("organisation", () => {
  const data = organisation(site);

  it("describes JADE as an NGO with the fields search engines need", () => {
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      "@type": "NGO",
      name: site.name,
      alternateName: site.shortName,
      url: `${site.siteUrl}/`,
      logo: { url: `${site.siteUrl}/icon-512.png`, width: 512, height: 512 },
      email: site.office.email,
      telephone: site.office.phone,
      sameAs: site.social.map((profile) => profile.url),
    });
  });
});

describe("breadcrumbs", () => {
  it("put a page under the home page, with absolute URLs", () => {
    const home = pages.pages.find((page) => page.id === "home");
    if (!home) throw new Error("no home page");
    const data = breadcrumbs(site, home, [{ name: "Donate", path: "/donate" }]);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: home.name, item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Donate", item: `${site.siteUrl}/donate` },
    ]);
  });

  it("put an archive page under its page", () => {
    const home = pages.pages.find((page) => page.id === "home")!;
    const data = breadcrumbs(site, home, [
      { name: "Results", path: "/results" },
      { name: "Results of the 2024–2025 season", path: "/results/2024-2025" },
    ]);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: home.name, item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Results", item: `${site.siteUrl}/results` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Results of the 2024–2025 season",
        item: `${site.siteUrl}/results/2024-2025`,
      },
    ]);
  });
});

describe("programmeEvents", () => {
  // While National Debaters' Week 2025's registration is still open.
  const data = programmeEvents(site, programmes.programmes, "2025-10-12");
  const events = nodesOf(data);

  it("gives every run of days of every staging to come or under way a valid Event, and none held", () => {
    expect(jsonLdProblems(data)).toEqual([]);
    const spans = programmes.programmes.flatMap((p) =>
      p.stagings.filter((s) => !isOver(s, "2025-10-12")).flatMap((s) => s.dates),
    );
    expect(spans.length).toBeGreaterThan(0);
    expect(events).toHaveLength(spans.length);
    expect(new Set(events.map((event) => event["@id"])).size).toBe(events.length);
    // The oratorical challenge (August 2025) is over: the Results page keeps it.
    expect(events.map((event) => event.name)).not.toContain("National Oratorical Challenge 2025");
  });

  it("writes a run of days as its first and last day, organised by the NGO", () => {
    expect(events.find((event) => event.name === "National Debaters' Week 2025")).toMatchObject({
      startDate: "2025-10-12",
      endDate: "2025-10-18",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Kingston and Montego Bay",
        address: { addressLocality: "Kingston and Montego Bay", addressCountry: "JM" },
      },
      organizer: { "@id": organisationId(site), name: site.name },
      offers: { "@type": "Offer", url: "https://forms.example.org/jade/debaters-week" },
      url: `${site.siteUrl}/jade-programmes#national-debaters-week`,
    });
  });

  it("offers registration until it closes, and nothing for an event that is over", () => {
    const ndw = (today: string) =>
      nodesOf(programmeEvents(site, programmes.programmes, today)).find(
        (event) => event.name === "National Debaters' Week 2025",
      );
    // Registration closes on the first day unless the staging says otherwise.
    expect(ndw("2025-10-12")?.offers).toBeDefined();
    expect(ndw("2025-10-13")?.offers).toBeUndefined();
    // Once all are over, none is offered: the graph is empty, and still valid.
    expect(nodesOf(programmeEvents(site, programmes.programmes, "2099-01-01"))).toEqual([]);
    expect(jsonLdProblems(programmeEvents(site, programmes.programmes, "2099-01-01"))).toEqual([]);
  });

  it("closes registration on the staging's registrationCloses, even before its first day", () => {
    const programme = programmes.programmes.find((entry) => entry.id === "national-debaters-week")!;
    const staging = { ...programme.stagings[0]!, registrationCloses: "2025-09-30" };
    const offers = (today: string) =>
      stagingEvents(site, programme, staging, today).map((event) => event.offers);
    expect(offers("2025-09-30")).toEqual([{ "@type": "Offer", url: staging.registrationUrl }]);
    expect(offers("2025-10-01")).toEqual([undefined]);
  });

  it("offers nothing for a staging without a registration link", () => {
    const programme = programmes.programmes[0]!;
    const staging = structuredClone(programme.stagings[0]!);
    delete staging.registrationUrl;
    expect(
      stagingEvents(site, programme, staging, "2000-01-01").filter((event) => "offers" in event),
    ).toEqual([]);
  });

  it("writes separate days as separate events", () => {
    // Before the oratorical challenge's first day (1 and 8 August 2025).
    const challenge = nodesOf(programmeEvents(site, programmes.programmes, "2025-07-31")).filter(
      (event) => event.name === "National Oratorical Challenge 2025",
    );
    expect(challenge.map((event) => [event.startDate, event.endDate])).toEqual([
      ["2025-08-01", "2025-08-01"],
      ["2025-08-08", "2025-08-08"],
    ]);
  });
});

describe("jsonLdProblems", () => {
  it("notices missing fields and relative URLs", () => {
    expect(
      jsonLdProblems({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "NGO", name: "X", url: "/", logo: "/logo.png" },
          { "@type": "Event", name: "E", startDate: "1 May" },
          {
            "@type": "BreadcrumbList",
            itemListElement: [{ "@type": "ListItem", position: 2, name: "A", item: "/a" }],
          },
        ],
      }),
    ).toEqual([
      "NGO X: url is not absolute",
      "NGO X: logo is not an absolute URL",
      "Event E: startDate 1 May",
      "Event E: location is not a Place with a name and address",
      "Event E: eventStatus undefined",
      "Event E: organizer has no name and url",
      "BreadcrumbList : item 1 has position 2",
      "BreadcrumbList : item 1 is not an absolute URL",
    ]);
  });
});
