import type { Contact } from "~/content/schema";
import { Icon } from "~/components/ui/icon";
import { EmailAddress } from "~/components/ui/email-address";
import { telHref } from "~/lib/tel";
import { fill } from "~/lib/template";
import "./contact-person.css";

interface ContactPersonProps {
  contact: Contact;
  /** Before the person's name: {name} and {role}. */
  talkTo: string;
  /** When the contact names no person. */
  talkToUs: string;
}

/** Whom to talk to, by name where the contact names a person, with their email and phone. */
export function ContactPerson({ contact, talkTo, talkToUs }: ContactPersonProps) {
  return (
    <div className="contact-person">
      <p className="contact-person__who">
        {contact.person
          ? fill(talkTo, { name: contact.person, role: contact.role ?? "" }).replace(/,\s*$/, "")
          : talkToUs}
      </p>
      <p className="with-icon">
        <Icon name="mail" />
        <a href={`mailto:${contact.email}`}>
          <EmailAddress address={contact.email} />
        </a>
      </p>
      {contact.phone ? (
        <p className="with-icon">
          <Icon name="phone" />
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
      ) : null}
    </div>
  );
}
