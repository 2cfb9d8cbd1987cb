import "./email-address.css";

/**
 * An email address that may break onto a second line only after the @, and only when it is wider
 * than its line: "communications@" / "jade.example.org". Where it fits it moves to the next line
 * whole, before whatever follows it (a sample tag) would break it (issue 53). Reads and copies as
 * one address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <span className="email-address">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
