/**
 * The site's own illustrations, and which places for a picture still show one. Each page with a
 * place for a picture (`pagesWithPicture`) has a scene drawn for it (tools/artwork/pages/, rendered
 * into app/assets/illustrations/<page>.jpg), which it shows until content/pages.yaml gives it a
 * photograph: the site looks finished on the day it opens, and staff replace a drawing by adding a
 * photo, never by fixing an empty half (decision 0058). The home banners, programme and news
 * pictures are drawings too, in the content as samples, so the content report lists them with the
 * pages.
 */
import { isSample } from "./sample-values";
import { type PageWithPicture, hasPlaceForPicture } from "./sets";
import type { Content } from "./schema";

/** A page's illustration, as the picture pipeline names it (app/lib/content-images.server.ts). */
export const illustrationOf = (page: PageWithPicture): string => `illustrations/${page}.jpg`;

/** One place for a picture that shows a drawing or a sample, not the association's photograph. */
export interface IllustratedPlace {
  file: string;
  /** The place, in the words of the file's own records: "About JADE (beside the heading)". */
  where: string;
  /** What it shows now. */
  shows: "the site's illustration" | "a sample picture" | "the programme's initials";
}

/**
 * Every place for a picture that still shows a drawing: the pages without a photograph beside
 * their heading, then each banner, programme and news article whose picture is marked a sample
 * (or, for a programme, missing: its card shows the brand's pattern with its initials).
 */
export function illustratedPlaces(content: Content): IllustratedPlace[] {
  const pages: IllustratedPlace[] = content.pages.pages
    .filter((page) => hasPlaceForPicture(page.id) && page.picture === undefined)
    .map((page) => ({
      file: "pages.yaml",
      where: `${page.name} (beside the heading)`,
      shows: "the site's illustration",
    }));
  const samplePicture = (
    file: string,
    root: unknown,
    at: PropertyKey[],
    where: string,
  ): IllustratedPlace[] => (isSample(root, at) ? [{ file, where, shows: "a sample picture" }] : []);
  const banners = content.home.banners.flatMap((banner, index) =>
    samplePicture(
      "home.yaml",
      content.home,
      ["banners", index, "image"],
      `Banner ${index + 1} (${banner.id})`,
    ),
  );
  const programmes = content.programmes.programmes.flatMap(
    (programme, index): IllustratedPlace[] =>
      programme.image === undefined
        ? [
            {
              file: "programmes.yaml",
              where: programme.name,
              shows: "the programme's initials",
            },
          ]
        : samplePicture(
            "programmes.yaml",
            content.programmes,
            ["programmes", index, "image"],
            programme.name,
          ),
  );
  const articles = content.articles.articles.flatMap((article, index) =>
    samplePicture("articles.yaml", content.articles, ["articles", index, "image"], article.title),
  );
  return [...pages, ...banners, ...programmes, ...articles];
}

/** The places for a picture that still show a drawing, file by file, with what each shows. */
export function formatPictures(places: readonly IllustratedPlace[]): string {
  if (places.length === 0) return "Pictures: every place for a picture shows a photograph.";
  const byFile = new Map<string, IllustratedPlace[]>();
  for (const place of places) byFile.set(place.file, [...(byFile.get(place.file) ?? []), place]);
  const lines = [...byFile].map(
    ([file, filePlaces]) =>
      `  ${file}\n` + filePlaces.map((place) => `    ${place.where}: ${place.shows}`).join("\n"),
  );
  return [
    `Pictures: ${`${places.length} place${places.length === 1 ? "" : "s"}`} still ${places.length === 1 ? "shows" : "show"} a drawing, not a photograph (each file's comments say how to add one)`,
    ...lines,
  ].join("\n");
}
