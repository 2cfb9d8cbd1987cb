/**
 * The searchable documents of one prerendered page: its introduction and each section under an
 * h2 or h3, read from the page's `<main>` exactly as visitors see it. Build time only (it needs a
 * DOM: jsdom in scripts/build/search-index.ts and the unit tests).
 */
import { excerpt, type SearchDocument } from "./options";

export interface PageToIndex {
  id: string;
  path: string;
  /** The page's name, as the navigation shows it. */
  name: string;
  /** The page's summary: the excerpt of its introduction, and words to find it by. */
  description: string;
  /**
   * Only the introduction: a page whose sections each show a part of another page (home's
   * programmes, champions, numbers, news and partners), indexed there, at the page that owns it.
   */
  introductionOnly?: boolean;
}

/**
 * Parts of the page that are not content: controls, dialogs, what assistive technology skips
 * (initials drawn as avatars, icons), and text only for screen readers.
 */
const skipped =
  'script, style, template, noscript, dialog, button, select, [data-search-skip], [aria-hidden="true"]';

/**
 * What a form says of itself, not of the page: a field's label and hint, a search region's
 * controls, and the live words a widget writes as it is used ("No programmes chosen"). A choice's
 * own words (a radio's amount and what it pays for) are content, and stay.
 */
const formText =
  'label:has(input:not([type="radio"], [type="checkbox"])), label[for], .field__hint, output, [role="status"], [aria-live], [role="search"]';

/**
 * React's generated ids (`_R_6_`, `_i3-R_6_` in an island, `:r1:` before React 19.1) change
 * whenever the tree does; they are not addresses worth sharing. The site's own ids never start
 * with "_".
 */
const stableId = (id: string | null | undefined): id is string =>
  Boolean(id) && !/^_|:/.test(id ?? "");

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Where one block of text ends and the next begins (a cell, a list item, a line of its own). */
const boundary = "\u2029";

/**
 * The section's text in one line: blocks that end a sentence run on with a space, others (a name
 * then its school, a table's cells, a list's items) are kept apart with a middle dot, so a snippet
 * never reads "Classics 202616–17 July 2026".
 */
function joinBlocks(parts: readonly string[]): string {
  return collapse(
    parts
      .join("")
      .split(boundary)
      .map(collapse)
      .filter(Boolean)
      .reduce((text, block) => {
        if (!text) return block;
        return /[.!?:;,…·–—-]$/.test(text) ? `${text} ${block}` : `${text} · ${block}`;
      }, ""),
  );
}

/**
 * The address of a heading's section: the id of the nearest element it opens (a section, an
 * article, a list item), else its own id, else undefined (the enclosing section's address).
 */
function anchorOf(heading: Element, main: Element): string | undefined {
  for (
    let element = heading.parentElement;
    element && element !== main;
    element = element.parentElement
  ) {
    if (element.querySelector("h2, h3") !== heading) break;
    if (stableId(element.id)) return element.id;
  }
  return stableId(heading.id) ? heading.id : undefined;
}

/**
 * Elements that run inside a line of text: no word break around them. A span is not among them:
 * the site styles its spans as lines of their own (a staging's dates under its name, a school
 * under a team), and a break too many costs nothing in a search.
 */
const inline = new Set(
  "A ABBR B BDI BDO CITE CODE DATA DFN EM I KBD MARK Q S SAMP SMALL STRONG SUB SUP TIME U VAR WBR".split(
    " ",
  ),
);

export function pageDocuments(document: Document, page: PageToIndex): SearchDocument[] {
  const main = document.querySelector("main");
  if (!main) throw new Error(`search index: ${page.path} has no <main> element`);
  for (const element of main.querySelectorAll(`${skipped}, ${formText}, .visually-hidden`))
    element.remove();

  interface Section {
    title: string;
    anchor?: string;
    parts: string[];
  }
  const sections: Section[] = [{ title: page.name, parts: [page.description, boundary] }];
  let h2: { title: string; anchor?: string } | undefined;

  const walker = document.createTreeWalker(main, 0x1 | 0x4 /* elements and text */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      if (!node.parentElement?.closest("h1, h2, h3"))
        sections.at(-1)?.parts.push(node.nodeValue ?? "");
      continue;
    }
    const element = node as Element;
    // Images carry their alternative text into the section, as a reader hears it.
    if (element.tagName === "IMG")
      sections.at(-1)?.parts.push(`${boundary}${element.getAttribute("alt") ?? ""}${boundary}`);
    if (!/^H[23]$/.test(element.tagName)) {
      // Block boundaries separate words that would otherwise run together. The walk meets an
      // element before its text, so the boundary goes before it; the next block's start, or the
      // section's end, closes it.
      if (!inline.has(element.tagName)) sections.at(-1)?.parts.push(boundary);
      continue;
    }
    const heading = collapse(element.textContent ?? "");
    if (element.tagName === "H2") {
      h2 = { title: heading, anchor: anchorOf(element, main) };
      sections.push({ ...h2, parts: [] });
    } else {
      sections.push({
        title: h2 ? `${h2.title} › ${heading}` : heading,
        anchor: anchorOf(element, main) ?? h2?.anchor,
        parts: [],
      });
    }
  }

  return sections.slice(0, page.introductionOnly ? 1 : undefined).map((section, index) => {
    const text = joinBlocks(section.parts);
    return {
      id: index === 0 ? page.id : `${page.id}:${index}`,
      page: page.name,
      title: section.title,
      url: section.anchor ? `${page.path}#${section.anchor}` : page.path,
      text,
      excerpt: index === 0 ? page.description : excerpt(text),
    };
  });
}
