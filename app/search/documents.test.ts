// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageDocuments } from "./documents";

const page = { id: "contact", path: "/contact", name: "Contact", description: "How to reach us." };

function documentsOf(main: string) {
  document.body.innerHTML = `<header><a href="/">Home</a></header><main id="main">${main}</main><footer>Footer words</footer>`;
  return pageDocuments(document, page);
}

describe("pageDocuments", () => {
  it("makes the introduction and each h2 and h3 a document, addressed by the section it opens", () => {
    const documents = documentsOf(`
      <h1>Contact JADE</h1><p>Intro words.</p>
      <section id="main-office"><h2>Main office</h2><p>Kingston</p></section>
      <h2 id="departments">Departments</h2>
      <article><h3>Media</h3><p>media@example.org</p></article>
      <h2>Unaddressed</h2><p>Plain</p>`);
    expect(documents.map(({ id, title, url }) => ({ id, title, url }))).toEqual([
      { id: "contact", title: "Contact", url: "/contact" },
      { id: "contact:1", title: "Main office", url: "/contact#main-office" },
      { id: "contact:2", title: "Departments", url: "/contact#departments" },
      // An h3 without an address of its own opens its h2's.
      { id: "contact:3", title: "Departments › Media", url: "/contact#departments" },
      { id: "contact:4", title: "Unaddressed", url: "/contact" },
    ]);
    expect(documents[0]).toMatchObject({
      text: "How to reach us. Intro words.",
      excerpt: "How to reach us.",
    });
    expect(documents[3]?.text).toBe("media@example.org");
  });

  it("leaves out what is not content: the header and footer, controls, dialogs, screen-reader-only text", () => {
    const [intro] = documentsOf(`
      <h1>Contact</h1><p>Kept<span class="visually-hidden"> hidden</span></p>
      <button>Copy</button><dialog><p>Popup</p></dialog><script>var x</script>
      <div data-search-skip>Skipped</div>`);
    expect(intro?.text).toBe("How to reach us. Kept");
  });

  it("keeps words apart at block boundaries and together inside a line", () => {
    const [intro] = documentsOf(`
      <p><span class="line">12 Sample Avenue</span><span class="line">Kingston 10</span></p>
      <p>info@<wbr>jade.<strong>example</strong>.org</p><ul><li>One</li><li>Two</li></ul>
      <img src="a.jpg" alt="Debaters at lecterns">`);
    expect(intro?.text).toBe(
      "How to reach us. 12 Sample Avenue · Kingston 10 · info@jade.example.org · One · Two · Debaters at lecterns",
    );
  });

  it("keeps a name apart from the line under it, and leaves out what screen readers skip", () => {
    const [intro] = documentsOf(`
      <table><tr><th>Classics 2026<span class="dates">16–17 July 2026</span></th><td>J$200,000</td></tr></table>
      <dl><dt>Open champions</dt><dd><span class="initials" aria-hidden="true">LV</span><span>Lignum Vitae Academy A</span><span>Lignum Vitae Academy</span></dd></dl>
      <p>A sentence ends here.</p><p>Another follows.</p>`);
    expect(intro?.text).toBe(
      "How to reach us. Classics 2026 · 16–17 July 2026 · J$200,000 · Open champions · Lignum Vitae Academy A · Lignum Vitae Academy · A sentence ends here. Another follows.",
    );
  });

  it.each(["_R_375_", "_i3-R_6_", ":r1:"])(
    "does not use React's generated id %s as an address, but the section's",
    (id) => {
      const documents = documentsOf(
        `<section id="news"><h2>News</h2><article><h3 id="${id}">An article</h3><p>Text</p></article></section>`,
      );
      expect(documents.map((found) => found.url)).toEqual([
        "/contact",
        "/contact#news",
        "/contact#news",
      ]);
    },
  );

  it("leaves out what a form says of itself, and keeps a choice's own words", () => {
    const [intro] = documentsOf(`
      <p>Kept before.</p>
      <form>
        <label for="surname">Your surname</label><input id="surname">
        <p class="field__hint">Optional.</p>
        <label>Age in years <input type="number"></label>
        <label><input type="radio" name="amount"> J$5,000 pays one entry</label>
        <p aria-live="polite">13 of 40 characters</p><p role="status">No programmes chosen</p>
        <output>J$0</output>
      </form>
      <p>Kept after.</p>`);
    expect(intro?.text).toBe("How to reach us. Kept before. J$5,000 pays one entry · Kept after.");
  });

  it("gives a page indexed by its introduction alone one document", () => {
    document.body.innerHTML = `<main><h1>Home</h1><p>Intro.</p><section id="news"><h2>News</h2><p>An article</p></section></main>`;
    const documents = pageDocuments(document, { ...page, introductionOnly: true });
    expect(documents.map((found) => found.id)).toEqual(["contact"]);
    expect(documents[0]?.text).toBe("How to reach us. Intro.");
  });

  it("fails, naming the page, when there is no main element", () => {
    document.body.innerHTML = "<p>No main</p>";
    expect(() => pageDocuments(document, page)).toThrow("/contact has no <main> element");
  });
});
