// @vitest-environment jsdom
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { routeTable } from "../route-table";
import { loadContent } from "../content/load.server";
import {
  type SocialCard,
  layoutTitle,
  measureText,
  renderSocialCard,
  socialCardSvg,
  socialCards,
  titleLayout,
} from "./social-card.server";

const content = loadContent();
const card: SocialCard = {
  title: "Programme sponsorship tiers and costs",
  name: content.site.name,
  shortName: content.site.shortName,
  address: "jade.example.org/programme-sponsorship",
};
/** Wide letters throughout, far too long for three lines at any size. */
const overlong =
  "Wide WWWWW words MMMMM and more wide words: Mmmmm, Wwwww & <Mwmwm> until the card runs out of room for every one of them";

/** Parses the SVG as XML (a stray `&` or `<` makes it fail) and returns its text lines. */
function svgTexts(svg: string): string[] {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return [...document.getElementsByTagName("text")].map((element) => element.textContent ?? "");
}

function titleLines(svg: string): string[] {
  // The first two texts are the wordmark and the name, the last the address.
  return svgTexts(svg).slice(2, -1);
}

describe("socialCardSvg", () => {
  it("shows the title, the short name, the full name and the page's address", () => {
    const texts = svgTexts(socialCardSvg(card));
    expect(texts).toContain(card.shortName);
    expect(texts).toContain(card.name);
    expect(texts).toContain(card.address);
    expect(titleLines(socialCardSvg(card)).join(" ")).toBe(card.title);
  });

  it("is a 1200 by 630 picture", () => {
    expect(socialCardSvg(card)).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it("escapes characters that mean something in XML", () => {
    const title = `Tom & Jerry's "best" <debate>`;
    const svg = socialCardSvg({ ...card, title, address: "a.example.org/?x=1&y=2" });
    expect(svg).toContain("Tom &amp; Jerry&apos;s &quot;best&quot;");
    expect(svg).toContain("&lt;debate&gt;");
    expect(svg).not.toContain("<debate>");
    expect(titleLines(svg).join(" ")).toBe(title);
    expect(svgTexts(svg)).toContain("a.example.org/?x=1&y=2");
  });
});

describe("layoutTitle", () => {
  it("sets a short title large, on one line", () => {
    expect(layoutTitle("Donate")).toEqual({ size: titleLayout.sizes[0], lines: ["Donate"] });
  });

  it("wraps a long title to at most three lines, none wider than the card allows", () => {
    for (const title of [
      "Debate, speech and youth empowerment in Jamaica",
      "Certified adjudicator ranking",
      overlong,
      "Supercalifragilisticexpialidociousnessesses-and-antidisestablishmentarianisms",
    ]) {
      const { size, lines } = layoutTitle(title);
      expect(lines.length, title).toBeLessThanOrEqual(3);
      for (const line of lines)
        expect(measureText(line, size), line).toBeLessThanOrEqual(titleLayout.maxWidth);
    }
  });

  it("shrinks the type before it gives up words, and then ends in an ellipsis at a word", () => {
    const title =
      "Every programme, every tier and every cost of sponsoring the National Oratorical Challenge";
    const { size, lines } = layoutTitle(title);
    expect(size).toBeLessThan(titleLayout.sizes[0]);
    expect(lines.join(" ")).toBe(title);

    const cut = layoutTitle(overlong);
    expect(cut.size).toBe(titleLayout.sizes.at(-1));
    expect(cut.lines).toHaveLength(3);
    expect(cut.lines[2]).toMatch(/\w…$/);
    expect(overlong.startsWith(cut.lines.join(" ").slice(0, -1))).toBe(true);
  });

  it("measures wide letters as wider than narrow ones, and unknown ones generously", () => {
    expect(measureText("WWW", 100)).toBeGreaterThan(measureText("iii", 100) * 2);
    expect(measureText("é", 100)).toBe(measureText("e", 100));
    expect(measureText("字", 100)).toBe(100);
  });
});

describe("socialCards", () => {
  it("gives every page in the route table a card at og/<id>.png with its whole title", () => {
    const cards = socialCards(content);
    expect(cards.map((entry) => entry.fileName)).toEqual(
      routeTable.map(({ id }) => `og/${id}.png`),
    );
    for (const { card: each } of cards) {
      const { lines } = layoutTitle(each.title);
      expect(lines.join(" "), each.title).toBe(each.title);
    }
    expect(cards[0]?.card.address).toBe(content.site.siteUrl.replace("https://", ""));
  });
});

describe("renderSocialCard", () => {
  /** The columns right of the text's margin, in the title's band: only background and texture. */
  async function whiteInRightMargin(png: Buffer): Promise<number> {
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let y = 0; y < info.height - 12; y++) {
      for (let x = info.width - 80; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! > 160 && data[at + 1]! > 160 && data[at + 2]! > 160) white += 1;
      }
    }
    return white;
  }

  it("writes a 1200 by 630 PNG under 80 KB whose text stays inside the margins", async () => {
    for (const title of [card.title, overlong]) {
      const png = await renderSocialCard({ ...card, title });
      const metadata = await sharp(png).metadata();
      expect(metadata.format).toBe("png");
      expect([metadata.width, metadata.height]).toEqual([1200, 630]);
      expect(png.length).toBeLessThanOrEqual(80 * 1024);
      // Text is white: none of it may reach the right margin, as it would if the font set wider
      // than the widths the layout measures with.
      expect(await whiteInRightMargin(png), title).toBe(0);
    }
  });

  it("catches text that runs into the margin", async () => {
    // The same check, on a card drawn wider than its layout allows, must find white pixels.
    const svg = socialCardSvg(card).replace(/font-size="72"/g, 'font-size="90"');
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await whiteInRightMargin(png)).toBeGreaterThan(0);
  });
});
