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

  it("does not use React's generated ids as addresses", () => {
    const documents = documentsOf(`<article><h2 id="_R_375_">An article</h2><p>Text</p></article>`);
    expect(documents[1]?.url).toBe("/contact");
  });

  it("fails, naming the page, when there is no main element", () => {
    document.body.innerHTML = "<p>No main</p>";
    expect(() => pageDocuments(document, page)).toThrow("/contact has no <main> element");
  });
});
