import { Carousel } from "~/components/ui/carousel";
import { FallbackImage } from "~/components/ui/fallback-image";
import { contentAssetUrl } from "~/lib/content-assets";
import { fill } from "~/lib/template";
import { useContent } from "~/content/use-content";
import "./partner-carousel.css";

export const partnerIntervalMs = 3000;
/** Five logos show on a wide screen but three on a phone: up to three stand still everywhere. */
const inViewOnEveryScreen = 3;
const logoSize = { width: 240, height: 120 };

/**
 * Where a partner sits relative to the active one, wrapping around: 0 is the middle, -2 to 2 are
 * the five shown; anything else is out of view.
 */
export function offsetFromActive(index: number, active: number, count: number): number {
  const offset = (((index - active) % count) + count) % count;
  return offset > count / 2 ? offset - count : offset;
}

/**
 * The sponsors and partners carousel: five logos in view with the middle one emphasised (three on
 * small screens), advancing every 3 seconds and wrapping around; three or fewer partners all fit
 * on every screen and stand still. A logo that fails to load shows the partner's name instead.
 */
export function PartnerCarousel() {
  const home = useContent("home");
  const partners = useContent("partners");
  const list = partners.partners;
  const labels = home.carousel;
  return (
    <Carousel
      label={labels.partnersLabel}
      labels={labels}
      count={list.length}
      showsAtOnce={inViewOnEveryScreen}
      intervalMs={partnerIntervalMs}
      className="partner-carousel"
    >
      {({ active, rotating, still }) => (
        <div
          className="partner-carousel__track"
          aria-live={still ? undefined : rotating ? "off" : "polite"}
        >
          {list.map((partner, index) => {
            const offset = offsetFromActive(index, active, list.length);
            const inView = Math.abs(offset) <= 2;
            return (
              <div
                key={partner.id}
                {...(still
                  ? {}
                  : {
                      role: "group",
                      "aria-roledescription": "slide",
                      "aria-label": fill(labels.slide, { n: index + 1, count: list.length }),
                    })}
                className="partner-carousel__item"
                data-offset={inView ? offset : undefined}
                hidden={!inView}
                style={{ order: offset + 2 }}
              >
                <div className="partner-carousel__plate">
                  <FallbackImage
                    src={contentAssetUrl(partner.logo)}
                    alt={partner.name}
                    {...logoSize}
                    fallback={<span className="partner-carousel__placeholder">{partner.name}</span>}
                  />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </Carousel>
  );
}
