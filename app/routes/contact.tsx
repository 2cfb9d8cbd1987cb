import contacts from "virtual:content/contacts";
import { ContactCards } from "~/components/sections/contact-cards";
import { OfficeDetails } from "~/components/sections/office-details";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta("contact");

export default function ContactPage() {
  const { labels } = contacts;
  return (
    <div className="page">
      <PageIntro id="contact" />
      <section className="card prose" aria-labelledby="main-office">
        <h2 id="main-office">{labels.office}</h2>
        <OfficeDetails />
      </section>
      <section className="prose" aria-labelledby="department-contacts">
        <h2 id="department-contacts">{labels.departments}</h2>
        <p>{labels.departmentsIntro}</p>
        <ContactCards contacts={contacts.contacts} />
      </section>
    </div>
  );
}
