import type { HeadTag } from "~/lib/head-tags";
import { bannerSizes } from "~/components/sections/banner-carousel";
import { HomeHero } from "~/components/sections/home-hero";
import { PartnerCarousel } from "~/components/sections/partner-carousel";
import { PartnershipVideo, ProposalCover } from "~/components/sections/partnership";
import { Figures } from "~/components/sections/figures";
import { HomeSeason } from "~/components/sections/home-season";
import { LatestNews } from "~/components/sections/latest-news";
import { Island } from "~/islands/island";
import { Link } from "~/lib/location";
import { pathOf } from "~/route-table";
import { pageData, programmesWithout, proposalCoverMarkup } from "~/pipeline/route-data.server";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { picturePreloads } from "~/lib/content-images.server";

// The events and champions need the stagings' dates, links and results, not their costs.
export const loader = () => ({
  ...pageData(
    "home",
    ["home", "programmes", "partners", "services", "articles"],
    ({ home }) => firstBannerPreload(home),
    // The programmes' pictures show on the Programmes page, not here.
    { programmes: programmesWithout("costs", "pictures") },
  ),
  proposalCover: proposalCoverMarkup(),
});

/**
 * Preloads the first banner, the page's largest paint, in AVIF (browsers that cannot use AVIF skip
 * the preload and take a WebP or JPEG from the <picture>), and its phone crop for phones where it
 * has one, each under its own media query so a visitor fetches one. A head tag from the loader, so
 * it is worked out at build time.
 */
function firstBannerPreload(home: Content["home"]): HeadTag[] {
  const first = home.banners[0];
  return first ? picturePreloads(first.image, first.imagePhone, bannerSizes) : [];
}

/**
 * The home page: what JADE offers and the two main actions; what is open now (in the season) or
 * the season ahead and how to hear first (between seasons); the latest season's champions; the
 * association's numbers, then the ask for a gift; the latest news; the partnership pitch; the
 * partners. Sections alternate with tinted bands.
 */
export default function HomePage() {
  const home = useContent("home");
  const { partners } = useContent("partners");
  return (
    <div className="page">
      <HomeHero />
      <Island name="home-season" when="visible">
        <HomeSeason />
      </Island>
      <section aria-labelledby="numbers-heading" className="band band--inverse numbers">
        <div className="section-head">
          <h2 id="numbers-heading">{home.numbers.heading}</h2>
          <Link to={pathOf("jade-services")}>{home.numbers.link}</Link>
        </div>
        <Figures ids={home.numbers.figures} />
      </section>
      <section aria-labelledby="donate-heading" className="band">
        <div className="section-head">
          <div className="prose">
            <h2 id="donate-heading">{home.donate.heading}</h2>
            <p>{home.donate.text}</p>
          </div>
          <Link className="button" to={pathOf("donate")}>
            {home.donate.link}
          </Link>
        </div>
      </section>
      <Island name="latest-news" when="due">
        <LatestNews />
      </Island>
      <section aria-labelledby="partnership-heading" className="band partnership">
        <div className="prose">
          <h2 id="partnership-heading">{home.partnership.heading}</h2>
          <p>{home.partnership.text}</p>
          <p>
            <Link className="button" to={pathOf(home.partnership.action.page)}>
              {home.partnership.action.label}
            </Link>
          </p>
        </div>
        <div className="partnership__media">
          <Island name="partnership-video" when="use">
            <PartnershipVideo />
          </Island>
          <Island name="proposal-cover" when="use">
            <ProposalCover />
          </Island>
        </div>
      </section>
      {partners.length > 0 ? (
        <section aria-labelledby="partners-heading" className="prose below-fold">
          <h2 id="partners-heading">{home.partners.heading}</h2>
          <p>{home.partners.intro}</p>
          <Island name="partner-carousel" when="visible">
            <PartnerCarousel />
          </Island>
        </section>
      ) : null}
    </div>
  );
}
