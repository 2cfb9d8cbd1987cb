import contacts from "virtual:content/contacts";
import services from "virtual:content/services";
import { AchievementCounters } from "~/components/sections/achievement-counters";
import { PageIntro } from "~/components/sections/page-intro";
import { Icon } from "~/components/ui/icon";
import type { Services } from "~/content/schema";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-services";

export const meta: Route.MetaFunction = () => pageMeta("jade-services");

export default function JadeServicesPage() {
  return (
    <div className="page">
      <PageIntro id="jade-services" />
      <AchievementCounters
        heading={services.labels.achievementsHeading}
        achievements={services.achievements}
      />
      {services.sections.map((section) => (
        <ServiceSection key={section.id} section={section} />
      ))}
    </div>
  );
}

/** One service, with the address to write to about it. */
function ServiceSection({ section }: { section: Services["sections"][number] }) {
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
