import type { LinkDescriptor } from "react-router";
import home from "virtual:content/home";
import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { contentPicture, pictureSrcset } from "~/lib/content-images";
import { fill } from "~/lib/template";
import "./banner-carousel.css";

export const bannerIntervalMs = 5000;

/** The banner fills the content column: the viewport less its margins, at most 72rem. */
const bannerSizes = "(min-width: 76rem) 72rem, calc(100vw - 2rem)";

/**
 * Preloads the first banner, the page's largest paint, in AVIF (browsers that cannot use AVIF skip
 * the preload and take a WebP or JPEG from the <picture>). For the home route's `links`.
 */
export function firstBannerPreload(): LinkDescriptor[] {
  const first = home.banners[0];
  const srcset = first ? pictureSrcset(contentPicture(first.image), "avif") : undefined;
  // href is for browsers without imagesrcset: the largest candidate, the last in the list.
  const largest = srcset?.split(",").at(-1)?.trim().split(" ")[0];
  if (!srcset || !largest) return [];
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: largest,
      imageSrcSet: srcset,
      imageSizes: bannerSizes,
    },
  ];
}

/**
 * The home page banner: five slides, each its image (the spec's slides carry no text and no
 * overlay), rotating every 5 seconds. Images are drawn at 5:2.
 */
export function BannerCarousel() {
  const slides = home.banners;
  const labels = home.carousel;
  return (
    <Carousel
      label={labels.bannerLabel}
      labels={labels}
      count={slides.length}
      intervalMs={bannerIntervalMs}
      className="banner-carousel"
    >
      {({ active, rotating }) => (
        <div className="banner-carousel__slides" aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, { n: index + 1, count: slides.length })}
              className="banner-carousel__slide"
              data-active={index === active || undefined}
              inert={index !== active}
            >
              <Picture
                picture={contentPicture(slide.image)}
                alt={slide.imageAlt}
                sizes={bannerSizes}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
              />
            </div>
          ))}
        </div>
      )}
    </Carousel>
  );
}
