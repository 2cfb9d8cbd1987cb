import { Link } from "~/lib/location";
import { BannerCarousel } from "~/components/sections/banner-carousel";
import { Island } from "~/islands/island";
import { useContent, usePage } from "~/hooks/use-content";
import { pathOf } from "~/route-table";
import "./home-hero.css";

/**
 * The home page's first screen: what JADE offers (the page's heading, with the association's name
 * as a small label above it), one sentence on why it matters and two calls to action, beside the
 * banner slides on a wide screen and above them on a phone, so all of it shows without scrolling.
 */
export function HomeHero() {
  const page = usePage("home");
  const { hero } = useContent("home");
  return (
    <div className="hero">
      <header className="hero__text">
        {page.kicker ? <p className="kicker">{page.kicker}</p> : null}
        <h1>{page.heading}</h1>
        <p className="lede hero__lede">{hero.text}</p>
        <p className="hero__actions">
          <Link className="button hero__button" to={pathOf(hero.primary.page)}>
            {hero.primary.label}
          </Link>
          <Link className="button button--quiet hero__button" to={pathOf(hero.secondary.page)}>
            {hero.secondary.label}
          </Link>
        </p>
      </header>
      <Island name="banner-carousel">
        <BannerCarousel />
      </Island>
    </div>
  );
}
