import type { Contact } from "~/content/schema";
import { isSample } from "~/content/sample-values";
import { useContent } from "~/hooks/use-content";
import { Icon } from "~/components/ui/icon";
import { EmailAddress } from "~/components/ui/email-address";
import { SampleMark } from "~/components/ui/sample-mark";
import { telHref } from "~/lib/tel";
import { fill } from "~/lib/template";
import "./contact-person.css";

interface ContactPersonProps {
  contact: Contact;
  /** The tag for a sample value, and which of the contact's values are samples. */
  samples?: { mark: string; email: boolean; phone: boolean };
  /** Before the person's name: {name} and {role}. */
  talkTo: string;
  /** When the contact names no person. */
  talkToUs: string;
}

/** Whom to talk to, by name where the contact names a person, with their email and phone. */
export function ContactPerson({ contact, talkTo, talkToUs, samples }: ContactPersonProps) {
  return (
    <div className="contact-person">
      <p className="contact-person__who">
        {/* The content gives a person and their role together, or neither. */}
        {contact.person && contact.role
          ? fill(talkTo, { name: contact.person, role: contact.role })
          : talkToUs}
      </p>
      <p className="with-icon">
        <Icon name="mail" />
        <span>
          <a href={`mailto:${contact.email}`}>
            <EmailAddress address={contact.email} />
          </a>
          {samples?.email ? <SampleMark label={samples.mark} /> : null}
        </span>
      </p>
      {contact.phone ? (
        <p className="with-icon">
          <Icon name="phone" />
          <span>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
            {samples?.phone ? <SampleMark label={samples.mark} /> : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A contact named by id in the content (the loader checks it is among the contacts), with which
 * of its values are samples, so each says so where it shows.
 */
export function useNamedContact(id: string) {
  const contacts = useContent("contacts");
  const site = useContent("site");
  const index = contacts.contacts.findIndex((entry) => entry.id === id);
  const contact = contacts.contacts[index];
  if (!contact) throw new Error(`Unknown contact ${id}`);
  const samples = {
    mark: site.sampleWords.mark,
    email: isSample(contacts, ["contacts", index, "email"]),
    phone: isSample(contacts, ["contacts", index, "phone"]),
  };
  return { contact, samples };
}
