import { EmailAddress } from "~/components/ui/email-address";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import "./people-list.css";

interface Person {
  id: string;
  name: string;
  title: string;
  email?: string;
}

/** People with their initials, name and title, and an email link where they have one. */
export function PeopleList({ people }: { people: readonly Person[] }) {
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.id} className="person">
          <InitialsAvatar name={person.name} />
          <div className="person__text">
            <p className="person__name">{person.name}</p>
            <p className="person__title">{person.title}</p>
            {person.email ? (
              <a className="person__email" href={`mailto:${person.email}`}>
                <EmailAddress address={person.email} />
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
