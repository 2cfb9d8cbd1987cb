// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { renderPage } from "../../../tests/support/render-page";
import { phoneMedia } from "~/components/ui/picture";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { contentPicture } from "~/lib/content-images.server";
import { ArticleCard } from "./article-card";
import { BannerCarousel } from "./banner-carousel";

// The content has no phone crops for banners or articles yet: these tests give them the phone
// crops the content has (the programmes'), one per banner or article.
const { home, articles, programmes } = contentFor("home", "articles", "programmes");
const crops = programmes.programmes.flatMap((programme) =>
  programme.imagePhone ? [programme.imagePhone] : [],
);

beforeEach(() => stubMatchMedia({ reducedMotion: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The phone sources' AVIF set of each picture on the page, in order (undefined: none). */
const phoneSets = () =>
  [...document.querySelectorAll("picture")].map(
    (picture) =>
      picture
        .querySelector(`source[media="${phoneMedia}"][type="image/avif"]`)
        ?.getAttribute("srcset") ?? undefined,
  );

describe("art direction in the content's pictures", () => {
  it("a banner slide shows its phone crop on phones, in a frame of the crops' shape", async () => {
    const banners = home.banners.map((banner, index) => ({
      ...banner,
      imagePhone: crops[index % crops.length]!,
    }));
    renderPage(
      () => <BannerCarousel />,
      () => pageData("home", ["home"], undefined, { home: { ...home, banners } }),
    );
    await screen.findAllByRole("img");
    // The first slide shows its picture at once; the others once they near their turn.
    expect(phoneSets()[0]).toBe(contentPicture(banners[0]!.imagePhone).sources.avif);
    expect(
      document.querySelector(".banner-carousel__slides")?.hasAttribute("data-phone-crop"),
    ).toBe(true);
  });

  it("banners without phone crops keep their one frame on every screen", async () => {
    renderPage(
      () => <BannerCarousel />,
      () => pageData("home", ["home"]),
    );
    await screen.findAllByRole("img");
    expect(phoneSets().every((set) => set === undefined)).toBe(true);
    expect(document.querySelector("[data-phone-crop]")).toBeNull();
  });

  it("an article card shows its phone crop on phones where it has one, and only there", () => {
    const [first, second] = articles.articles;
    const cropped = { ...first!, imagePhone: crops[0]! };
    renderPage(
      () => (
        <>
          <ArticleCard article={cropped} />
          <ArticleCard article={second!} />
        </>
      ),
      () =>
        pageData("media-moments", ["articles"], undefined, {
          articles: { ...articles, articles: [cropped, second!] },
        }),
    );
    expect(phoneSets()).toEqual([contentPicture(cropped.imagePhone).sources.avif, undefined]);
    expect(screen.getByRole("img", { name: cropped.imageAlt }).getAttribute("srcset")).toBe(
      contentPicture(cropped.image).sources.jpeg,
    );
  });
});
