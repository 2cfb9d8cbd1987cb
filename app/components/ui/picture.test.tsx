// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contentFor } from "~/pipeline/route-data.server";
import { contentPicture } from "~/lib/content-images.server";
import { Picture, phoneMedia, photoDirection } from "./picture";

afterEach(cleanup);

// A programme's picture and its phone crop, as the content names them.
const programme = contentFor("programmes").programmes.programmes.find(
  (entry) => entry.image && entry.imagePhone,
)!;
const wide = contentPicture(programme.image!);
const crop = contentPicture(programme.imagePhone!);
const attributes = (element: Element, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));

describe("Picture", () => {
  it("without a phone crop: AVIF and WebP sources for every screen, the JPEG set on the <img>", () => {
    const { container } = render(<Picture picture={wide} alt={programme.imageAlt!} sizes="50vw" />);
    const picture = container.querySelector("picture")!;
    expect(picture.hasAttribute("data-phone-crop")).toBe(false);
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => attributes(source, "type", "media", "srcset"))).toEqual([
      { type: "image/avif", media: null, srcset: wide.sources.avif },
      { type: "image/webp", media: null, srcset: wide.sources.webp },
    ]);
    expect(container.querySelectorAll("source[media]")).toHaveLength(0);
    const image = picture.querySelector("img")!;
    expect(attributes(image, "alt", "srcset", "width", "height", "loading")).toEqual({
      alt: programme.imageAlt,
      srcset: wide.sources.jpeg,
      width: String(wide.img.w),
      height: String(wide.img.h),
      loading: "lazy",
    });
  });

  it("with a phone crop: the crop's AVIF, WebP and JPEG first, for phones only, with its own size", () => {
    expect(crop.img.w / crop.img.h).not.toBeCloseTo(wide.img.w / wide.img.h, 2);
    const { container } = render(
      <Picture
        picture={wide}
        phone={crop}
        alt={programme.imageAlt!}
        sizes="50vw"
        loading="eager"
      />,
    );
    const picture = container.querySelector("picture")!;
    expect(picture.hasAttribute("data-phone-crop")).toBe(true);
    const sources = [...picture.querySelectorAll("source")].map((source) =>
      attributes(source, "type", "media", "srcset", "sizes", "width", "height"),
    );
    const phone = {
      media: phoneMedia,
      sizes: "50vw",
      width: String(crop.img.w),
      height: String(crop.img.h),
    };
    const screen = { media: null, sizes: "50vw", width: null, height: null };
    expect(sources).toEqual([
      { type: "image/avif", srcset: crop.sources.avif, ...phone },
      { type: "image/webp", srcset: crop.sources.webp, ...phone },
      { type: "image/jpeg", srcset: crop.sources.jpeg, ...phone },
      { type: "image/avif", srcset: wide.sources.avif, ...screen },
      { type: "image/webp", srcset: wide.sources.webp, ...screen },
    ]);
    // The <img> stays the wide picture: what a wider screen, or a browser without <source>, shows.
    const image = picture.querySelector("img")!;
    expect(attributes(image, "srcset", "width", "height", "loading")).toEqual({
      srcset: wide.sources.jpeg,
      width: String(wide.img.w),
      height: String(wide.img.h),
      loading: "eager",
    });
  });

  it("matches phones below the site's 40rem breakpoint, as the components' stylesheets do", () => {
    expect(phoneMedia).toBe("not all and (min-width: 40rem)");
    for (const sheet of ["article-card", "banner-carousel", "programme-picture", "page-picture"]) {
      const css = readSheet(sheet);
      expect(css, sheet).toContain(`@media ${phoneMedia} {`);
      expect(css, sheet).toMatch(/\[data-phone-crop\][^{]*\{\s*aspect-ratio: 4 \/ 3;/);
    }
  });
});

describe("Picture's art direction", () => {
  it("keeps a focal point in view: the wide picture's object-position, as data and a style", () => {
    const { container } = render(
      <Picture picture={wide} phone={crop} alt="" sizes="50vw" focus="30% 40%" dark="dim" />,
    );
    const picture = container.querySelector("picture")!;
    expect(picture.hasAttribute("data-focus")).toBe(true);
    expect(picture.style.getPropertyValue("--focus")).toBe("30% 40%");
    expect(picture.dataset.dark).toBe("dim");
  });

  it("without them: no focus, no treatment (a logo or a portrait shows as it is)", () => {
    const { container } = render(<Picture picture={wide} alt="" sizes="50vw" />);
    const picture = container.querySelector("picture")!;
    expect(picture.getAttribute("style")).toBeNull();
    expect(picture.hasAttribute("data-focus")).toBe(false);
    expect(picture.hasAttribute("data-dark")).toBe(false);
  });

  it("a content photo is dimmed in the dark theme unless it says unchanged", () => {
    expect(photoDirection({})).toEqual({ focus: undefined, dark: "dim" });
    expect(photoDirection({ imageFocus: "10% 90%", imageDark: "unchanged" })).toEqual({
      focus: "10% 90%",
      dark: "unchanged",
    });
  });

  it("its stylesheet moves the wide picture to the focus, and centres a phone crop below 40rem", () => {
    const css = readFileSync(path.join(import.meta.dirname, "picture.css"), "utf8");
    expect(css).toMatch(/picture\[data-focus\] img \{\s*object-position: var\(--focus/);
    expect(css).toContain(`@media ${phoneMedia} {`);
    expect(css).toMatch(/picture\[data-dark="dim"\] img \{\s*filter: var\(--photo-dim\)/);
  });
});

function readSheet(name: string): string {
  return readFileSync(path.join(import.meta.dirname, "../sections", `${name}.css`), "utf8");
}

describe("Picture that cannot load", () => {
  it("gives way to its fallback when it is given one (a partner's name for its logo)", () => {
    const fallback = <span>Blue Lagoon Bank</span>;
    const { container } = render(
      <Picture picture={wide} alt="Blue Lagoon Bank" sizes="240px" fallback={fallback} />,
    );
    expect(screen.queryByText("Blue Lagoon Bank")).toBeNull();
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByText("Blue Lagoon Bank").tagName).toBe("SPAN");
  });

  it("without one, stays a picture, whose alternative text the browser shows", () => {
    const { container } = render(<Picture picture={wide} alt={programme.imageAlt!} sizes="50vw" />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture img")?.getAttribute("alt")).toBe(programme.imageAlt);
  });
});
