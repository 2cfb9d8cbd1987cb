import { ContactCards } from "~/components/sections/contact-cards";
import { OfficeDetails } from "~/components/sections/office-details";
import { PageIntro } from "~/components/sections/page-intro";
import { SampleNotice } from "~/components/ui/sample-mark";
import { sampleOfficeFields } from "~/lib/office-samples";
import { isSample } from "~/content/sample-values";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("contact", ["contacts"]);

export default function ContactPage() {
  const contacts = useContent("contacts");
  const site = useContent("site");
  const { labels } = contacts;
  // While any detail on the page is a sample (its mark in the content), the page says so once,
  // first, and tags each sample detail.
  const sampleIds = new Set(
    contacts.contacts
      .filter((_, index) => isSample(contacts, ["contacts", index, "email"]))
      .map((contact) => contact.id),
  );
  const samplePhones = new Set(
    contacts.contacts
      .filter(
        (contact, index) =>
          contact.phone !== undefined && isSample(contacts, ["contacts", index, "phone"]),
      )
      .map((contact) => contact.id),
  );
  const anySample =
    sampleIds.size > 0 ||
    samplePhones.size > 0 ||
    sampleOfficeFields(site, ["address", "phone", "email", "website"]).length > 0;
  return (
    <div className="page">
      {/* On a phone the picture follows the office's details, the page's first action. */}
      <PageIntro id="contact" pictureAfter={anySample ? 2 : 1} />
      {anySample ? <SampleNotice text={site.sampleWords.notice} /> : null}
      <section className="card prose" aria-labelledby="main-office">
        <h2 id="main-office">{labels.office}</h2>
        <OfficeDetails />
      </section>
      <section className="prose" aria-labelledby="department-contacts">
        <h2 id="department-contacts">{labels.departments}</h2>
        <p>{labels.departmentsIntro}</p>
        <ContactCards
          contacts={contacts.contacts}
          samples={{ mark: site.sampleWords.mark, ids: sampleIds, phones: samplePhones }}
        />
      </section>
    </div>
  );
}
