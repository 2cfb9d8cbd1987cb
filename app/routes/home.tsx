import home from "virtual:content/home";
import { BannerCarousel, firstBannerPreload } from "~/components/sections/banner-carousel";
import { PageIntro } from "~/components/sections/page-intro";
import { PartnerCarousel } from "~/components/sections/partner-carousel";
import { PartnershipVideo, ProposalCover } from "~/components/sections/partnership";
import { UpcomingEvents } from "~/components/sections/upcoming-events";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta("home");
export const links: Route.LinksFunction = () => firstBannerPreload();

export default function HomePage() {
  return (
    <div className="page">
      <BannerCarousel />
      <PageIntro id="home" />
      <UpcomingEvents />
      <section aria-labelledby="partnership-heading" className="partnership">
        <div className="prose">
          <h2 id="partnership-heading">{home.partnership.heading}</h2>
          <p>{home.partnership.text}</p>
        </div>
        <div className="partnership__media">
          <PartnershipVideo />
          <ProposalCover />
        </div>
      </section>
      <section aria-labelledby="partners-heading" className="prose">
        <h2 id="partners-heading">{home.partners.heading}</h2>
        <p>{home.partners.intro}</p>
        <PartnerCarousel />
      </section>
    </div>
  );
}
