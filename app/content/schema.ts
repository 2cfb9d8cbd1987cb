/**
 * Zod schemas for the files in `content/`, one per file. The build runs them (through the loader,
 * app/content/load.server.ts: the Vite content plugin and the content scripts), and so does the
 * content editor at /admin before it writes a file (decision 0022). The pages never import them:
 * they get the validated content as loader data and import only its inferred types, and the
 * closed sets they need from ./sets, which has no zod.
 */
import { z } from "zod";
import { type RouteId, routeIds } from "../route-table";
import { addressProblem } from "./address-rules";
import { type AssetKindName, assetKinds } from "./asset-rules";
import { characterProblem, invisibleProblem } from "./text-rules";
import {
  adjudicatorRanks,
  bankDetailIds,
  contactIcons,
  hasPlaceForPicture,
  programmeLevels,
  socialNetworks,
  type SponsorTier,
  sponsorTiers,
} from "./sets";

// ---------------------------------------------------------------------------------------------
// Building blocks

/**
 * Marks sample content that the association must replace before launch: `sample: true` marks the
 * whole record, `sample: [field, ...]` the named fields. `npm run content:report` lists them.
 */
const sampleMark = z
  .union([z.literal(true), z.array(z.string().min(1).max(80)).min(1).max(40)])
  .optional();

/** An object that rejects unknown (for example misspelt) fields and may carry a sample mark. */
function record<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...shape, sample: sampleMark });
}

/**
 * Text of at most `max` characters, for `where` it lands on the page. The limits are generous for
 * what each place shows well, and they stop an edit that would make a page, or the proposal PDF,
 * megabytes long. `splitHint` says what to do instead of writing one longer.
 */
function textUpTo(max: number, where: string, splitHint = "") {
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, {
      error: (issue) =>
        `is ${String(issue.input).length.toLocaleString("en")} characters long; ${where} holds at most ${max.toLocaleString("en")}: shorten it${splitHint}`,
    })
    .superRefine((value, ctx) => {
      const problem = characterProblem(value) ?? invisibleProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    });
}

/**
 * Text that may be empty (a banner's title, a figure's suffix), of at most `max` characters, with
 * the same rules on its characters as every text (app/content/text-rules.ts).
 */
function optionalText(max: number) {
  return z
    .string()
    .max(max, longerThan(max))
    .superRefine((value, ctx) => {
      const problem = characterProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    });
}

/**
 * A list of at most `max` items. Every list has a cap, chosen so that a page showing the list
 * whole stays within its budget (decision 0037); `what` names the items for the refusal.
 */
function upTo(max: number, what: string) {
  return `has more than ${max} ${what}, more than its page can show within its budget: remove some, or ask for the limit to be raised`;
}

/** A name, label, heading or title: one or two lines on a phone. */
const line = textUpTo(120, "a name, label or heading");
/** A sentence or two: an introduction, a notice, a hint, a button's text. */
const text = textUpTo(600, "a sentence of the page", ", or make it a paragraph of its own");
/** One paragraph of prose. */
const paragraph = textUpTo(1500, "a paragraph", ", or split it into two paragraphs");
/** Paragraphs of prose, at least one and at most 30: a page that long is a document. */
const paragraphs = z
  .array(paragraph)
  .min(1)
  .max(30, "has more than 30 paragraphs; a page that long belongs in a document of its own");
/** The refusal of a value longer than any place on the site can hold, for fields not written as prose. */
const longerThan = (max: number) =>
  `is longer than ${max.toLocaleString("en")} characters, which no value here needs`;

const id = z
  .string()
  .max(80, longerThan(80))
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "must be lower-case words joined by hyphens, like national-debaters-week",
  );

/**
 * A calendar date in Jamaica, written YYYY-MM-DD. Never a Date object. The `format` goes into
 * the JSON Schema the content editor is generated from (a date picker).
 */
export const calendarDate = z
  .string()
  .refine(isCalendarDate, {
    error: (issue) =>
      `must be a real calendar date written YYYY-MM-DD, got ${JSON.stringify(issue.input)}`,
  })
  .meta({ format: "date" });

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const httpsUrl = z
  .string()
  // Browsers and the site's own server (its 414) stop at about this length.
  .max(2048, longerThan(2048))
  // Judged as a browser parses it (address-rules.ts): a name before an @, a backslash, a tab, a
  // site's name in look-alike letters or punycode, a numeric address.
  .superRefine((value, ctx) => {
    const problem = addressProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  })
  .meta({ format: "uri" });

/** A telephone number as people write it, digits with spaces, brackets or hyphens. */
const phone = z
  .string()
  .max(40, longerThan(40))
  .regex(/^\+?[\d\s()-]{7,}$/, "must be a phone number like +1 876-555-0123");

// 254 characters: the most an address can be and still be delivered (RFC 5321).
const email = z
  .email({ error: (issue) => `must be an email address, got ${JSON.stringify(issue.input)}` })
  .max(254, longerThan(254));

/** No `..`, `.` or empty part: a path that never leaves the assets folder. */
const insideAssets = [
  (value: string) => !value.split("/").some((part) => part === ".." || part === "." || part === ""),
  {
    error: (issue: { input: unknown }) =>
      `must stay inside the assets folder, with no "..", "." or empty part, got ${JSON.stringify(issue.input)}`,
  },
] as const;

/** Formats in words: "a JPEG, PNG or WebP file". */
const formatNames: Record<string, string> = {
  svg: "SVG",
  png: "PNG",
  jpg: "JPEG",
  jpeg: "JPEG",
  webp: "WebP",
  mp4: "MP4",
  webm: "WebM",
  vtt: "WebVTT (.vtt)",
};
function formatsInWords(kind: AssetKindName): string {
  const names = [...new Set(assetKinds[kind].formats.map((format) => formatNames[format]))];
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
  // "an SVG", "an MP4": said as letters, they start with a vowel's sound.
  return `${/^(SVG|MP4)/.test(listed) ? "an" : "a"} ${listed} file`;
}

/**
 * A path below `content/` to a file of one kind (app/content/asset-rules.ts: its formats and
 * largest size), under `under`; the loader checks that it exists, fits and holds what its
 * extension says. No `..`, `.` or empty part: the path never leaves the assets folder. `folder` is
 * where the content editor uploads a new one while the file names none yet; `asset` tells the
 * editor which formats and size its upload takes, from the same rules.
 */
function assetFile(kind: AssetKindName, under: string, folder: string, example: string) {
  return z
    .string()
    .max(200, longerThan(200))
    .regex(
      new RegExp(
        `^${under.replaceAll("/", "\\/")}\\/[\\w./-]+\\.(${assetKinds[kind].formats.join("|")})$`,
      ),
      `must be ${formatsInWords(kind)} under ${under}/, like ${example}`,
    )
    .refine(...insideAssets)
    .meta({ folder, asset: kind });
}

/**
 * A photo or picture the build serves at several widths in AVIF, WebP and JPEG (a JPEG, PNG or
 * WebP file under assets/).
 */
const picturePath = (folder: string, example: string) =>
  assetFile("picture", "assets", folder, example);

/** A second crop of a picture for narrow screens (art direction): 4:3, shown below 40rem. */
const phoneCrop = (folder: string, example: string) => picturePath(folder, example).optional();

/** A percentage from 0% to 100%, whole. */
const percentage = "(?:100|[1-9]?\\d)%";

/**
 * The point of a picture to keep in view where its frame cuts it (art direction): two
 * percentages, across then down, as CSS's `object-position` takes them. "50% 50%" is the middle
 * (where a frame cuts without one), "0% 0%" the top left corner.
 */
const focalPoint = z
  .string()
  .refine((value) => new RegExp(`^${percentage} ${percentage}$`).test(value), {
    error: (issue) =>
      `must be the point of the picture to keep in view, as two percentages, across then down, like "30% 40%" ("50% 50%" is the middle, "0% 0%" the top left corner), got ${JSON.stringify(issue.input)}`,
  })
  // The longest the test above takes, "100% 100%", for the editor and the file's size.
  .meta({ maxLength: 9 });

/**
 * What the dark theme does to a photo: "dim" takes its brightness down a little, so a bright
 * photo does not glare on the dark page (what a photo gets without this field); "unchanged" keeps
 * it as it is, for a photo that is already dark or whose colours must stay exact.
 */
const darkTreatment = z.enum(["dim", "unchanged"], {
  error: (issue) => `must be "dim" or "unchanged", got ${JSON.stringify(issue.input)}`,
});

/**
 * The art direction every photo slot takes beside its picture (`image`): a phone crop, the point
 * to keep in view and what the dark theme does to it. One set of fields for banners, programmes,
 * articles and the pages' pictures, which one component draws (app/components/ui/picture.tsx).
 */
function artDirection(folder: string, phoneExample: string) {
  return {
    imagePhone: phoneCrop(folder, phoneExample),
    imageFocus: focalPoint.optional(),
    imageDark: darkTreatment.optional(),
  };
}

/** The art direction's fields, each of which needs the picture it directs. */
const directionFields = {
  imagePhone: "is a phone crop of a picture",
  imageFocus: "is the point to keep in view of a picture",
  imageDark: "says how the dark theme shows a picture",
} as const;

/** A portrait: served at the sizes of a portrait (app/lib/content-images.server.ts), so in its own folder. */
const portraitPath = assetFile(
  "portrait",
  "assets/people",
  "assets/people",
  "assets/people/marjorie-ellis.jpg",
).optional();

/**
 * Whenever a record gives a picture, it must describe it (people who cannot see the picture hear
 * the description instead), and a phone crop needs the picture it is a crop of. For records whose
 * picture is optional: a programme's image, a person's photo.
 */
function describedPicture(picture: string, description: string, directed = false) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[picture] !== undefined && value[description] === undefined)
      ctx.addIssue({
        code: "custom",
        path: [description],
        message: `must describe the picture named in ${picture}, in a sentence: people who cannot see it hear this instead`,
      });
    if (value[picture] === undefined && value[description] !== undefined)
      ctx.addIssue({
        code: "custom",
        path: [picture],
        message: `is missing: ${description} describes a picture, so name its file here, or remove ${description}`,
      });
    if (!directed || value[picture] !== undefined) return;
    for (const [field, what] of Object.entries(directionFields))
      if (value[field] !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [picture],
          message: `is missing: ${field} ${what}, so name the picture itself here too`,
        });
  };
}

/**
 * Copy with placeholders the site fills in, such as "{dates}": each must be there. The one way the
 * schemas say so: zod's `includes`, which also reaches the content editor (as a JSON Schema
 * pattern), so the editor tells staff which placeholders to keep.
 */
function containing(...placeholders: string[]) {
  return placeholders.reduce(
    (schema, placeholder) =>
      schema.includes(placeholder, { message: `must contain ${placeholder}` }),
    text,
  );
}

/** Whole Jamaican dollars. The `format` tells the content editor to take amounts as staff type them. */
const positiveAmount = z
  .number({ error: "must be an amount in Jamaican dollars, written as a plain number like 200000" })
  .int("must be a whole number of dollars")
  .positive("must be more than zero")
  .meta({ format: "money" });

/**
 * The id of a record in another file (a staging, an article, a contact), which must exist there
 * (app/content/cross-check.ts). The content editor offers those records to choose from.
 */
function reference(to: "staging" | "article" | "contact" | "achievement") {
  return id.meta({ references: to });
}

/** A list of records whose `id` fields must be unique. */
function uniqueList<Item extends z.ZodType<{ id: string }>>(item: Item) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `duplicate id "${entry.id}"`,
        });
      }
      seen.add(entry.id);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Closed sets the code relies on live in ./sets, which has no zod in it: the browser imports them.
export type { AdjudicatorRank, ContactIcon, SocialNetwork, SponsorTier } from "./sets";

const routeId = z.enum(routeIds as [RouteId, ...RouteId[]], {
  error: (issue) =>
    `must be one of the site's page ids (${routeIds.join(", ")}), got ${JSON.stringify(issue.input)}`,
});

// ---------------------------------------------------------------------------------------------
// One schema per file

export const siteSchema = record({
  name: line,
  shortName: line,
  /** The one site-URL setting: canonical and Open Graph URLs are built from it. No trailing slash. */
  siteUrl: httpsUrl.refine((value) => !value.endsWith("/"), "must not end with a slash"),
  description: text,
  office: record({
    address: z.array(text).min(1).max(6, upTo(6, "lines of an address")),
    phone,
    email,
    website: httpsUrl,
  }),
  /**
   * Said wherever the office's details show while a `sample` mark covers them: a tag beside each
   * sample value, a notice on the Contact page, a line in the footer and in the proposal.
   */
  sampleWords: record({
    mark: line,
    notice: text,
    /** The footer's and the proposal's line: {details} lists what is a sample ("address and phone"). */
    listed: containing("{details}"),
    address: line,
    phone: line,
    email: line,
    website: line,
  }),
  social: uniqueList(
    record({ id: z.enum(socialNetworks), label: line, handle: text, url: httpsUrl }),
  )
    .max(socialNetworks.length, `must list the ${socialNetworks.length} networks once each`)
    .refine(
      (list) => list.length === socialNetworks.length,
      `must list all ${socialNetworks.length} networks`,
    ),
  nav: z
    .array(
      z.union([
        record({ page: routeId }),
        record({ group: text, pages: z.array(routeId).min(1).max(12, upTo(12, "pages")) }),
      ]),
    )
    .min(1)
    .max(12, "has more than 12 entries, more than the header holds on one row"),
  /** The page whose menu entry is drawn as a button (Donate). */
  navButton: routeId.optional(),
  /** The main tasks, one click from every page: beside the logo, and first in the phone menu. */
  tasks: record({
    label: line,
    links: z
      .array(record({ page: routeId, label: line }))
      .min(1)
      .max(6, "has more than 6 links, more than fit beside the logo"),
  }),
  /**
   * JADE's mailing list: where visitors hear of new dates first. `programmeUrl`, where the list
   * has a group (or a tag) per programme, is its sign-up address with `{programme}` where the
   * programme's id goes: each programme's "Tell me when entries open" signs up to its own.
   */
  mailingList: record({
    url: httpsUrl,
    label: line,
    programmeUrl: z
      .string()
      .max(2048, longerThan(2048))
      .includes("{programme}", { message: "must contain {programme}, where the programme goes" })
      .superRefine((value, ctx) => {
        const problem = addressProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
      })
      .optional(),
  }),
  chrome: record({
    skipLink: text,
    menu: text,
    searchLabel: line,
    searchPlaceholder: text,
    searchButton: text,
    announcements: text,
    announcementsHint: text,
    announcementsIntro: text,
    /** Under each link in the Announcements list: the last day it is open, {date}. */
    announcementsCloses: containing("{date}"),
    /** The list's link to the Programmes page when an open link closes more than a year away. */
    announcementsLater: text,
    closeAnnouncements: text,
    announcementsNone: text,
    announcementsProgrammes: text,
    announcementsCalendar: text,
    newTab: text,
    theme: text,
    themeSystem: text,
    themeLight: text,
    themeDark: text,
    footerContact: text,
    footerSocial: text,
    footerLegal: text,
  }),
  /** The not-found page: the heading over the main tasks, and its two links. */
  notFound: record({ tasks: line, home: text, listing: text }),
  /** The words of site search: the header's suggestions and the results page. */
  search: record({
    loading: text,
    /** Read out when suggestions appear: {count}. */
    suggestions: text,
    noMatches: text,
    /** The last suggestion, which opens the results page: {query}. */
    seeAll: text,
    failed: text,
    /** The results page's count: {count} and {query}. */
    resultCount: text,
    resultCountOne: text,
    /** Under "no matches" on the results page. */
    noMatchesHelp: text,
    /** The results page's prerendered text, shown before scripts run or without them. */
    withoutScripts: text,
    listingLink: text,
  }),
  footer: record({
    groups: z
      .array(record({ title: line, links: z.array(routeId).min(1).max(12, upTo(12, "links")) }))
      .min(1)
      .max(6, upTo(6, "groups")),
    legal: z.array(routeId).min(1).max(6, upTo(6, "links")),
  }),
});

export const pagesSchema = record({
  pages: uniqueList(
    record({
      id: z.union([routeId, z.literal("not-found")]),
      /** The short name used in navigation and the page listing. */
      name: line,
      /** The page's h1: what the visitor gets here. */
      heading: line,
      /** A small label above the heading, such as the organisation's or the page's name. */
      kicker: line.optional(),
      /** The document title, before the site's short name is added. */
      title: line,
      description: text.max(
        170,
        "should be at most 170 characters, so search results show it whole",
      ),
      /**
       * A photograph beside the page's heading (under it on a phone), on the pages that have a
       * place for one (`pagesWithPicture`); without it the page shows its illustration.
       */
      picture: record({
        image: picturePath("assets/pages", "assets/pages/about-jade.jpg"),
        imageAlt: text.optional(),
        ...artDirection("assets/pages", "assets/pages/about-jade-phone.jpg"),
      })
        .superRefine(describedPicture("image", "imageAlt", true))
        .optional(),
    }),
  )
    .max(40, upTo(40, "pages"))
    .superRefine((pages, ctx) => {
      pages.forEach((page, index) => {
        if (page.picture !== undefined && !hasPlaceForPicture(page.id))
          ctx.addIssue({
            code: "custom",
            path: [index, "picture"],
            message: `has no place on this page: only ${pages
              .filter((entry) => hasPlaceForPicture(entry.id))
              .map((entry) => entry.name)
              .join(", ")} show a photo beside the heading, so remove it`,
          });
      });
      for (const wanted of [...routeIds, "not-found"]) {
        if (!pages.some((page) => page.id === wanted)) {
          ctx.addIssue({ code: "custom", path: [], message: `is missing the page "${wanted}"` });
        }
      }
    }),
});

export const announcementsSchema = record({
  reshowAfterHours: z.number().positive(),
  /**
   * Registration and ticket links. Each is current from `from` (if given) until it closes: on its
   * own `until` date, or else with the registration of the staging it names. Any number, none
   * included: with none current, the popup does not open by itself.
   */
  items: uniqueList(
    record({
      id,
      title: line,
      href: httpsUrl,
      /** The staging this link is for (an id in content/programmes.yaml). */
      staging: reference("staging").optional(),
      /** The first day the link is shown; without it, it shows at once. */
      from: calendarDate.optional(),
      /** The last day the link is shown, in Jamaica. Wins over the staging's registration. */
      until: calendarDate.optional(),
    })
      .refine((item) => item.staging !== undefined || item.until !== undefined, {
        path: ["until"],
        message: "must say when the link stops showing: name its staging, or give its last day",
      })
      .refine((item) => !item.from || !item.until || item.from <= item.until, {
        path: ["from"],
        message: "must not be after the last day the link shows",
      }),
  ).max(20, upTo(20, "announcements")),
});

const dateSpan = record({ start: calendarDate, end: calendarDate.optional() }).refine(
  (span) => span.end === undefined || span.end >= span.start,
  { message: "ends before it starts", path: ["end"] },
);

/** Every sponsorship tier, with its price in whole Jamaican dollars, or null where it is not offered. */
const tierAmounts = z.strictObject(
  Object.fromEntries(sponsorTiers.map((tier) => [tier, positiveAmount.nullable()])) as Record<
    SponsorTier,
    z.ZodNullable<typeof positiveAmount>
  >,
);

/** One line of a staging's results: an award or place, who won it, and their school or college. */
const award = record({
  /** The award or place, as in "Champions", "Runners-up", "Best speaker". */
  award: text,
  /** The team or the person. */
  name: line,
  school: text.optional(),
});

const results = record({
  /** Winners and placings, the winners first: the first line is the staging's headline result. */
  placings: z.array(award).min(1).max(20, upTo(20, "placings")),
  /** Best speakers or other individual awards. */
  speakers: z.array(award).max(20, upTo(20, "awards")).optional(),
  /** The full tab or results sheet. */
  resultsUrl: httpsUrl.optional(),
  /** An article about the staging (an id in content/articles.yaml). */
  article: reference("article").optional(),
});

const staging = record({
  id,
  /** The edition's label, as in "National Debaters' Week 2025". */
  edition: text,
  /** One or more days or runs of days, earliest first, all in Jamaica time. */
  dates: z.array(dateSpan).min(1).max(10, upTo(10, "runs of dates")),
  venue: text.optional(),
  registrationUrl: httpsUrl.optional(),
  /** The last day to register; without it, registration closes on the staging's first day. */
  registrationCloses: calendarDate.optional(),
  /** This edition's sponsorship costs, offered until its first day. */
  costs: tierAmounts.optional(),
  /** What happened, once the staging is held. */
  results: results.optional(),
}).superRefine((value, ctx) => {
  value.dates.forEach((span, index) => {
    const previous = value.dates[index - 1];
    if (previous && span.start <= (previous.end ?? previous.start)) {
      ctx.addIssue({
        code: "custom",
        path: ["dates", index, "start"],
        message: "must come after the dates before it",
      });
    }
  });
  const last = value.dates.at(-1);
  if (value.registrationCloses && last && value.registrationCloses > (last.end ?? last.start)) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationCloses"],
      message: "must not be after the staging's last day",
    });
  }
});

export const programmesSchema = record({
  labels: record({
    mostRecent: text,
    upcoming: text,
    /** Shown as the most recent staging when none has passed yet. */
    noneHeld: text,
    /** Shown as the upcoming staging when none is still to come and none was ever held. */
    noneUpcoming: text,
    /** Shown as the upcoming staging when none is still to come: {month} it last ran, {year} next. */
    usually: containing("{month}", "{year}"),
    /** Said once above the programmes when one has no staging to come. */
    nextNotice: text,
    sponsorshipInfo: text,
    /** The headings of a programme's entry details. */
    entering: line,
    who: line,
    how: line,
    fee: line,
    opens: line,
    /** An entry fee of 0. */
    free: line,
    /** The fee and what it is for: {amount} and {per}. */
    feeAmount: containing("{amount}", "{per}"),
    /** The entry action while registration is open; screen readers hear the edition after it. */
    register: line,
    /** Registration open until a day: {date}. */
    registerBy: containing("{date}"),
    /**
     * When entries open, as the day has it (under the `opens` heading): open until {date};
     * closed on {date}; expected in {month} {year}, a month to come; expected this month; or,
     * past the month entries usually open with none announced, the edition's {month} {year}.
     */
    opensNow: containing("{date}"),
    opensClosed: containing("{date}"),
    opensExpected: containing("{month}", "{year}"),
    opensThisMonth: containing("{month}", "{year}"),
    opensOverdue: containing("{month}", "{year}"),
    /** The entry action while entries are closed: the mailing list. */
    hearFirst: line,
    headline: containing("{award}", "{name}"),
    /** The link to the Results page. */
    resultsLink: text,
    /** The overview above the cards: every programme in a line, narrowed by whom it is for. */
    overview: record({
      heading: line,
      /** The filter's name, before its choices: everyone, then each level. */
      filter: line,
      all: line,
      /** Under the name of a programme for every level the others are for. */
      everyLevel: line,
      levels: record(
        Object.fromEntries(programmeLevels.map((level) => [level, line])) as Record<
          (typeof programmeLevels)[number],
          typeof line
        >,
      ),
    }),
  }),
  /** Calendar links and files: {dates} and {url} are filled in. */
  calendar: record({
    add: text,
    google: text,
    /** A Google Calendar link for one of several separate days: {dates}. */
    googleDay: containing("{dates}"),
    feed: text,
    feedIntro: text,
    feedName: line,
    heldOn: containing("{dates}"),
    register: containing("{url}"),
    moreInfo: containing("{url}"),
  }),
  /** The Results page's words. */
  results: record({
    /** The month (1-12) a season starts in; a staging belongs to the season of its first day. */
    startMonth: z.number().int().min(1).max(12),
    season: containing("{from}", "{to}"),
    /** A season that starts in January lies within one year. */
    seasonOneYear: containing("{year}"),
    heldOn: containing("{dates}"),
    venue: containing("{venue}"),
    placings: text,
    speakers: text,
    fullResults: text,
    article: containing("{title}"),
    /** Under a held staging with no results recorded yet. */
    pending: text,
    /** When no staging has been held. */
    none: text,
    /**
     * Each earlier season's own page (/results/2024-2025, issue 51): its heading and introduction
     * ({season}: the season's name), and the links between the seasons' pages.
     */
    archive: record({
      heading: containing("{season}"),
      intro: containing("{season}"),
      earlier: line,
      latest: line,
    }),
    /** For journalists, at the page's end and linked from its top: whom to ask, and a press kit. */
    press: record({
      /** The link under the page's introduction to the press section. */
      jump: line,
      heading: line,
      text,
      /** The media contact (an id in content/contacts.yaml); its person is named. */
      contact: reference("contact"),
      /** Before the person: {name} and {role}; without a person, talkToUs. */
      talkTo: containing("{name}"),
      talkToUs: line,
      kitHeading: line,
      /** JADE in a few sentences, for a story's last paragraph. */
      aboutHeading: line,
      about: textUpTo(900, "a paragraph journalists may quote"),
      logosHeading: line,
      logo: line,
      logoOnDark: line,
      /** The latest headline result of each programme. */
      championsHeading: line,
    }),
  }),
  programmes: uniqueList(
    record({
      id,
      name: line,
      purpose: text,
      sponsorshipNote: text,
      /** Who can enter, how, what it costs and when entries usually open, for those who enter. */
      entry: record({
        who: text,
        how: text,
        /** The entry fee in whole Jamaican dollars; 0 when it is free to enter. */
        fee: z
          .number({ error: "must be an amount in Jamaican dollars, like 5000, or 0 if free" })
          .int("must be a whole number of dollars")
          .min(0, "must not be below zero: write 0 if it is free to enter")
          .meta({ format: "money" }),
        /** What the fee is for, as in "per school" or "per speaker". */
        per: line,
        /** When entries usually open: the month (1 is January), and a note after the date. */
        opens: record({
          month: z
            .number({ error: "must be a month's number, 1 (January) to 12 (December)" })
            .int("must be a month's number, 1 (January) to 12 (December)")
            .min(1, "must be a month's number, 1 (January) to 12 (December)")
            .max(12, "must be a month's number, 1 (January) to 12 (December)"),
          note: text.optional(),
        }),
      }),
      /** Whom it is for, each once: the overview's filter shows it under each. */
      levels: z
        .array(z.enum(programmeLevels))
        .min(1, "must name whom it is for: secondary, university or open")
        .max(programmeLevels.length)
        .refine((levels) => new Set(levels).size === levels.length, "names a level twice"),
      /** A photo of the programme (16:9); without one, its card shows a pattern in the brand's colours. */
      image: picturePath("assets/programmes", "assets/programmes/classics.jpg").optional(),
      imageAlt: text.optional(),
      ...artDirection("assets/programmes", "assets/programmes/classics-phone.jpg"),
      stagings: uniqueList(staging).max(30, upTo(30, "stagings")),
    }).superRefine(describedPicture("image", "imageAlt", true)),
  )
    .min(1, "must list at least one programme")
    .max(12, upTo(12, "programmes")),
});

export const sponsorshipSchema = record({
  labels: record({
    tiersHeading: line,
    tiersIntro: text,
    /** Introduces a tier's own entitlements; {tier} is the name of the tier below it. */
    includes: containing("{tier}"),
    costsHeading: line,
    costsIntro: text,
    costsCaption: text,
    /** The heading of the cost table's first column. */
    programme: text,
    /** Each cost row's name, from {programme} and {edition}. */
    rowName: line,
    notOffered: text,
    /** A programme's row when no edition of it has costs. */
    noCosts: text,
    /** The mark on a package line that quotes the last edition's prices, as a guide. */
    guide: text,
    /** Under a guide row's name: when the programme usually runs next, {month} and {year}. */
    nextUsually: containing("{month}", "{year}"),
    /** Said once above the cost table when a row is a guide: {email} is the builder's contact. */
    guideNotice: containing("{email}"),
    /** The proposal's words when no programme has an edition to offer. */
    noneOffered: text,
  }),
  /** Why to sponsor, first on the page: reach figures, the video and proposal, whom to talk to. */
  pitch: record({
    heading: line,
    text,
    /** The figures to show: ids of achievements in content/services.yaml. */
    figures: z.array(reference("achievement")).min(1).max(8, "has more than 8 figures"),
    /** The contact to talk to (an id in content/contacts.yaml); its person is named. */
    contact: reference("contact"),
    /** Before the person: {name} and {role}; without a person, talkToUs. */
    talkTo: containing("{name}"),
    talkToUs: line,
    proposal: line,
  }),
  /**
   * Proof, after the prices: the partners who sponsor now (marked `sponsor` in
   * content/partners.yaml) as logos, and one line a sponsor said; and the close: whom to talk to,
   * again, at the page's end.
   */
  proof: record({
    heading: line,
    quote: record({ text, by: line, role: line }).optional(),
    closeHeading: line,
    closeText: text,
  }),
  /** The package builder's words; see content/sponsorship.yaml for the placeholders. */
  builder: record({
    intro: text,
    none: text,
    /** The bar that keeps the package total in view: {total}, and the link to the summary. */
    barTotal: containing("{total}"),
    barLink: line,
    clear: text,
    summaryHeading: line,
    empty: text,
    summaryCaption: text,
    programmeAndTier: text,
    price: text,
    total: text,
    status: containing("{total}"),
    statusOne: containing("{total}"),
    statusNone: text,
    receivesHeading: line,
    receives: containing("{tier}"),
    inherited: containing("{tier}"),
    email: text,
    emailSubject: text,
    emailGreeting: text,
    emailLine: containing("{programme}", "{amount}"),
    /** A guide price's programme in the email: {programme}. */
    emailGuide: containing("{programme}"),
    emailTotal: containing("{total}"),
    emailLink: containing("{url}"),
    /** A package link named an edition that has begun or is over. */
    leftOut: containing("{edition}", "{dates}"),
    withoutScripts: containing("{email}"),
    /** The id of the contact in content/contacts.yaml that package emails go to. */
    contact: reference("contact"),
  }),
  tiers: uniqueList(
    record({
      id: z.enum(sponsorTiers),
      name: line,
      entitlements: z.array(text).min(1).max(12, upTo(12, "entitlements")),
    }),
  )
    .max(sponsorTiers.length, `must list the ${sponsorTiers.length} tiers once each`)
    .refine(
      (tiers) => tiers.map((tier) => tier.id).join() === sponsorTiers.join(),
      `must list the five tiers once each, highest first: ${sponsorTiers.join(", ")}`,
    ),
});

/** Words around numbers that come from elsewhere: the placeholders must be there, digits must not. */
function template(...placeholders: string[]) {
  return containing(...placeholders).refine(
    (value) => !/\d/.test(value),
    "must not write numbers: they are filled in from the method",
  );
}

/** What a number field says when it cannot be read; {field} names the field ("a test score"). */
const numberFieldErrors = record({
  empty: template("{field}"),
  notNumber: template("{field}", "{example}"),
  notWhole: template("{field}"),
  tooLow: template("{field}", "{min}"),
  tooHigh: template("{field}", "{max}"),
});

/** One number field of a calculator: its label, a hint under it and its name in messages. */
function numberField(...hintPlaceholders: string[]) {
  return record({ label: line, hint: template(...hintPlaceholders), name: line });
}

export const adjudicatorsSchema = record({
  asOf: calendarDate,
  method: record({
    windowMonths: z.number().int().positive(),
    weights: record({
      test: z.number().positive(),
      tournaments: z.number().positive(),
      accreditation: z.number().positive(),
    }).refine(
      (weights) => weights.test + weights.tournaments + weights.accreditation === 100,
      "must add up to 100",
    ),
    /** Lower bounds of each class, highest first; anything below the last is Unranked. */
    classes: z
      .array(record({ rank: z.enum(["A", "B", "C"]), min: z.number().min(0).max(100) }))
      .max(3, "must list A, B and C in that order")
      .refine(
        (classes) => classes.map((band) => band.rank).join() === "A,B,C",
        "must list A, B and C in that order",
      )
      .refine(
        (classes) =>
          classes.every((band, index) => index === 0 || band.min < (classes[index - 1]?.min ?? 0)),
        "lower bounds must fall from A to C",
      ),
    /** The number of tournaments in the window that counts as full marks (a sample assumption). */
    tournamentTarget: z.number().int().positive(),
  }),
  text: record({
    methodHeading: line,
    methodIntro: text,
    weights: record({
      test: template("{weight}"),
      tournaments: template("{weight}", "{months}"),
      accreditation: template("{weight}"),
    }),
    tournamentShare: template("{target}", "{weight}"),
    classesIntro: text,
    classTop: template("{min}"),
    classBand: template("{min}", "{max}"),
    classBelow: template("{min}"),
    tableHeading: line,
    caption: template("{date}"),
    firstName: line,
    lastName: line,
    rank: text,
    /** How each rank is written in its badge. */
    ranks: record({ A: text, B: text, C: text, Unranked: text }),
    /** The register's search, class filter and sort. */
    register: record({
      controlsLabel: line,
      search: text,
      classLegend: text,
      allClasses: text,
      sort: text,
      sortRank: text,
      sortName: line,
      countAll: template("{total}"),
      count: template("{shown}", "{total}"),
      empty: text,
      clear: text,
    }),
    /** The class calculator. */
    calculator: record({
      heading: line,
      intro: text,
      test: numberField("{min}", "{max}"),
      tournaments: record({
        label: template("{months}"),
        hint: template("{target}"),
        name: line,
      }),
      accreditation: numberField("{min}", "{max}"),
      submit: text,
      resultHeading: line,
      score: template("{score}", "{max}"),
      classLabel: line,
      next: template("{points}", "{rank}"),
      top: text,
      errors: numberFieldErrors,
    }),
  }),
  adjudicators: uniqueList(
    record({
      id,
      firstName: line,
      lastName: line,
      rank: z.enum(adjudicatorRanks, {
        error: (issue) =>
          `must be one of ${adjudicatorRanks.join(", ")}, got ${JSON.stringify(issue.input)}`,
      }),
    }),
  ).max(300, upTo(300, "adjudicators")),
});

/** A person on the About page: their photo where there is one, else their initials. */
const portrait = { photo: portraitPath, photoAlt: text.optional() };
const person = record({ id, name: line, title: line, ...portrait }).superRefine(
  describedPicture("photo", "photoAlt"),
);

export const teamSchema = record({
  headings: record({
    team: text,
    board: text,
    seniorManagers: text,
    departments: text,
    departmentsIntro: text,
  }),
  board: uniqueList(person).min(1).max(30, upTo(30, "people")),
  seniorManagers: uniqueList(
    record({ id, name: line, title: line, email, ...portrait }).superRefine(
      describedPicture("photo", "photoAlt"),
    ),
  )
    .min(1)
    .max(30, upTo(30, "people")),
  departments: uniqueList(
    record({ id, name: line, members: uniqueList(person).min(1).max(30, upTo(30, "people")) }),
  ).max(20, upTo(20, "departments")),
});

export const aboutSchema = record({
  headings: record({ background: text, vision: text }),
  background: paragraphs,
  vision: paragraph,
});

export const contactsSchema = record({
  labels: record({
    office: text,
    address: text,
    phone: text,
    email: text,
    website: text,
    departments: text,
    departmentsIntro: text,
  }),
  contacts: uniqueList(
    record({
      id,
      purpose: text,
      email,
      icon: z.enum(contactIcons),
      /** The person who answers, where one is named (the sponsorship page names them). */
      person: line.optional(),
      role: line.optional(),
      phone: phone.optional(),
    }).refine((contact) => (contact.role === undefined) === (contact.person === undefined), {
      path: ["role"],
      message:
        "must be written with the person, and the person with their role: give both or neither",
    }),
  )
    .min(1, "must list at least one contact")
    .max(20, upTo(20, "contacts")),
});

export const articlesSchema = record({
  labels: record({
    readArticle: text,
    watchVideo: text,
    /** The heading over the articles after the newest, on Media Moments. */
    more: line,
    /** Over an article six months old or more: {month} and {year} it was published, if wanted. */
    archived: line,
    /**
     * Media Moments' further pages of older articles (issue 51): which page this is ({page} of
     * {pages}), the links to the newer and older ones, and the name of the list of pages.
     */
    pageOf: containing("{page}", "{pages}"),
    newer: line,
    older: line,
    pages: line,
  }),
  /** Newest first is the usual order; the Media Moments page needs at least one. */
  articles: uniqueList(
    record({
      id,
      title: line,
      publisher: text,
      published: calendarDate,
      image: picturePath("assets/articles", "assets/articles/final-2026.jpg"),
      imageAlt: text,
      ...artDirection("assets/articles", "assets/articles/final-2026-phone.jpg"),
      description: text,
      url: httpsUrl,
      youtubeUrl: httpsUrl
        .refine(
          (value) => /^(www\.)?(youtube\.com|youtu\.be)$/.test(new URL(value).hostname),
          "must be a YouTube address",
        )
        .optional(),
    }),
  )
    .min(1, "must list at least one article: the Media Moments page shows them")
    .max(60, upTo(60, "articles")),
});

export const partnersSchema = record({
  /** Any number: the home page's carousel rotates only when there are more than it shows at once. */
  partners: uniqueList(
    record({
      id,
      name: line,
      logo: assetFile("logo", "assets", "assets/partners", "assets/partners/jade.svg"),
      url: httpsUrl.optional(),
      /** Sponsors a programme now: its logo shows on the sponsorship page too. */
      sponsor: z.boolean().optional(),
    }),
  ).max(40, upTo(40, "partners")),
});

const pioneerLevel = record({
  id: z.enum(["junior", "senior", "elite"]),
  name: line,
  /** The rule in words; a level with ages writes them as {minAge} and {maxAge}. */
  eligibility: text,
  minAge: z.number().int().positive().optional(),
  maxAge: z.number().int().positive().optional(),
}).superRefine((level, ctx) => {
  const problem = (message: string) =>
    ctx.addIssue({ code: "custom", path: ["eligibility"], message });
  for (const bound of ["minAge", "maxAge"] as const) {
    if (level[bound] !== undefined && !level.eligibility.includes(`{${bound}}`))
      problem(`must contain {${bound}}: the age is filled in from ${bound}`);
  }
  if (/\d/.test(level.eligibility))
    problem("must not write numbers: they are filled in from minAge and maxAge");
  if (level.minAge !== undefined && level.maxAge !== undefined && level.maxAge < level.minAge)
    ctx.addIssue({ code: "custom", path: ["maxAge"], message: "must not be below minAge" });
});

const pluralText = (placeholder: string) =>
  record({ one: template(placeholder), other: template(placeholder) });

export const affiliatesSchema = record({
  labels: record({
    /** The heading over the designations. */
    designations: line,
    eligibility: text,
    benefits: text,
    removal: text,
    membershipEligibility: text,
  }),
  intro: text,
  designations: uniqueList(
    record({
      id,
      name: line,
      summary: text,
      benefits: z.array(text).min(1).max(12, upTo(12, "benefits")),
      eligibility: z.array(text).max(12, upTo(12, "rules")).optional(),
      levels: z.array(pioneerLevel).max(3, upTo(3, "levels")).optional(),
      removal: text.optional(),
      /** A link to another page of the site about this designation. */
      seeAlso: record({ page: routeId, label: line }).optional(),
    }),
  )
    .min(1)
    .max(12, upTo(12, "designations")),
  memberships: uniqueList(
    record({
      id: z.enum(["individual", "group"]),
      name: line,
      summary: text,
      eligibility: z.array(text).min(1).max(12, upTo(12, "rules")),
      applyLabel: line,
      applyUrl: httpsUrl,
    }),
  ).length(2, "must list the individual and the group membership"),
  groupRules: record({
    minMembers: z.number().int().positive(),
    minOfficers: z.number().int().positive(),
  }).refine((rules) => rules.minOfficers <= rules.minMembers, {
    path: ["minOfficers"],
    message: "must not be more than minMembers: the officers are members too",
  }),
  /** The Pioneer age check and the group size check. */
  helpers: record({
    pioneer: record({
      heading: line,
      intro: text,
      ageLabel: line,
      ageName: line,
      submit: text,
      result: template("{age}", "{level}"),
      elite: template("{level}", "{eligibility}"),
      tooYoung: template("{minAge}", "{age}"),
    }),
    group: record({
      heading: line,
      intro: text,
      membersLabel: line,
      membersName: line,
      officersLabel: line,
      officersName: line,
      submit: text,
      eligible: template("{minMembers}", "{minOfficers}"),
      missing: template("{missing}"),
      moreMembers: pluralText("{count}"),
      moreOfficers: pluralText("{count}"),
      and: text,
      officersOverMembers: text,
    }),
    errors: numberFieldErrors,
  }),
}).superRefine((affiliates, ctx) => {
  const pioneers = affiliates.designations.find((designation) => designation.id === "pioneers");
  const levels = pioneers?.levels ?? [];
  for (const id of ["junior", "senior"]) {
    if (!levels.some((level) => level.id === id && level.minAge !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["designations"],
        message: `the pioneers must have a ${id} level with a minAge, for the age check`,
      });
  }
  const index = affiliates.memberships.findIndex((membership) => membership.id === "group");
  const group = affiliates.memberships[index];
  if (
    group &&
    !group.eligibility.some(
      (rule) => rule.includes("{minMembers}") && rule.includes("{minOfficers}") && !/\d/.test(rule),
    )
  )
    ctx.addIssue({
      code: "custom",
      path: ["memberships", index, "eligibility"],
      message:
        "one rule must write the group size as {minMembers} and {minOfficers}, without digits: they are filled in from groupRules",
    });
});

export const servicesSchema = record({
  labels: record({ achievementsHeading: line, contact: text }),
  achievements: uniqueList(
    record({
      id,
      label: line,
      value: z.number().int().positive(),
      suffix: optionalText(10),
    }),
  )
    .min(1)
    .max(12, upTo(12, "achievements")),
  sections: uniqueList(
    record({ id, title: line, body: paragraphs, contact: reference("contact") }),
  ).length(3, "must list the three service sections"),
});

const pageLink = record({ label: line, page: routeId });

export const homeSchema = record({
  /** The first screen's words beside the banner: who JADE is and why, and two calls to action. */
  hero: record({ text, primary: pageLink, secondary: pageLink }),
  /** At least one: the first banner is in the home page's first screen. */
  banners: uniqueList(
    record({
      id,
      // The spec's slides carry empty text fields and no overlay; kept so staff can fill them later.
      title: optionalText(120),
      subtitle: optionalText(120),
      description: optionalText(600),
      cta: optionalText(120),
      showOverlay: z.boolean(),
      image: picturePath("assets/banners", "assets/banners/final-2026.jpg"),
      imageAlt: text,
      ...artDirection("assets/banners", "assets/banners/final-2026-phone.jpg"),
    }),
  )
    .min(1, "must list at least one banner slide")
    .max(10, upTo(10, "banner slides"))
    .superRefine((banners, ctx) => {
      // The slides share one frame: on a phone it takes the crops' shape, so all have one or none.
      const cropped = banners.filter((banner) => banner.imagePhone !== undefined).length;
      if (cropped === 0 || cropped === banners.length) return;
      banners.forEach((banner, index) => {
        if (banner.imagePhone === undefined)
          ctx.addIssue({
            code: "custom",
            path: [index, "imagePhone"],
            message: `is missing: ${cropped} of the ${banners.length} slides have a phone crop, and the slides share one frame, so give every slide one or none`,
          });
      });
    }),
  partnership: record({
    heading: line,
    text,
    /** The button to the sponsorship page. */
    action: pageLink,
    video: record({
      title: line,
      mp4: assetFile("mp4", "assets", "assets/partnership", "assets/partnership/partnership.mp4"),
      webm: assetFile(
        "webm",
        "assets",
        "assets/partnership",
        "assets/partnership/partnership.webm",
      ),
      poster: assetFile("poster", "assets", "assets/partnership", "assets/partnership/poster.jpg"),
      captions: assetFile(
        "captions",
        "assets",
        "assets/partnership",
        "assets/partnership/partnership.vtt",
      ),
      captionsLabel: line,
      playLabel: line,
      fallback: text,
    }),
  }),
  proposal: record({
    coverKicker: text,
    coverTagline: text,
    openLabel: line,
    viewerTitle: line,
    openInNewTab: text,
    download: text,
    close: text,
    aboutHeading: line,
    programmesHeading: line,
    contactHeading: line,
    contact: reference("contact"),
  }),
  events: record({
    heading: line,
    register: text,
    /** Between seasons: the heading, and what the dates below mean and how to hear first. */
    seasonAhead: line,
    seasonAheadIntro: text,
    /** A programme's next month in the season ahead: {month} and {year}. */
    monthYear: containing("{month}", "{year}"),
    /** An event's calendar links, folded under one control: "Add to calendar". */
    addToCalendar: line,
    calendar: line,
    programmesLink: text,
    announcementsButton: text,
  }),
  /** The winners of the latest season with results: {season} is its name, as on Results. */
  champions: record({
    heading: containing("{season}"),
    resultsLink: containing("{season}"),
  }),
  /** The association's numbers: ids of achievements in content/services.yaml. */
  numbers: record({
    heading: line,
    figures: z.array(reference("achievement")).min(1).max(8, "has more than 8 figures"),
    link: line,
  }),
  /** The latest articles from Media Moments. */
  /** The latest articles, those of the three newest under six months old (none: no section). */
  news: record({ heading: line, link: line }),
  partners: record({ heading: line, intro: text }),
  /** The band that asks for a gift: a heading, one sentence and the link to the Donate page. */
  donate: record({ heading: line, text, link: line }),
  carousel: record({
    bannerLabel: line,
    partnersLabel: line,
    pause: text,
    play: text,
    previous: text,
    next: text,
    goTo: containing("{n}"),
    slide: containing("{n}"),
  }),
});

export const donateSchema = record({
  message: paragraphs,
  /**
   * What a gift does: a short ladder of amounts, smallest first, each with what it pays for, to
   * choose from in the page's first screen ("J$5,000 pays one student's entry"), and the words of
   * that choice.
   */
  gifts: record({
    heading: line,
    /** The amounts' legend, as a choice: "Choose an amount". */
    choose: line,
    /** The button that takes the donor to the bank details with the amount chosen. */
    giveByTransfer: line,
    /** The chosen amount's label beside the transfer reference: "Amount". */
    amount: line,
    /** The last choice, for a gift of any other amount, which carries none: "Another amount". */
    other: line,
    ladder: z
      .array(record({ amount: positiveAmount, does: line }))
      .min(1, "must list at least one amount")
      .max(6, upTo(6, "amounts"))
      .superRefine((ladder, ctx) => {
        ladder.forEach((rung, index) => {
          const before = ladder[index - 1];
          if (before && rung.amount < before.amount)
            ctx.addIssue({
              code: "custom",
              path: [index, "amount"],
              message: `must be at least the amount before it (${before.amount}): list the amounts from the smallest to the largest`,
            });
        });
      }),
  }),
  /** Why a donor can trust JADE with a gift: its registration as a charity, where the money goes, its latest report. */
  trust: record({
    registration: text,
    spending: text,
    report: record({ label: line, url: httpsUrl }),
  }),
  /** A page where donors can give online (by card), beside the bank transfer; shown only when set. */
  online: record({ text, label: line, url: httpsUrl }).optional(),
  /** Every transfer reference starts with this. */
  referencePrefix: z.literal("JADE Donation", { error: 'must be exactly "JADE Donation"' }),
  labels: record({
    referenceHeading: line,
    reference: text,
    referenceHint: text,
    bankHeading: line,
    copy: text,
    copied: text,
    copiedStatus: containing("{label}"),
    copyFailed: text,
    copyAll: text,
    copyAllWhat: text,
  }),
  /**
   * Said while a `sample` mark covers a bank detail: a notice over the details, a tag beside each
   * sample value, and the warning copied with it ({value}).
   */
  sampleWords: record({ notice: text, mark: line, copied: containing("{value}") }),
  bankDetails: uniqueList(record({ id: z.enum(bankDetailIds), label: line, value: text }))
    .max(bankDetailIds.length, `must list the ${bankDetailIds.length} details once each`)
    .refine(
      (details) => details.map((detail) => detail.id).join() === bankDetailIds.join(),
      `must list the six details once each in this order: ${bankDetailIds.join(", ")}`,
    ),
  /** The reference builder; see app/lib/donation.ts for how the parts are joined and cut. */
  reference: record({
    maxLength: z.number().int().min(20, "must be at least 20 characters").max(140),
    surname: line,
    surnameHint: text,
    purpose: text,
    anyPurpose: text,
    length: containing("{length}"),
    shortened: text,
    purposes: uniqueList(
      record({
        id,
        label: line,
        reference: text.regex(
          /^[A-Za-z0-9 '.-]+$/,
          "may use only letters, digits, spaces, hyphens, apostrophes and full stops (banks refuse others)",
        ),
      }),
    )
      .min(1)
      .max(12, upTo(12, "purposes")),
  }).superRefine((reference, ctx) => {
    // Room for "JADE Donation - " + purpose + " - " + a surname of at least 6 letters.
    const room = reference.maxLength - "JADE Donation".length - 2 * 3 - 6;
    reference.purposes.forEach((purpose, index) => {
      if (purpose.reference.length > room) {
        ctx.addIssue({
          code: "custom",
          path: ["purposes", index, "reference"],
          message: `must be at most ${room} characters, so a surname fits within maxLength ${reference.maxLength}`,
        });
      }
    });
  }),
  abroad: record({
    heading: line,
    paragraphs,
    details: uniqueList(record({ id, label: line, value: text }))
      .min(1)
      .max(12, upTo(12, "details")),
  }),
});

const prose = z
  .array(record({ heading: line, paragraphs }))
  .min(1)
  .max(20, upTo(20, "sections"));

export const legalSchema = record({
  privacy: record({
    sections: prose,
    storageTable: record({ caption: text, name: line, purpose: text }),
    /** What each item the site keeps in local storage is for (keys are in app/lib/stored-items.ts). */
    storage: record({ theme: text, announcements: text }),
  }),
  accessibility: record({ sections: prose }),
});

/** Every file in content/, by name, with its schema: adding a file here is all the loader needs. */
export const contentSchemas = {
  site: siteSchema,
  pages: pagesSchema,
  announcements: announcementsSchema,
  programmes: programmesSchema,
  sponsorship: sponsorshipSchema,
  adjudicators: adjudicatorsSchema,
  team: teamSchema,
  about: aboutSchema,
  contacts: contactsSchema,
  articles: articlesSchema,
  partners: partnersSchema,
  affiliates: affiliatesSchema,
  services: servicesSchema,
  home: homeSchema,
  donate: donateSchema,
  legal: legalSchema,
};

export type ContentName = keyof typeof contentSchemas;
export type Content = { [Name in ContentName]: z.infer<(typeof contentSchemas)[Name]> };

export type Site = Content["site"];
export type PageMeta = Content["pages"]["pages"][number];
/** A page's picture beside its heading as its loader hands it over, and whether it is a stand-in. */
/**
 * The picture a page shows beside its heading: the content's photograph, marked a stand-in when a
 * sample mark covers it, or the site's own illustration of the page (app/content/illustrations.ts).
 */
export type PagePicture = NonNullable<PageMeta["picture"]> & {
  standIn: boolean;
  illustration: boolean;
};
export type Announcements = Content["announcements"];
export type Programme = Content["programmes"]["programmes"][number];
export type Staging = Programme["stagings"][number];
export type DateSpan = Staging["dates"][number];
export type Sponsorship = Content["sponsorship"];
export type TierAmounts = NonNullable<Staging["costs"]>;
export type StagingResults = NonNullable<Staging["results"]>;
export type Award = StagingResults["placings"][number];
export type Announcement = Announcements["items"][number];
export type Adjudicators = Content["adjudicators"];
export type Adjudicator = Adjudicators["adjudicators"][number];
export type Team = Content["team"];
export type Contact = Content["contacts"]["contacts"][number];
export type Article = Content["articles"]["articles"][number];
export type Partner = Content["partners"]["partners"][number];
export type Affiliates = Content["affiliates"];
export type Services = Content["services"];
export type Home = Content["home"];
export type Donate = Content["donate"];
export type ProseSection = Content["legal"]["privacy"]["sections"][number];
