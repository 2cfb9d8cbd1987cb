// The pages' byte budget (issue 42): every page's HTML, brotli-compressed as the build writes it,
// fits in a server's first round trip, with room for the response's headers: TCP's first window
// is 10 packets, about 14.6 KB, so a page of at most 14,000 bytes paints its first screen a round
// trip sooner than one just past it. A page over it fails the build, named with its largest parts,
// so whoever made it grow knows where to look.
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

/**
 * Checks every page of the built site against the budget, from the .br files the build wrote.
 * Throws naming each page over it; returns the line the build prints.
 */
export function checkPageBudget(clientDir: string): string {
  const pages = readdirSync(clientDir).filter((file) => file.endsWith(".html"));
  // The .br file the build wrote, or, in a build that skips compression (the content's checks),
  // the same compression made here.
  const sizes = pages.map((file) => {
    const compressed = path.join(clientDir, `${file}.br`);
    const bytes = existsSync(compressed)
      ? readFileSync(compressed).length
      : brotli(readFileSync(path.join(clientDir, file), "utf8"));
    return { file, bytes };
  });
  const over = sizes.filter(({ bytes }) => bytes > pageBudgetBytes);
  if (over.length > 0)
    throw new Error(
      over
        .map(({ file, bytes }) =>
          overBudget(file, bytes, readFileSync(path.join(clientDir, file), "utf8")),
        )
        .join("\n"),
    );
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return (
    `${pages.length} pages within ${formatNumber(pageBudgetBytes)} bytes of brotli, the ` +
    `largest ${largest.file} at ${formatNumber(largest.bytes)}`
  );
}
