import type { ReactNode } from "react";
import { ExternalLink } from "~/components/site/external-link";
import { Icon, type IconName } from "~/components/ui/icon";
import { SampleMark } from "~/components/ui/sample-mark";
import { type OfficeField, sampleOfficeFields } from "~/lib/office-samples";
import { telHref } from "~/lib/tel";
import { useContent } from "~/hooks/use-content";
import "./office-details.css";

/**
 * The main office: address, phone, email and website, each under its own label; a detail that is
 * a sample has the sample tag beside its label.
 */
export function OfficeDetails() {
  const contacts = useContent("contacts");
  const site = useContent("site");
  const { office } = site;
  const { labels } = contacts;
  const rows: { field: OfficeField; icon: IconName; label: string; value: ReactNode }[] = [
    {
      field: "address",
      icon: "pin",
      label: labels.address,
      value: office.address.map((line) => (
        <span key={line} className="line">
          {line}
        </span>
      )),
    },
    {
      field: "phone",
      icon: "phone",
      label: labels.phone,
      value: <a href={telHref(office.phone)}>{office.phone}</a>,
    },
    {
      field: "email",
      icon: "mail",
      label: labels.email,
      value: <a href={`mailto:${office.email}`}>{office.email}</a>,
    },
    {
      field: "website",
      icon: "globe",
      label: labels.website,
      value: <ExternalLink href={office.website}>{new URL(office.website).host}</ExternalLink>,
    },
  ];
  const samples = sampleOfficeFields(
    site,
    rows.map((row) => row.field),
  );
  return (
    <address className="office-details">
      <dl>
        {rows.map((row) => (
          <div key={row.field} className="office-details__row">
            <dt className="with-icon">
              <Icon name={row.icon} size={18} />
              <span>
                {row.label}
                {samples.includes(row.field) ? <SampleMark label={site.sampleWords.mark} /> : null}
              </span>
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
