import { ContactCards } from "~/components/sections/contact-cards";
import { OfficeDetails } from "~/components/sections/office-details";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/contact";
import { pageData } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

export const loader = () => pageData("contact", ["contacts"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function ContactPage() {
  const contacts = useContent("contacts");
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
