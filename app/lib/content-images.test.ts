import { describe, expect, it } from "vitest";
import { bannerSizes } from "~/components/sections/banner-carousel";
import { contentFor } from "~/pipeline/route-data.server";
import { loader } from "~/routes/home";
import { phoneMedia, wideMedia } from "./art-direction";
import { contentPicture, picturePreloads } from "./content-images.server";

const { home, programmes } = contentFor("home", "programmes");
const withCrop = programmes.programmes.find(
  (programme) => programme.image && programme.imagePhone,
)!;

describe("picturePreloads", () => {
  it("without a phone crop, is the home page's preload of its first banner", () => {
    const first = home.banners[0]!;
    const preloads = loader().meta.filter(
      (tag) => "rel" in tag && (tag as { rel?: string }).rel === "preload",
    );
    expect(first.imagePhone).toBeUndefined();
    expect(picturePreloads(first.image, undefined, bannerSizes)).toEqual(preloads);
  });

  it("with a phone crop, preloads the crop on phones and the picture on wider screens only", () => {
    const links = picturePreloads(withCrop.image!, withCrop.imagePhone, "100vw");
    expect(links).toEqual([
      expect.objectContaining({
        media: phoneMedia,
        imageSrcSet: contentPicture(withCrop.imagePhone!).sources.avif,
        imageSizes: "100vw",
        type: "image/avif",
        fetchPriority: "high",
      }),
      expect.objectContaining({
        media: wideMedia,
        imageSrcSet: contentPicture(withCrop.image!).sources.avif,
      }),
    ]);
  });
});
