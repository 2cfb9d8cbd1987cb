import { Link } from "~/lib/location";
import { Icon } from "~/components/ui/icon";
import { sampleOfficeLine } from "~/lib/office-samples";
import { useToday } from "~/hooks/use-today";
import { yearOf } from "~/lib/dates";
import { telHref } from "~/lib/tel";
import { pathOf } from "~/route-table";
import { ExternalLink } from "./external-link";
import { useContent } from "~/hooks/use-content";
import { findPage } from "~/lib/pages";
import "./footer.css";

export function SiteFooter() {
  const site = useContent("site");
  const pages = useContent("pages");
  const year = yearOf(useToday());
  const { office } = site;
  // While the details shown here are samples (their mark in the content), a line beside the
  // heading says which: on a phone it shares the heading's row, so the footer stays as short.
  const samples = sampleOfficeLine(site, ["address", "phone", "email"]);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <div className="site-footer__contact-head">
            <h2 id="footer-contact" className="site-footer__heading">
              {site.chrome.footerContact}
            </h2>
            {samples ? (
              <p className="site-footer__samples sample-mark sample-mark--on-inverse">{samples}</p>
            ) : null}
          </div>
          <address>
            <p className="with-icon">
              <Icon name="pin" size={18} />
              <span>
                {office.address.map((line) => (
                  <span key={line} className="line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="with-icon">
              <Icon name="phone" size={18} />
              <a href={telHref(office.phone)}>{office.phone}</a>
            </p>
            <p className="with-icon">
              <Icon name="mail" size={18} />
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
          </address>
        </section>

        {site.footer.groups.map((group) => (
          <nav key={group.title} className="site-footer__group" aria-label={group.title}>
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.map((id) => (
                <li key={id}>
                  <Link to={pathOf(id)}>{findPage(pages, id).name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <nav
          className="site-footer__group site-footer__social"
          aria-label={site.chrome.footerSocial}
        >
          <h2 className="site-footer__heading">{site.chrome.footerSocial}</h2>
          {/* Each network its icon, its name read by screen readers. */}
          <ul>
            {site.social.map((network) => (
              <li key={network.id}>
                <ExternalLink href={network.url} className="site-footer__network">
                  <Icon name={network.id} size={22} />
                  <span className="visually-hidden">{network.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__base">
        <p>
          © {year} {site.name}
        </p>
        <nav aria-label={site.chrome.footerLegal}>
          <ul className="inline-list site-footer__legal">
            {site.footer.legal.map((id) => (
              <li key={id}>
                <Link to={pathOf(id)}>{findPage(pages, id).name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
