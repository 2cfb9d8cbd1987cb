import type { ReactNode } from "react";
import { ExternalLink } from "~/components/site/external-link";
import { Icon, type IconName } from "~/components/ui/icon";
import { telHref } from "~/lib/tel";
import { useContent } from "~/content/use-content";
import "./office-details.css";

/** The main office: address, phone, email and website, each under its own label. */
export function OfficeDetails() {
  const contacts = useContent("contacts");
  const site = useContent("site");
  const { office } = site;
  const { labels } = contacts;
  const rows: { icon: IconName; label: string; value: ReactNode }[] = [
    {
      icon: "pin",
      label: labels.address,
      value: office.address.map((line) => (
        <span key={line} className="line">
          {line}
        </span>
      )),
    },
    {
      icon: "phone",
      label: labels.phone,
      value: <a href={telHref(office.phone)}>{office.phone}</a>,
    },
    {
      icon: "mail",
      label: labels.email,
      value: <a href={`mailto:${office.email}`}>{office.email}</a>,
    },
    {
      icon: "globe",
      label: labels.website,
      value: <ExternalLink href={office.website}>{new URL(office.website).host}</ExternalLink>,
    },
  ];
  return (
    <address className="office-details">
      <dl>
        {rows.map((row) => (
          <div key={row.icon} className="office-details__row">
            <dt className="with-icon">
              <Icon name={row.icon} size={18} />
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
