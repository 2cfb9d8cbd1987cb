/**
 * An email address that may break onto a second line only after the @, never mid-word:
 * "communications@" / "jade.example.org". Reads and copies as one address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
