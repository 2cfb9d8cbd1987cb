import { PackageBuilder } from "~/components/sections/package-builder";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";

/**
 * The price list and package builder: an island, since what is on offer is decided with the
 * build's date in the HTML and the visitor's straight after hydration, and choosing is a tool.
 */
export function SponsorshipTools() {
  const contacts = useContent("contacts");
  const programmes = useContent("programmes");
  const sponsorship = useContent("sponsorship");
  const contact = contacts.contacts.find((entry) => entry.id === sponsorship.builder.contact);
  // The content loader checks the builder names a real contact.
  if (!contact) throw new Error(`Unknown contact ${sponsorship.builder.contact}`);
  const today = useToday();
  return (
    <PackageBuilder
      sponsorship={sponsorship}
      programmes={programmes.programmes}
      contact={contact}
      today={today}
    />
  );
}
