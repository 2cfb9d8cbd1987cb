// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { phoneMedia } from "~/components/ui/picture";
import { pagesWithPicture } from "~/content/sets";
import { illustrationOf } from "~/content/illustrations";
import { illustrationMedia } from "~/lib/art-direction";
import { contentPicture } from "~/lib/content-images.server";
import type { HeadTag } from "~/lib/head-tags";
import { contentFor, pageData, shellData } from "~/pipeline/route-data.server";
import { PageIntro } from "./page-intro";
import { pagePictureSizes } from "./page-picture";

afterEach(cleanup);

const { pages } = contentFor("pages");
const preloads = (meta: HeadTag[]) =>
  meta.filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === "preload");
const pictureOf = (id: string) => pages.pages.find((page) => page.id === id)?.picture;

describe("a page's picture beside its heading", () => {
  it("the tests' content gives some pages with a place a stand-in, marked as a sample, and leaves others to their illustration", () => {
    const withPhoto = pagesWithPicture.filter((id) => pictureOf(id) !== undefined);
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(withPhoto.length).toBeLessThan(pagesWithPicture.length);
    for (const id of withPhoto) {
      expect(pictureOf(id)?.image, id).toMatch(/^assets\/stand-ins\//);
      expect(pages.pages.find((page) => page.id === id)?.sample, id).toEqual(["picture"]);
    }
  });

  it("a page with a place and no photograph shows the site's illustration of it: decorative, lazy, beside the heading only, preloaded from 60rem", () => {
    const id = pagesWithPicture.find((page) => pictureOf(page) === undefined)!;
    const data = pageData(id, ["pages"]);
    expect(data.pagePicture).toMatchObject({
      image: illustrationOf(id),
      illustration: true,
      standIn: false,
    });
    renderPage(
      () => <PageIntro id={id} />,
      () => data,
    );
    const header = screen.getByRole("banner");
    expect(header.className).toBe("page-intro page-intro--illustration");
    const image = header.querySelector("img")!;
    expect(image.getAttribute("alt")).toBe("");
    expect(image.getAttribute("src")).toBe(contentPicture(illustrationOf(id)).img.src);
    expect(contentPicture(illustrationOf(id)).img.w).toBe(960);
    // Made at one width, 960 px (448 CSS px at 2x): nothing to choose, so no sizes.
    expect(image.hasAttribute("sizes")).toBe(false);
    // Not drawn below 60rem: lazy, so no browser fetches it there; the head's preload does above.
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.hasAttribute("fetchpriority")).toBe(false);
    expect(image.closest("picture")?.hasAttribute("data-dark")).toBe(false);
    expect(screen.queryByText(contentFor("site").site.sampleWords.mark)).toBeNull();
    expect(preloads(data.meta)).toHaveLength(1);
    expect(preloads(data.meta)[0]).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      fetchPriority: "high",
      href: contentPicture(illustrationOf(id)).sources.avif?.split(" ")[0],
      media: illustrationMedia,
    });
  });

  it("a page with a photograph carries no illustration, nor its preload", () => {
    const data = pageData("about-jade", ["about"]);
    expect(data.pagePicture?.illustration).toBe(false);
    expect(Object.keys(data.pictures).some((name) => name.startsWith("illustrations/"))).toBe(
      false,
    );
    expect(preloads(data.meta)).toEqual([]);
  });

  it("shows the picture with its description, phone crop, focal point and dimming, and says it is a stand-in", () => {
    const picture = pictureOf("about-jade")!;
    renderPage(
      () => <PageIntro id="about-jade" />,
      () => pageData("about-jade", ["about", "team"]),
    );
    const image = screen.getByRole("img", { name: picture.imageAlt! });
    expect(image.getAttribute("srcset")).toBe(contentPicture(picture.image).sources.jpeg);
    expect(image.getAttribute("sizes")).toBe(pagePictureSizes);
    // In the first screen at every width: fetched at once, and first.
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    const element = image.closest("picture")!;
    expect(
      element
        .querySelector(`source[media="${phoneMedia}"][type="image/avif"]`)
        ?.getAttribute("srcset"),
    ).toBe(contentPicture(picture.imagePhone!).sources.avif);
    expect(element.style.getPropertyValue("--focus")).toBe(picture.imageFocus);
    expect(element.dataset.dark).toBe("dim");
    expect(screen.getByText(contentFor("site").site.sampleWords.mark)).toBeTruthy();
    // The heading and its words keep their order, before the picture.
    const header = screen.getByRole("banner");
    expect(header.querySelector(".page-intro__words h1")?.textContent).toBe(
      pages.pages.find((page) => page.id === "about-jade")?.heading,
    );
  });

  it("keeps a photo that asks to stay unchanged in the dark theme as it is", () => {
    expect(pictureOf("results")?.imageDark).toBe("unchanged");
    renderPage(
      () => <PageIntro id="results" />,
      () => pageData("results", ["contacts"]),
    );
    expect(document.querySelector("picture")?.hasAttribute("data-dark")).toBe(false);
  });

  it("a page without a place for a picture shows nothing in its place: no frame, no empty column", () => {
    renderPage(
      () => <PageIntro id="media-moments" />,
      () => pageData("media-moments", ["articles"]),
    );
    expect(document.querySelector("picture, .page-picture, .page-intro__words")).toBeNull();
    expect(screen.getByRole("banner").className).toBe("page-intro");
  });

  it("a real photo (no sample mark) carries no sample tag", () => {
    const { pagePicture } = pageData("donate", ["donate"]);
    renderPage(
      () => <PageIntro id="donate" />,
      () => ({
        ...pageData("donate", ["donate"]),
        pagePicture: { ...pagePicture!, standIn: false },
      }),
    );
    expect(screen.getByRole("img", { name: pagePicture!.imageAlt! })).toBeTruthy();
    expect(screen.queryByText(contentFor("site").site.sampleWords.mark)).toBeNull();
  });

  it("comes with its own page's data only: every page carries the names, none the pictures", () => {
    const shell = shellData().content.pages.pages;
    expect(shell.every((page) => page.picture === undefined)).toBe(true);
    expect(shell.find((page) => page.id === "about-jade")?.sample).toBeUndefined();
    expect(pageData("about-jade", ["about"]).pagePicture?.image).toBe(
      pictureOf("about-jade")?.image,
    );
    expect(pageData("media-moments", ["articles"])).not.toHaveProperty("pagePicture");
    expect(Object.keys(pageData("contact", ["contacts"]).pictures)).toEqual([
      pictureOf("contact")?.image,
      pictureOf("contact")?.imagePhone,
    ]);
  });
});
