import { AchievementCounters } from "~/components/sections/achievement-counters";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { Icon } from "~/components/ui/icon";
import type { Services } from "~/content/schema";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("jade-services", ["services", "contacts"]);

export default function JadeServicesPage() {
  const services = useContent("services");
  return (
    <div className="page">
      <PageIntro id="jade-services" />
      <Island name="achievement-counters" when="visible">
        <AchievementCounters
          heading={services.labels.achievementsHeading}
          achievements={services.achievements}
        />
      </Island>
      {services.sections.map((section) => (
        <ServiceSection key={section.id} section={section} />
      ))}
    </div>
  );
}

/** One service, with the address to write to about it. */
function ServiceSection({ section }: { section: Services["sections"][number] }) {
  const contacts = useContent("contacts");
  const services = useContent("services");
  const contact = contacts.contacts.find((candidate) => candidate.id === section.contact);
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="card prose" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {section.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {/* The content loader checks that every section names a real contact. */}
      {contact ? (
        <p className="with-icon">
          <Icon name="mail" />
          <span>
            {services.labels.contact}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        </p>
      ) : null}
    </section>
  );
}
