import { describe, expect, it } from "vitest";
import { loadContent } from "./load.server";
import { formatPictures, illustratedPlaces, illustrationOf } from "./illustrations";
import { hasPlaceForPicture, pagesWithPicture } from "./sets";
import type { Content } from "./schema";

// The tests' own content: some pages with a stand-in photograph, some without.
const content = loadContent("tests/content");
const named = (id: string) => content.pages.pages.find((page) => page.id === id)!.name;

/** The content with every page's photograph taken away, or given one. */
function withPagePictures(give: boolean): Content {
  const picture = { image: "assets/pages/x.jpg", imageAlt: "A photograph." };
  return {
    ...content,
    pages: {
      ...content.pages,
      pages: content.pages.pages.map((page) => {
        const rest = { ...page };
        delete rest.picture;
        return give && hasPlaceForPicture(page.id) ? { ...rest, picture } : rest;
      }),
    },
  };
}

describe("the places for a picture that still show a drawing", () => {
  it("lists each page with a place and no photograph, by its name, and no page with one", () => {
    const pages = illustratedPlaces(content).filter((place) => place.file === "pages.yaml");
    const without = pagesWithPicture.filter(
      (id) => content.pages.pages.find((page) => page.id === id)?.picture === undefined,
    );
    expect(without.length).toBeGreaterThan(0);
    expect(pages).toEqual(
      without.map((id) => ({
        file: "pages.yaml",
        where: `${named(id)} (beside the heading)`,
        shows: "the site's illustration",
      })),
    );
  });

  it("lists every page with a place, first to last, when none has a photograph, and none when all have", () => {
    const none = illustratedPlaces(withPagePictures(false)).filter(
      (place) => place.file === "pages.yaml",
    );
    expect(none.map((place) => place.where)).toEqual(
      content.pages.pages
        .filter((page) => hasPlaceForPicture(page.id))
        .map((page) => `${page.name} (beside the heading)`),
    );
    expect(
      illustratedPlaces(withPagePictures(true)).filter((place) => place.file === "pages.yaml"),
    ).toEqual([]);
  });

  it("lists a banner, programme or article whose picture is a sample, a programme with none, and not one whose photo is real", () => {
    const [first, ...rest] = content.programmes.programmes;
    const last = rest.at(-1)!;
    const withoutImage = { ...last };
    delete withoutImage.image;
    const changed: Content = {
      ...content,
      programmes: {
        ...content.programmes,
        programmes: [
          { ...first!, image: "assets/programmes/x.jpg", sample: undefined },
          ...rest.slice(0, -1),
          withoutImage,
        ],
      },
    };
    const programmes = illustratedPlaces(changed).filter(
      (place) => place.file === "programmes.yaml",
    );
    expect(programmes.map((place) => place.where)).not.toContain(first!.name);
    expect(programmes.at(-1)).toEqual({
      file: "programmes.yaml",
      where: last.name,
      shows: "the programme's initials",
    });
    const marked = content.home.banners.filter((banner) =>
      Array.isArray(banner.sample) ? banner.sample.includes("image") : banner.sample === true,
    );
    expect(illustratedPlaces(content).filter((place) => place.file === "home.yaml")).toHaveLength(
      marked.length,
    );
  });

  it("names each page's illustration by the page", () => {
    expect(illustrationOf("certified-adjudicator-ranking")).toBe(
      "illustrations/certified-adjudicator-ranking.jpg",
    );
  });
});

describe("the report's Pictures section", () => {
  it("groups the places by file, one line each, and counts them", () => {
    const report = formatPictures([
      {
        file: "pages.yaml",
        where: "About JADE (beside the heading)",
        shows: "the site's illustration",
      },
      {
        file: "pages.yaml",
        where: "Donate (beside the heading)",
        shows: "the site's illustration",
      },
      { file: "home.yaml", where: "Banner 1 (slide-1)", shows: "a sample picture" },
    ]);
    expect(report.split("\n")).toEqual([
      "Pictures: 3 places still show a drawing, not a photograph (each file's comments say how to add one)",
      "  pages.yaml",
      "    About JADE (beside the heading): the site's illustration",
      "    Donate (beside the heading): the site's illustration",
      "  home.yaml",
      "    Banner 1 (slide-1): a sample picture",
    ]);
  });

  it("says one place in the singular, and none as ready", () => {
    expect(
      formatPictures([
        { file: "home.yaml", where: "Banner 1 (slide-1)", shows: "a sample picture" },
      ]),
    ).toMatch(/^Pictures: 1 place still shows a drawing/);
    expect(formatPictures([])).toBe("Pictures: every place for a picture shows a photograph.");
  });
});
