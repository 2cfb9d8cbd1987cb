import type { Contact } from "~/content/schema";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icon";
import { SampleMark } from "~/components/ui/sample-mark";
import "./contact-cards.css";

interface ContactCardsProps {
  contacts: readonly Contact[];
  /** The tag for a sample address, and the contacts whose address is a sample. */
  samples?: { mark: string; ids: ReadonlySet<string> };
}

/**
 * Department contacts: what to write about, with an icon and the address to write to, tagged
 * when it is a sample.
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
            <div className="contact-card__line">
              <a className="contact-card__email" href={`mailto:${contact.email}`}>
                <EmailAddress address={contact.email} />
              </a>
              {samples?.ids.has(contact.id) ? <SampleMark label={samples.mark} /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
