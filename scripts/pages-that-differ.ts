/**
 * The pages whose own part differs between two builds of one content set on two days: what the
 * second day's checks must look at again (scripts/content-suite.ts, decision 0056). A page's own
 * part is its `<main>`; the header and footer around it are the same on every page, and are
 * checked on the home page (tests/live/widgets-header.spec.ts), which is always among these. A page
 * found in one build and not the other, or whose `<main>` cannot be found, differs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type PageId, routeTable } from "../app/route-table";

/** The page a built file is of: `results/2024-2025.html` is the results page's archive. */
export function pageOfFile(file: string): PageId | undefined {
  const [first = ""] = file.replace(/\.html$/, "").split("/");
  if (first === "404") return "not-found";
  const address = first === "index" ? "/" : `/${first}`;
  return routeTable.find((route) => route.path === address)?.id;
}

/** The built pages below `client`, relative to it (the editor's, which is no page, left out). */
function pagesIn(client: string): string[] {
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && pageOfFile(file) !== undefined)
    .map((file) => file.split(path.sep).join("/"));
}

/** A page's `<main>`, or undefined. */
const mainOf = (html: string) => /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0];

export function pagesThatDiffer(client: string, other: string): PageId[] {
  const found = new Set<PageId>(["home"]);
  const files = new Set([...pagesIn(client), ...pagesIn(other)]);
  for (const file of files) {
    const read = (dir: string) => {
      try {
        return mainOf(readFileSync(path.join(dir, file), "utf8"));
      } catch {
        return undefined;
      }
    };
    const [main, otherMain] = [read(client), read(other)];
    const page = pageOfFile(file);
    if (page && (main === undefined || main !== otherMain)) found.add(page);
  }
  return routeTable
    .map((route) => route.id as PageId)
    .concat("not-found")
    .filter((id) => found.has(id));
}
