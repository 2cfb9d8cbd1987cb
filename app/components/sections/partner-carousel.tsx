import { Carousel } from "~/components/ui/carousel";
import { type Partner, PartnerLogo } from "~/components/sections/partner-logo";
import { fill } from "~/lib/template";
import { useContent } from "~/hooks/use-content";
import "./partner-carousel.css";

export const partnerIntervalMs = 3000;
/**
 * How many logos the carousel shows at once: the active one in the middle and two either side
 * (the outer two hidden on a phone). With no more partners than that, all of them stand still.
 */
export const partnersInView = 5;
const reach = (partnersInView - 1) / 2;
const logoSize = { width: 240, height: 120 };

/**
 * Where a partner sits relative to the active one, wrapping around: 0 is the middle, -2 to 2 are
 * the five shown; anything else is out of view. Each partner has one place, so none shows twice.
 */
export function offsetFromActive(index: number, active: number, count: number): number {
  const offset = (((index - active) % count) + count) % count;
  return offset > count / 2 ? offset - count : offset;
}

/** A partner's logo on its plate. */
function Logo({ partner }: { partner: Partner }) {
  return (
    <div className="logo-plate partner-carousel__plate">
      <PartnerLogo partner={partner} width={logoSize.width} height={logoSize.height} />
    </div>
  );
}

/**
 * The sponsors and partners carousel: five logos in view with the middle one emphasised (three on
 * small screens), advancing every 3 seconds and wrapping around. Five partners or fewer all fit:
 * they stand still as a plain list, in the content's order, wrapping onto a second row on a phone.
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
      showsAtOnce={partnersInView}
      intervalMs={partnerIntervalMs}
      className="partner-carousel"
    >
      {({ active, rotating, still }) =>
        still ? (
          <ul className="partner-carousel__list">
            {list.map((partner) => (
              <li key={partner.id} className="partner-carousel__item">
                <Logo partner={partner} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="partner-carousel__track" aria-live={rotating ? "off" : "polite"}>
            {/* Only the logos in view are on the page: one out of view is drawn when its turn
                comes, from what the island carries, so forty partners weigh as five. */}
            {list.map((partner, index) => {
              const offset = offsetFromActive(index, active, list.length);
              if (Math.abs(offset) > reach) return null;
              return (
                <div
                  key={partner.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={fill(labels.slide, { n: index + 1, count: list.length })}
                  className="partner-carousel__item"
                  data-offset={offset}
                  style={{ order: offset + reach }}
                >
                  <Logo partner={partner} />
                </div>
              );
            })}
          </div>
        )
      }
    </Carousel>
  );
}
