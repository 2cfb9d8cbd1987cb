import contacts from "virtual:content/contacts";
import site from "virtual:content/site";
import { ExternalLink } from "~/components/site/external-link";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/lib/tel";
import "./office-details.css";

/** The main office: address, phone, email and website, each under its own label. */
export function OfficeDetails() {
  const { office } = site;
  const { labels } = contacts;
  return (
    <address className="office-details">
      <dl>
        <div className="office-details__row">
          <dt className="with-icon">
            <Icon name="pin" size={18} />
            {labels.address}
          </dt>
          <dd>
            {office.address.map((line) => (
              <span key={line} className="line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div className="office-details__row">
          <dt className="with-icon">
            <Icon name="phone" size={18} />
            {labels.phone}
          </dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div className="office-details__row">
          <dt className="with-icon">
            <Icon name="mail" size={18} />
            {labels.email}
          </dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div className="office-details__row">
          <dt className="with-icon">
            <Icon name="globe" size={18} />
            {labels.website}
          </dt>
          <dd>
            <ExternalLink href={office.website}>{new URL(office.website).host}</ExternalLink>
          </dd>
        </div>
      </dl>
    </address>
  );
}
