import home from "virtual:content/home";
import { Carousel } from "~/components/ui/carousel";
import { contentAssetUrl } from "~/lib/content-assets";
import { fill } from "~/lib/template";
import "./banner-carousel.css";

/** Banner images are drawn at 5:2; the first is the page's largest paint, so it loads eagerly. */
const bannerSize = { width: 1600, height: 640 };
export const bannerIntervalMs = 5000;

/**
 * The home page banner: five slides, each its image (the spec's slides carry no text and no
 * overlay), rotating every 5 seconds.
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
              <img
                src={contentAssetUrl(slide.image)}
                alt={slide.imageAlt}
                {...bannerSize}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
              />
            </div>
          ))}
        </div>
      )}
    </Carousel>
  );
}
