import { useEffect, useState } from "react";
import { Carousel } from "~/components/ui/carousel";
import { Picture, photoDirection } from "~/components/ui/picture";
import type { Content } from "~/content/schema";
import { useArtDirections, useContent } from "~/hooks/use-content";
import { fill } from "~/lib/template";
import "./banner-carousel.css";

export const bannerIntervalMs = 5000;

/**
 * The banner fills the content column (the viewport less its margins) on a phone or tablet; from
 * 60rem it takes 13 of 24 shares beside the first screen's words (app/components/sections/home-hero.css),
 * at most about 38rem of the 72rem column.
 */
export const bannerSizes =
  "(min-width: 76rem) 38rem, (min-width: 60rem) calc(54vw - 2rem), calc(100vw - 2rem)";

/** How long before a slide rotates in its image is fetched, so it is there when it shows. */
const fetchAheadMs = 1500;

/**
 * Which slides may show their image: the first, every slide shown so far, and the next one from
 * shortly before it rotates in. The page's first load fetches one banner instead of five; a
 * visitor who jumps ahead gets that slide's image at once.
 */
function useSlidesToLoad(active: number, count: number): ReadonlySet<number> {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Adjusting state while rendering (React's pattern for state that follows a prop): the active
  // slide's image is in the very render that shows it.
  if (!loaded.has(active)) setLoaded(new Set(loaded).add(active));
  useEffect(() => {
    // A single banner stands still: there is no next one to fetch.
    if (count < 2) return;
    const next = (active + 1) % count;
    const timer = setTimeout(
      () => setLoaded((current) => (current.has(next) ? current : new Set(current).add(next))),
      bannerIntervalMs - fetchAheadMs,
    );
    return () => clearTimeout(timer);
  }, [active, count]);
  return loaded;
}

function Slides({
  slides,
  labels,
  active,
  rotating,
  still,
}: {
  slides: Content["home"]["banners"];
  labels: Content["home"]["carousel"];
  active: number;
  rotating: boolean;
  still: boolean;
}) {
  const loaded = useSlidesToLoad(active, slides.length);
  // Every slide's files, also those not yet shown, so the island carries them all.
  const pictures = useArtDirections(slides);
  return (
    <div
      className="banner-carousel__slides"
      aria-live={still ? undefined : rotating ? "off" : "polite"}
      // The slides have phone crops all or none (the schema's rule): the frame takes their shape.
      data-phone-crop={slides.some((slide) => slide.imagePhone) ? "" : undefined}
    >
      {slides.map((slide, index) => {
        const directed = pictures[index];
        return (
          <div
            key={slide.id}
            {...(still
              ? {}
              : {
                  role: "group",
                  "aria-roledescription": "slide",
                  "aria-label": fill(labels.slide, { n: index + 1, count: slides.length }),
                })}
            className="banner-carousel__slide"
            data-active={index === active || undefined}
            inert={index !== active}
          >
            {loaded.has(index) && directed ? (
              <Picture
                picture={directed.picture}
                phone={directed.phone}
                alt={slide.imageAlt}
                sizes={bannerSizes}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                {...photoDirection(slide)}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The home page banner: its slides, each its image (the spec's slides carry no text and no
 * overlay), rotating every 5 seconds; a single banner stands still. Images are drawn at 5:2, and
 * the slides' phone crops, where they have them, at 4:3 below 40rem.
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
      showsAtOnce={1}
      intervalMs={bannerIntervalMs}
      className="banner-carousel"
    >
      {({ active, rotating, still }) => (
        <Slides slides={slides} labels={labels} active={active} rotating={rotating} still={still} />
      )}
    </Carousel>
  );
}
