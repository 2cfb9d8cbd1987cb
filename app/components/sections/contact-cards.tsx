import type { Contact } from "~/content/schema";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icon";
import "./contact-cards.css";

/** Department contacts: what to write about, with an icon and the address to write to. */
export function ContactCards({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className="contact-cards">
      {contacts.map((contact) => (
        <li key={contact.id} className="contact-card">
          <span className="contact-card__icon">
            <Icon name={contact.icon} size={24} />
          </span>
          <div className="contact-card__text">
            <h3 className="contact-card__purpose">{contact.purpose}</h3>
            <a className="contact-card__email" href={`mailto:${contact.email}`}>
              <EmailAddress address={contact.email} />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
