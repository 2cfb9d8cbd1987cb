import type { ProseSection } from "~/content/schema";

/** A heading as an address: "No cookies, no tracking" becomes "no-cookies-no-tracking". */
export function headingAnchor(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** Headed sections of paragraphs, as written in the content files, each with an address. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} id={headingAnchor(section.heading)} className="prose">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
