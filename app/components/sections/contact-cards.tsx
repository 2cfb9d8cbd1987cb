import type { Contact } from "~/content/schema";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icon";
import { SampleMark } from "~/components/ui/sample-mark";
import { telHref } from "~/lib/tel";
import "./contact-cards.css";

interface ContactCardsProps {
  contacts: readonly Contact[];
  /**
   * The tag for a sample value, the contacts whose address is a sample and those whose phone is.
   */
  samples?: { mark: string; ids: ReadonlySet<string>; phones?: ReadonlySet<string> };
}

/**
 * Department contacts: what to write about, with an icon, who answers where a person is named,
 * and the address (and phone) to reach them, each tagged when it is a sample.
 */
export function ContactCards({ contacts, samples }: ContactCardsProps) {
  return (
    <ul className="contact-cards">
      {contacts.map((contact) => (
        <li key={contact.id} className="contact-card">
          <span className="contact-card__icon">
            <Icon name={contact.icon} size={24} />
          </span>
          <div className="contact-card__text">
            <h3 className="contact-card__purpose">{contact.purpose}</h3>
            {contact.person ? (
              <p className="contact-card__person">
                {contact.person}, {contact.role}
              </p>
            ) : null}
            <p className="contact-card__line">
              <a className="contact-card__email" href={`mailto:${contact.email}`}>
                <EmailAddress address={contact.email} />
              </a>
              {samples?.ids.has(contact.id) ? <SampleMark label={samples.mark} /> : null}
            </p>
            {contact.phone ? (
              <p className="contact-card__line">
                <a href={telHref(contact.phone)}>{contact.phone}</a>
                {samples?.phones?.has(contact.id) ? <SampleMark label={samples.mark} /> : null}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
