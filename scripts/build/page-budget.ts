// The pages' byte budget (issues 42 and 51): every page's HTML, brotli-compressed as the build
// writes it, fits in a server's first round trip, with room for the response's headers: TCP's
// first window is 10 packets, about 14.6 KB, so a page of at most 14,000 bytes paints its first
// screen a round trip sooner than one just past it. Pages are bounded by design: each shows what
// its visitor needs now and links to the rest, so their weight does not follow the content's
// history, and the decade rehearsal builds the content at the schema's limits and holds every page
// within the budget (decision 0055). The build reports a page over it, named with its largest
// parts, and publishes: a staff member's edit is never refused for it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { formatNumber } from "../../app/lib/format";

/** The most a page's HTML may weigh, in bytes of brotli. */
export const pageBudgetBytes = 14_000;

/** One part of a page and what it adds to the page's brotli bytes. */
export interface PagePart {
  name: string;
  bytes: number;
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** The parts of a page, each the text it spans: what a reader of the budget's error looks for. */
function partsOf(html: string): { name: string; text: string }[] {
  const span = (name: string, pattern: RegExp) => {
    const found = pattern.exec(html);
    return found ? [{ name, text: found[0] }] : [];
  };
  const data = /<script type="application\/json" id="island-data">([\s\S]*?)<\/script>/.exec(html);
  const files: { name: string; text: string }[] = [];
  if (data?.[1]) {
    const parsed = JSON.parse(data[1]) as { content?: Record<string, unknown>; pictures?: unknown };
    for (const [key, value] of Object.entries(parsed.content ?? {}))
      files.push({ name: `the islands' data: content/${key}.yaml`, text: JSON.stringify(value) });
    if (parsed.pictures)
      files.push({ name: "the islands' data: pictures", text: JSON.stringify(parsed.pictures) });
  }
  return [
    ...span("the head", /<head>[\s\S]*?<\/head>/),
    ...span("the header", /<div class="island" data-island="site-header"[\s\S]*?<\/header>/),
    ...span("the page's main", /<main[\s\S]*?<\/main>/),
    ...span("the footer", /<div class="island" data-island="site-footer"[\s\S]*?<\/footer>/),
    ...files,
    ...span("the islands' starter", /<script type="application\/json" id="island-start">[\s\S]*$/),
  ];
}

/**
 * What each part of a page adds to its brotli bytes: the page's size less its size without that
 * part, largest first. Parts share words, so these do not add up to the whole.
 */
export function largestParts(html: string): PagePart[] {
  const whole = brotli(html);
  return partsOf(html)
    .map(({ name, text }) => ({ name, bytes: whole - brotli(html.replace(text, "")) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Why a page is over the budget, in words for the build's error. */
export function overBudget(file: string, bytes: number, html: string): string {
  const parts = largestParts(html)
    .slice(0, 4)
    .map((part) => `${part.name} ${formatNumber(part.bytes)}`)
    .join(", ");
  return (
    `${file} is ${formatNumber(bytes)} bytes of brotli, over the ${formatNumber(pageBudgetBytes)} ` +
    "a page may weigh to come in the server's first round trip. What its largest parts add: " +
    `${parts}. Carry less in the islands' data (app/islands/projections.ts), or show less on ` +
    "the page."
  );
}

/** Every page of a built site, as its file under the site's folder (results/2024-2025.html). */
function pageFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** Each page of the built site and its bytes of brotli, from the .br files the build wrote. */
export function pageSizes(clientDir: string): { file: string; bytes: number }[] {
  // The .br file the build wrote, or, in a build that skips compression (the content's checks),
  // the same compression made here.
  return pageFiles(clientDir).map((file) => {
    const compressed = path.join(clientDir, `${file}.br`);
    const bytes = existsSync(compressed)
      ? readFileSync(compressed).length
      : brotli(readFileSync(path.join(clientDir, file), "utf8"));
    return { file, bytes };
  });
}

/** The pages over the budget, each in words naming its largest parts: none when all are within. */
export function pagesOverBudget(
  clientDir: string,
  sizes: { file: string; bytes: number }[] = pageSizes(clientDir),
): string[] {
  return sizes
    .filter(({ bytes }) => bytes > pageBudgetBytes)
    .map(({ file, bytes }) =>
      overBudget(file, bytes, readFileSync(path.join(clientDir, file), "utf8")),
    );
}

/** A built site with a page over the budget, where the build was told to hold it (a rehearsal). */
export class OverBudget extends Error {
  override name = "OverBudget";
}

/**
 * The build's step of the budget: how many pages are within it and the largest, then each page
 * over it, named with its largest parts. It never stops the build of content staff publish: what
 * the content check accepts is published (issue 51). A rehearsal's build holds it (`hold`, the
 * build's `--hold-budget`): a page over the budget on content the schema accepts is a defect of
 * the code, which the decade rehearsal of `npm test` finds (scripts/content-suite.ts), and the
 * build fails with the pages over it. Each page's bytes are worked out once.
 */
export function pageBudgetReport(clientDir: string, hold = false): string {
  const sizes = pageSizes(clientDir);
  const over = pagesOverBudget(clientDir, sizes);
  if (hold && over.length > 0)
    throw new OverBudget(
      [`${over.length} of ${sizes.length} pages are over the budget:`, ...over].join("\n"),
    );
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return [
    `${sizes.length} pages, ${sizes.length - over.length} within ${formatNumber(pageBudgetBytes)} ` +
      `bytes of brotli, the largest ${largest.file} at ${formatNumber(largest.bytes)}`,
    ...over.map((line) => `  over the budget, published all the same: ${line}`),
  ].join("\n");
}
