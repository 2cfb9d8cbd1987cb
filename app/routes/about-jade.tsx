import { PageIntro } from "~/components/sections/page-intro";
import { PeopleList } from "~/components/sections/people-list";
import { Accordion } from "~/components/ui/accordion";
import { sortByName } from "~/lib/people";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";
import "./about-jade.css";

export const loader = () => pageData("about-jade", ["about", "team"]);

export default function AboutJadePage() {
  return (
    <div className="page">
      <PageIntro id="about-jade" />
      <BackgroundAndVision />
      <Team />
    </div>
  );
}

function BackgroundAndVision() {
  const about = useContent("about");
  return (
    <div className="about-intro">
      <section className="prose" aria-labelledby="background">
        <h2 id="background">{about.headings.background}</h2>
        {about.background.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="card prose about-intro__vision" aria-labelledby="vision">
        <h2 id="vision">{about.headings.vision}</h2>
        <p>{about.vision}</p>
      </section>
    </div>
  );
}

/** The team: the page's #team address lands here (other pages link to /about-jade#team). */
function Team() {
  const team = useContent("team");
  const { headings } = team;
  return (
    <section id="team" className="team" aria-labelledby="team-heading">
      <h2 id="team-heading">{headings.team}</h2>
      <section className="team__part" aria-labelledby="board">
        <h3 id="board">{headings.board}</h3>
        {/* The board is in a desktop's first screen: its photos come at once. */}
        <PeopleList people={team.board} loading="eager" />
      </section>
      <section className="team__part" aria-labelledby="senior-managers">
        <h3 id="senior-managers">{headings.seniorManagers}</h3>
        <PeopleList people={team.seniorManagers} />
      </section>
      <section className="team__part" aria-labelledby="departments">
        <h3 id="departments">{headings.departments}</h3>
        <p className="team__intro">{headings.departmentsIntro}</p>
        <Accordion
          headingLevel={4}
          items={team.departments.map((department) => ({
            id: department.id,
            heading: department.name,
            content: <PeopleList people={sortByName(department.members)} />,
          }))}
        />
      </section>
    </section>
  );
}
