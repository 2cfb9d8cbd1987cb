import { EmailAddress } from "~/components/ui/email-address";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { Picture } from "~/components/ui/picture";
import { usePicture } from "~/hooks/use-content";
import "./people-list.css";

interface Person {
  id: string;
  name: string;
  title: string;
  email?: string;
  /** A square portrait under assets/people/, with its description. */
  photo?: string;
  photoAlt?: string;
}

/** A portrait is drawn at 4rem (people-list.css); its files are 128 to 256 px wide. */
const portraitSizes = "4rem";

/** People with their photo (or initials where there is none), name and title, and an email link. */
export function PeopleList({
  people,
  loading = "lazy",
}: {
  people: readonly Person[];
  /** Eager for a list in the page's first screen, lazy (the default) below it. */
  loading?: "eager" | "lazy";
}) {
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.id} className="person">
          {person.photo ? (
            <Portrait photo={person.photo} alt={person.photoAlt ?? ""} loading={loading} />
          ) : (
            <InitialsAvatar name={person.name} />
          )}
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

function Portrait({
  photo,
  alt,
  loading,
}: {
  photo: string;
  alt: string;
  loading: "eager" | "lazy";
}) {
  return (
    <Picture
      className="person__photo"
      picture={usePicture(photo)}
      alt={alt}
      sizes={portraitSizes}
      loading={loading}
    />
  );
}
