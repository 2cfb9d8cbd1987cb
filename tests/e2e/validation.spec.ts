import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { JSDOM } from "jsdom";
import { expect, test } from "../support/fixtures";
import { content, pages } from "../support/site";

/**
 * The built pages as served: valid HTML, every internal link, anchor and asset resolving, every
 * external link https and safe in a new tab, and each page's h1, title, description and
 * canonical address. Checked over HTTP, not in a browser: it is what crawlers and hosts see.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // How React serialises markup, not errors: HTML is case-insensitive (`charSet`), and
    // self-closed void elements, `async=""` and `hidden=""` are all valid HTML.
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's generated ids (`_R_1ml5_`) are valid HTML ids; the strict rule wants CSS-friendly ones.
    "valid-id": ["error", { relaxed: true }],
    // The partner carousel orders its logos with `style="order:n"` in the prerendered HTML.
    "no-inline-style": "off",
    // Tables restyled as cards on phones keep their roles explicitly (display changes drop them).
    "no-redundant-role": "off",
    // Phone links are kept on one line by CSS (white-space: nowrap), not by special characters.
    "tel-non-breaking": "off",
  },
});

const served = [...pages.filter((page) => page.id !== "not-found").map((page) => page.path)];

interface Fetched {
  status: number;
  html: string;
  document: Document;
}

const cache = new Map<string, Promise<Fetched>>();
function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  let entry = cache.get(path);
  if (!entry) {
    entry = request.get(path).then(async (response) => {
      const html = await response.text();
      return { status: response.status(), html, document: new JSDOM(html).window.document };
    });
    cache.set(path, entry);
  }
  return entry;
}

test.describe.configure({ mode: "serial" });

test("every page is valid HTML", async ({ request }) => {
  // It validates every page: a page's time, not the test's default, whatever else the machine runs.
  test.setTimeout(served.length * 10_000);
  const problems: string[] = [];
  for (const path of [...served, "/no-such-page"]) {
    const report = await validator.validateString((await fetchPage(request, path)).html, path);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(`${path} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`);
  }
  expect(problems).toEqual([]);
});

test("every internal link, anchor and asset resolves", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const broken: string[] = [];
  const checked = new Map<string, number>();
  for (const path of served) {
    const { document } = await fetchPage(request, path);
    const references = [
      ...[...document.querySelectorAll("a[href], link[href]")].map((element) =>
        element.getAttribute("href")!,
      ),
      ...[...document.querySelectorAll("[src], video[poster]")].map(
        (element) => element.getAttribute("src") ?? element.getAttribute("poster")!,
      ),
      ...[...document.querySelectorAll("[srcset]")].flatMap((element) =>
        element
          .getAttribute("srcset")!
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0]!),
      ),
    ];
    for (const reference of references) {
      const url = new URL(reference, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (!checked.has(target))
        checked.set(target, (await request.head(target, { maxRedirects: 0 })).status());
      if (checked.get(target) !== 200) {
        broken.push(`${path} → ${reference} (${checked.get(target)})`);
        continue;
      }
      if (url.hash && reference !== "#") {
        const id = decodeURIComponent(url.hash.slice(1));
        const { document: targetDocument } = await fetchPage(request, target);
        if (!targetDocument.getElementById(id)) broken.push(`${path} → ${reference} (no #${id})`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(40);
});

test("every external link is https, and opens a new tab safely", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const unsafe: string[] = [];
  for (const path of served) {
    const { document } = await fetchPage(request, path);
    for (const link of document.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href")!;
      const url = new URL(href, `${origin}${path}`);
      if (["mailto:", "tel:"].includes(url.protocol) || url.origin === origin) continue;
      if (url.protocol !== "https:") unsafe.push(`${path}: ${href} is not https`);
      if (link.getAttribute("target") === "_blank") {
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer"))
          unsafe.push(`${path}: ${href} opens a new tab without rel="noopener noreferrer"`);
      }
    }
  }
  expect(unsafe).toEqual([]);
});

test("every page has one h1, its own title and description, and its canonical address", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of served) {
    const { document } = await fetchPage(request, path);
    expect(document.querySelectorAll("h1"), path).toHaveLength(1);
    const title = document.title;
    const description =
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(title, path).not.toBe("");
    expect(description.length, path).toBeGreaterThan(50);
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(
      `${content.site.siteUrl}${path}`,
    );
  }
});
