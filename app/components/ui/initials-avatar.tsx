import { initials } from "~/lib/people";
import "./initials-avatar.css";

/** A decorative circle with a person's initials. The name itself is always written beside it. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span className="initials-avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
