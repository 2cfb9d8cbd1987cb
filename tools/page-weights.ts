// `npx tsx tools/page-weights.ts DIR [DIR ...]`: each page of a built site (DIR is its client
// folder) with its bytes of brotli, whole and up to the end of its first screen's content, and
// each page's initial script (gzip), as one Markdown table: the figures decision 0055 compares,
// today's content against the decade rehearsal's. The first screen's content is the page's first
// block: the page's introduction (its heading, sentence and actions), or on home the headline and
// the banner; what a server's first round trip must carry for the first paint to say what the page
// is for. The page's whole weight is what the budget holds (scripts/build/page-budget.ts).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { bundleSizes } from "../scripts/bundle-sizes.mjs";

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Where the first element inside the page's `<div class="page">` ends, in the HTML as React writes
 * it (every element closed, void ones not): the end of its first screen's content.
 */
export function firstScreenEnd(html: string): number | undefined {
  const page = html.indexOf('<div class="page');
  if (page < 0) return undefined;
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  tag.lastIndex = html.indexOf(">", page) + 1;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, name = "", selfClosing] = match;
    if (name === "script" && !closing) {
      tag.lastIndex = html.indexOf("</script>", tag.lastIndex) + "</script>".length;
      continue;
    }
    if (voidElements.has(name.toLowerCase()) || selfClosing) {
      if (depth === 0) return tag.lastIndex;
      continue;
    }
    depth += closing ? -1 : 1;
    if (depth === 0) return tag.lastIndex;
  }
  return undefined;
}

function pages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && file !== "admin.html")
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const scripts = new Map(bundleSizes(dir).map((size) => [size.page, size.jsBytes]));
    console.log(`\n${dir}\n`);
    console.log("| page | brotli, whole | first screen | script, gzip |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const file of pages(dir)) {
      const html = readFileSync(path.join(dir, file), "utf8");
      const end = firstScreenEnd(html);
      const address = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
      console.log(
        `| ${address} | ${brotli(html).toLocaleString("en")} | ${end === undefined ? "—" : brotli(html.slice(0, end)).toLocaleString("en")} | ${(scripts.get(address) ?? 0).toLocaleString("en")} |`,
      );
    }
  }
}
