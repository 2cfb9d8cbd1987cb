import type { MetaDescriptor } from "react-router";
import { bannerSizes } from "~/components/sections/banner-carousel";
import { HomeHero } from "~/components/sections/home-hero";
import { PartnerCarousel } from "~/components/sections/partner-carousel";
import { PartnershipVideo, ProposalCover } from "~/components/sections/partnership";
import { UpcomingEvents } from "~/components/sections/upcoming-events";
import { Island } from "~/islands/island";
import type { Route } from "./+types/home";
import { pageData, programmesWithout, proposalCoverMarkup } from "~/content/route-data.server";
import type { Content } from "~/content/schema";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";
import { contentPicture, pictureSrcset } from "~/lib/content-images.server";

// The events list needs the stagings' dates and links, not their costs or results.
export const loader = () => ({
  ...pageData("home", ["home", "programmes", "partners"], ({ home }) => firstBannerPreload(home), {
    programmes: programmesWithout("costs", "results"),
  }),
  proposalCover: proposalCoverMarkup(),
});
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

/**
 * Preloads the first banner, the page's largest paint, in AVIF (browsers that cannot use AVIF skip
 * the preload and take a WebP or JPEG from the <picture>). A head tag from the loader, so it is
 * worked out at build time.
 */
function firstBannerPreload(home: Content["home"]): MetaDescriptor[] {
  const first = home.banners[0];
  const srcset = first ? pictureSrcset(contentPicture(first.image), "avif") : undefined;
  // href is for browsers without imagesrcset: the largest candidate, the last in the list.
  const largest = srcset?.split(",").at(-1)?.trim().split(" ")[0];
  if (!srcset || !largest) return [];
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      // A preload is fetched at low priority unless it asks; this is the image the visitor waits for.
      fetchPriority: "high",
      href: largest,
      imageSrcSet: srcset,
      imageSizes: bannerSizes,
    },
  ];
}

export default function HomePage() {
  const home = useContent("home");
  const { partners } = useContent("partners");
  return (
    <div className="page">
      <HomeHero />
      <Island name="upcoming-events">
        <UpcomingEvents />
      </Island>
      <section aria-labelledby="partnership-heading" className="partnership below-fold">
        <div className="prose">
          <h2 id="partnership-heading">{home.partnership.heading}</h2>
          <p>{home.partnership.text}</p>
        </div>
        <div className="partnership__media">
          <Island name="partnership-video">
            <PartnershipVideo />
          </Island>
          <Island name="proposal-cover">
            <ProposalCover />
          </Island>
        </div>
      </section>
      {partners.length > 0 ? (
        <section aria-labelledby="partners-heading" className="prose below-fold">
          <h2 id="partners-heading">{home.partners.heading}</h2>
          <p>{home.partners.intro}</p>
          <Island name="partner-carousel">
            <PartnerCarousel />
          </Island>
        </section>
      ) : null}
    </div>
  );
}
