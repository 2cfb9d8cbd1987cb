import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { fill } from "~/lib/template";
import "./banner-carousel.css";
import { useContent, usePicture } from "~/content/use-content";

export const bannerIntervalMs = 5000;

/** The banner fills the content column: the viewport less its margins, at most 72rem. */
export const bannerSizes = "(min-width: 76rem) 72rem, calc(100vw - 2rem)";

/** One slide's picture, its files handed over by the page's loader. */
function SlidePicture({
  image,
  ...props
}: { image: string } & Omit<React.ComponentProps<typeof Picture>, "picture">) {
  return <Picture picture={usePicture(image)} {...props} />;
}

/**
 * The home page banner: five slides, each its image (the spec's slides carry no text and no
 * overlay), rotating every 5 seconds. Images are drawn at 5:2.
 */
export function BannerCarousel() {
  const home = useContent("home");
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
              <SlidePicture
                image={slide.image}
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
