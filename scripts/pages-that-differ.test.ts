import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageOfFile, pagesThatDiffer } from "./pages-that-differ";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A build's client folder holding these pages, each file's text given. */
function client(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-differ-"));
  made.push(dir);
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A page with its header's words, its own part and its footer's year. */
const page = (header: string, main: string, year: number) =>
  `<!doctype html><html><body><header>${header}</header><main id="main" tabindex="-1">${main}</main><footer>© ${year}</footer></body></html>`;

describe("the pages whose own part differs between two days' builds", () => {
  it("names each built file's page, an archive its page's, the editor none", () => {
    expect(pageOfFile("index.html")).toBe("home");
    expect(pageOfFile("about-jade.html")).toBe("about-jade");
    expect(pageOfFile("results/2024-2025.html")).toBe("results");
    expect(pageOfFile("media-moments/3.html")).toBe("media-moments");
    expect(pageOfFile("404.html")).toBe("not-found");
    expect(pageOfFile("admin/index.html")).toBeUndefined();
  });

  it("leaves out a page whose header and footer alone differ, and keeps the home page with the header", () => {
    const day = (header: string, year: number, results: string) =>
      client({
        "index.html": page(header, "<h1>JADE</h1>", year),
        "about-jade.html": page(header, "<h1>About</h1>", year),
        "results.html": page(header, results, year),
        "results/2024-2025.html": page(header, "<h1>2024–2025</h1>", year),
        "404.html": page(header, "<h1>Not found</h1>", year),
        "admin/index.html": "<main>the editor</main>",
      });
    const inSeason = day("Registration open", 2036, "<h1>Results</h1><p>2035–2036</p>");
    const between = day("Nothing open", 2037, "<h1>Results</h1><p>2036–2037</p>");
    expect(pagesThatDiffer(between, inSeason)).toEqual(["home", "results"]);
  });

  it("keeps a page found in one build alone, or whose main cannot be found", () => {
    const before = client({ "index.html": page("", "<h1>JADE</h1>", 2036) });
    const after = client({
      "index.html": page("", "<h1>JADE</h1>", 2036),
      "results/2025-2026.html": page("", "<h1>2025–2026</h1>", 2036),
      "contact.html": "<!doctype html><p>no main</p>",
    });
    expect(pagesThatDiffer(after, before)).toEqual(["home", "results", "contact"]);
  });
});
