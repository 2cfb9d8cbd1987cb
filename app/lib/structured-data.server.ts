/**
 * Schema.org structured data (JSON-LD) for search engines: the association as an NGO on every
 * page, each page's place under the home page as a BreadcrumbList, and each staging as an Event
 * on the Programmes page. Pure functions of the content; pages put them in the head as
 * `script:ld+json` head tags (app/lib/head-tags.tsx), written with `<` escaped so no value can
 * end the script element.
 */
import type { Content, Programme, Staging } from "../content/schema";
import { eventName, eventPageUrl } from "./calendar-links";
import { iconFiles } from "./identity-files";
import { absoluteUrl } from "./pages";
import { isOver, registrationCloses } from "./stagings";

type Site = Content["site"];
type JsonLd = Record<string, unknown>;

const context = "https://schema.org";

/** The organisation's node id: other nodes point at it rather than repeating it. */
export function organisationId(site: Site): string {
  return `${absoluteUrl(site.siteUrl, "/")}#organization`;
}

export function organisation(site: Site): JsonLd {
  const { office } = site;
  return {
    "@context": context,
    "@type": "NGO",
    "@id": organisationId(site),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    // A square PNG: Google reads logos in raster formats, not SVG.
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(site.siteUrl, `/${iconFiles.icon512.file}`),
      width: iconFiles.icon512.size,
      height: iconFiles.icon512.size,
    },
    email: office.email,
    telephone: office.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.address.slice(0, -1).join(", "),
      addressCountry: "JM",
    },
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** Home, then the page (and an archive page of it, one more): every page but home sits under it. */
export function breadcrumbs(
  site: Site,
  home: { name: string },
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: home.name, item: absoluteUrl(site.siteUrl, "/") },
      ...trail.map((page, index) => ({
        "@type": "ListItem",
        position: index + 2,
        name: page.name,
        item: absoluteUrl(site.siteUrl, page.path),
      })),
    ],
  };
}

/**
 * A staging as schema.org Events, one per run of days (as in the calendar files). Dates are
 * calendar dates in Jamaica; a held staging stays EventScheduled, which schema.org uses for an
 * event that took place as planned.
 */
export function stagingEvents(
  site: Site,
  programme: Programme,
  staging: Staging,
  today: string,
): JsonLd[] {
  // Registration is offered until it closes; an event that is over offers nothing.
  const open = staging.registrationUrl && today <= registrationCloses(staging);
  return staging.dates.map((span, index) => ({
    "@type": "Event",
    "@id": `${eventPageUrl(site.siteUrl, programme)}-${staging.id}${index ? `-${index + 1}` : ""}`,
    name: eventName(programme, staging),
    description: programme.purpose,
    startDate: span.start,
    endDate: span.end ?? span.start,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: eventPageUrl(site.siteUrl, programme),
    location: {
      "@type": "Place",
      name: staging.venue ?? "Jamaica",
      address: {
        "@type": "PostalAddress",
        ...(staging.venue ? { addressLocality: staging.venue } : {}),
        addressCountry: "JM",
      },
    },
    organizer: {
      "@type": "NGO",
      "@id": organisationId(site),
      name: site.name,
      url: absoluteUrl(site.siteUrl, "/"),
    },
    // Registration (free or priced, the content does not say): where to sign up.
    ...(open ? { offers: { "@type": "Offer", url: staging.registrationUrl } } : {}),
  }));
}

/**
 * The stagings still to come or under way on the given day in Jamaica, as one graph: the events a
 * search engine offers people to go to. The ones held are history, which the Results pages keep,
 * and the Programmes page's head must not grow with it (issue 51: ten seasons on, every staging
 * held was 22 KB of it).
 */
export function programmeEvents(
  site: Site,
  programmes: readonly Programme[],
  today: string,
): JsonLd {
  return {
    "@context": context,
    "@graph": programmes.flatMap((programme) =>
      programme.stagings
        .filter((staging) => !isOver(staging, today))
        .flatMap((staging) => stagingEvents(site, programme, staging, today)),
    ),
  };
}
