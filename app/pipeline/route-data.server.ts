/**
 * What the loaders hand to the pages: only ever imported by route `loader` functions, which run
 * once, at build time, in the renderer (app/render-page.server.tsx). The islands' build refuses a
 * `.server` module in the browser's bundle (scripts/build/islands.ts), so the content modules
 * imported here never reach a page's JavaScript; the content arrives in the page's HTML instead
 * (app/hooks/use-content.ts reads it back).
 */
import about from "virtual:content/about";
import adjudicators from "virtual:content/adjudicators";
import affiliates from "virtual:content/affiliates";
import announcements from "virtual:content/announcements";
import articles from "virtual:content/articles";
import contacts from "virtual:content/contacts";
import donate from "virtual:content/donate";
import home from "virtual:content/home";
import legal from "virtual:content/legal";
import pages from "virtual:content/pages";
import partners from "virtual:content/partners";
import programmes from "virtual:content/programmes";
import services from "virtual:content/services";
import site from "virtual:content/site";
import sponsorship from "virtual:content/sponsorship";
import team from "virtual:content/team";
import { builtOn } from "virtual:build-info";
import type { HeadTag } from "~/lib/head-tags";
import { type ArchivePage, articlePages, earlierSeasons, seasonKey } from "~/lib/archives";
import { seasonName } from "~/lib/results";
import { archivePath } from "~/route-table";
import { withOpenRegistrations } from "~/lib/announcement-rule";
import {
  type ContentPicture,
  contentPicture,
  isRasterImage,
  picturePreloads,
} from "~/lib/content-images.server";
import { illustrationMedia } from "~/lib/art-direction";
import { pageMeta } from "~/lib/meta.server";
import { illustrationOf } from "../content/illustrations";
import { hasPlaceForPicture } from "../content/sets";
import { isSample } from "../content/sample-values";
import { proposalCoverSvg } from "../outputs/proposal.server";
import type { PageId } from "~/route-table";
import type { Content, PagePicture, Programme } from "../content/schema";

const content: Content = {
  site,
  pages,
  announcements,
  programmes,
  sponsorship,
  adjudicators,
  team,
  about,
  contacts,
  articles,
  partners,
  affiliates,
  services,
  home,
  donate,
  legal,
};

/** The named content files, for a loader. */
export function contentFor<K extends keyof Content>(...keys: K[]): Pick<Content, K> {
  return Object.fromEntries(keys.map((key) => [key, content[key]])) as Pick<Content, K>;
}

/**
 * What the header, footer and announcements of every page show: the root route's loader data.
 * Each announcement carries its closing day, worked out here from its staging, and each open
 * registration no announcement names is listed too, so every page can tell what is current
 * without carrying the programmes.
 */
export function shellData() {
  const announcements = {
    ...content.announcements,
    // What the popup and the due check read of each: its staging is in its closing day already,
    // and what is sample is the content report's to say, not the popup's.
    items: withOpenRegistrations(
      content.announcements.items,
      content.programmes.programmes,
      content.programmes.labels.register,
      builtOn,
    ).map((item) => omitFields(item, "staging", "sample")),
  };
  return { content: { site: content.site, pages: pagesWithoutPictures(), announcements } };
}

/**
 * The pages' names and titles without their pictures: every page carries content/pages.yaml, and
 * each page's own picture comes with its own loader's data (`pageData`), so no page carries the
 * others' pictures.
 */
function pagesWithoutPictures(): Content["pages"] {
  return {
    ...content.pages,
    pages: content.pages.pages.map((page) => {
      if (page.picture === undefined) return page;
      const rest = { ...page, picture: undefined };
      delete rest.picture;
      if (!Array.isArray(rest.sample)) return rest;
      const sample = rest.sample.filter((field) => field !== "picture");
      return { ...rest, sample: sample.length > 0 ? sample : undefined };
    }),
  };
}

/**
 * A page's picture beside its heading: its photograph (content/pages.yaml), and whether that is a
 * stand-in (a sample mark covers its image, on the page's record or the picture's own), or else,
 * on a page with a place for a picture, the site's illustration of it. The illustration is
 * decorative (the heading says what the page is), and drawn for both themes.
 */
export function pagePictureOf(id: PageId): PagePicture | undefined {
  const index = content.pages.pages.findIndex((entry) => entry.id === id);
  const picture = content.pages.pages[index]?.picture;
  if (picture !== undefined)
    return {
      ...picture,
      standIn: isSample(content.pages, ["pages", index, "picture", "image"]),
      illustration: false,
    };
  if (!hasPlaceForPicture(id)) return undefined;
  return {
    image: illustrationOf(id),
    imageAlt: "",
    imageDark: "unchanged",
    standIn: false,
    illustration: true,
  };
}

/**
 * The programmes without the parts a page does not show (each staging's sponsorship costs or
 * results, each programme's pictures: image, imageAlt and their art direction), so that page's HTML does not
 * carry them. An island that reads the programmes carries the whole file as JSON: their pictures'
 * names and descriptions are about 2 KB of it.
 */
export function programmesWithout(
  ...parts: ("costs" | "results" | "pictures")[]
): Content["programmes"] {
  const { programmes } = content;
  const pictureFields = new Set<string>([
    "image",
    "imageAlt",
    "imagePhone",
    "imageFocus",
    "imageDark",
  ]);
  /** The programme without its pictures, nor their names in its sample mark. */
  const withoutPictures = (whole: Programme): Programme => {
    const rest = Object.fromEntries(
      Object.entries(whole).filter(([field]) => !pictureFields.has(field)),
    ) as Programme;
    if (!Array.isArray(whole.sample)) return rest;
    const sample = whole.sample.filter((field) => !pictureFields.has(field));
    return { ...rest, sample: sample.length > 0 ? sample : undefined };
  };
  return {
    ...programmes,
    programmes: programmes.programmes.map((whole) => ({
      ...(parts.includes("pictures") ? withoutPictures(whole) : whole),
      stagings: whole.stagings.map((staging) => {
        const { costs, results, ...rest } = staging;
        return {
          ...rest,
          ...(parts.includes("costs") ? {} : { costs }),
          ...(parts.includes("results") ? {} : { results }),
        };
      }),
    })),
  };
}

/**
 * The proposal cover's SVG markup, drawn from the content as the PDF's cover is, hidden from
 * assistive technology (the link around it says what it is).
 */
export function proposalCoverMarkup(): string {
  return proposalCoverSvg(content)
    .trim()
    .replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}

/** Every raster image a piece of content names, with its built files (AVIF, WebP, JPEG). */
function picturesIn(value: unknown, found: Record<string, ContentPicture> = {}) {
  if (typeof value === "string" && isRasterImage(value)) found[value] = contentPicture(value);
  else if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) picturesIn(item, found);
  return found;
}

/**
 * A page's loader data: the content files it shows, its head tags (title, description, canonical
 * URL, social card, JSON-LD) and the built files of the images its content names, all worked out
 * here so that none of that code, and no table of every image, ships to browsers.
 */
export function pageData<K extends keyof Content>(
  id: PageId,
  keys: K[],
  extraMeta: (content: Content) => HeadTag[] = () => [],
  /** Content to hand over in place of a file's own, such as programmesWithout(...). */
  replace: Partial<Pick<Content, K>> = {},
  /** An archive page of the page (app/lib/archives.ts): its own address, title and description. */
  archive?: ArchivePage,
) {
  const picked = { ...contentFor(...keys), ...replace };
  // An archive page has no picture of its own: its heading stands alone.
  const pagePicture = archive ? undefined : pagePictureOf(id);
  return {
    content: picked,
    meta: [
      ...pageMeta(content, id, archive),
      ...extraMeta(content),
      // The illustration is lazy (it is not drawn below 60rem): from 60rem, fetch it at once.
      ...(pagePicture?.illustration
        ? picturePreloads(pagePicture.image, undefined, undefined, illustrationMedia)
        : []),
    ],
    pictures: picturesIn([picked, pagePicture]),
    ...(pagePicture ? { pagePicture } : {}),
  };
}

/**
 * The titles and addresses of the articles the results of the stagings `shown` keeps link to: what
 * a Results page's seasons name, and no more.
 */
export function resultsArticleLinks(
  shown: (staging: Programme["stagings"][number]) => boolean,
): Record<string, { title: string; url: string }> {
  const linked = new Set(
    content.programmes.programmes.flatMap((programme) =>
      programme.stagings.flatMap((staging) =>
        shown(staging) && staging.results?.article ? [staging.results.article] : [],
      ),
    ),
  );
  return Object.fromEntries(
    content.articles.articles
      .filter((article) => linked.has(article.id))
      .map((article) => [article.id, { title: article.title, url: article.url }]),
  );
}

/** Each earlier season's page, the latest first, by the season's name: the links between them. */
export function seasonPageLinks(): { name: string; path: string }[] {
  const { programmes, results } = content.programmes;
  return earlierSeasons(programmes, builtOn, results.startMonth).map((season) => ({
    name: seasonName(season, results),
    path: archivePath("results-season", seasonKey(season)),
  }));
}

/**
 * Media Moments' page `n` (1 is Media Moments itself): the articles file with that page's articles
 * alone, and how many pages there are.
 */
export function articlesPage(n: number): { articles: Content["articles"]; pages: number } {
  const pages = articlePages(content.articles.articles);
  return { articles: { ...content.articles, articles: pages[n - 1] ?? [] }, pages: pages.length };
}

/** `record` without `keys`. */
function omitFields<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !(keys as string[]).includes(key)),
  ) as Omit<T, K>;
}
