// Draws the nine sample partner logos into content/assets/partners/<id>.svg.
// The partners are invented (content/partners.yaml marks them all as samples), and so are their
// logos: each an original emblem and name on a 240 by 120 canvas, meant to sit on the white plate
// of the home page's partner carousel. The SVGs are committed; re-run after changing one:
// npx tsx tools/make-partner-logos.ts
import { writeFileSync } from "node:fs";
import path from "node:path";

const outDir = path.resolve(import.meta.dirname, "../content/assets/partners");
const sans = "'Liberation Sans', Arial, Helvetica, sans-serif";
const serif = "Georgia, 'Liberation Serif', 'Times New Roman', serif";

interface Logo {
  id: string;
  name: string;
  /** The emblem, drawn in the 80 by 80 box at the canvas's left. */
  emblem: string;
  /** The name, set to the emblem's right (x from 100). */
  lettering: string;
}

const line = (
  y: number,
  text: string,
  size: number,
  colour: string,
  { family = sans, weight = 700, spacing = 0, x = 100 } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${colour}"${
    spacing ? ` letter-spacing="${spacing}"` : ""
  }>${text}</text>`;

const logos: Logo[] = [
  {
    id: "harbour-view-credit-union",
    name: "Harbour View Credit Union",
    emblem: `<circle cx="48" cy="60" r="38" fill="#12355b"/>
      <path d="M50 30v34H28Z" fill="#fff"/><path d="M54 36v28h16Z" fill="#7cc6d6"/>
      <path d="M22 70q7-6 13 0t13 0 13 0 13 0" stroke="#7cc6d6" stroke-width="4" fill="none" stroke-linecap="round"/>
      <path d="M26 80q6-5 11 0t11 0 11 0 11 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    lettering:
      line(56, "HARBOUR VIEW", 14.5, "#12355b", { spacing: 0.6 }) +
      line(77, "CREDIT UNION", 11, "#2e7d8c", { spacing: 1.9 }),
  },
  {
    id: "blue-mountain-telecom",
    name: "Blue Mountain Telecom",
    emblem: `<path d="M8 92 36 44l14 22 12-18 26 44Z" fill="#1d4ed8"/>
      <path d="M36 44 29 56h14Z" fill="#fff"/>
      <path d="M58 30a14 14 0 0 1 14 14M58 18a26 26 0 0 1 26 26" stroke="#38bdf8" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    lettering:
      line(60, "bluemountain", 19.5, "#1d4ed8", { weight: 700, spacing: -0.5 }) +
      line(80, "telecom", 15, "#0e7490", { weight: 400, spacing: 3 }),
  },
  {
    id: "island-insight-foundation",
    name: "Island Insight Foundation",
    emblem: `<path d="M8 60q40-44 80 0-40 44-80 0Z" fill="#5b21b6"/>
      <circle cx="48" cy="60" r="17" fill="#fff"/>
      <path d="M34 66q6-12 14-8t14 8Z" fill="#16a34a"/><circle cx="54" cy="52" r="4" fill="#f59e0b"/>`,
    lettering:
      line(58, "Island Insight", 20, "#4c1d95", { family: serif, weight: 700 }) +
      line(79, "FOUNDATION", 11, "#6d28d9", { spacing: 3.2 }),
  },
  {
    id: "liguanea-books",
    name: "Liguanea Books",
    emblem: `<path d="M48 40C38 32 22 30 10 32v52c12-2 28 0 38 8Z" fill="#9f1239"/>
      <path d="M48 40c10-8 26-10 38-8v52c-12-2-28 0-38 8Z" fill="#be123c"/>
      <path d="M18 44c8 0 16 2 22 6M18 56c8 0 16 2 22 6M56 50c6-4 14-6 22-6M56 62c6-4 14-6 22-6" stroke="#fecdd3" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    lettering:
      line(58, "Liguanea", 24, "#881337", { family: serif, weight: 700 }) +
      line(82, "BOOKS · EST. 1987", 11, "#9f1239", { spacing: 1.6 }),
  },
  {
    id: "portmore-youth-trust",
    name: "Portmore Youth Trust",
    emblem: `<circle cx="22" cy="50" r="9" fill="#ea580c"/><path d="M8 96V76a14 14 0 0 1 28 0v20Z" fill="#ea580c"/>
      <circle cx="48" cy="36" r="10" fill="#f59e0b"/><path d="M33 96V64a15 15 0 0 1 30 0v32Z" fill="#f59e0b"/>
      <circle cx="74" cy="50" r="9" fill="#c2410c"/><path d="M60 96V76a14 14 0 0 1 28 0v20Z" fill="#c2410c"/>`,
    lettering:
      line(56, "PORTMORE", 20, "#9a3412", { spacing: 1.5 }) +
      line(79, "Youth Trust", 16, "#c2410c", { weight: 400 }),
  },
  {
    id: "coral-coast-insurance",
    name: "Coral Coast Insurance",
    emblem: `<path d="M48 18 82 30v28c0 20-14 32-34 42C28 90 14 78 14 58V30Z" fill="#e4572e"/>
      <path d="M48 86V50M48 64 36 52M36 52V42M48 58l12-12M60 46V36M36 44l-6-6" stroke="#fff" stroke-width="4.5" fill="none" stroke-linecap="round"/>`,
    lettering:
      line(58, "Coral Coast", 21, "#b93815", { family: serif }) +
      line(79, "INSURANCE", 12, "#7c2d12", { spacing: 3 }),
  },
  {
    id: "rio-cobre-energy",
    name: "Rio Cobre Energy",
    emblem: `<rect x="10" y="22" width="76" height="76" rx="20" fill="#0f766e"/>
      <path d="M54 30 32 64h14l-6 26 24-36H50Z" fill="#fbbf24"/>
      <path d="M16 84q10-6 20 0" stroke="#5eead4" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    lettering:
      line(58, "RIO COBRE", 21, "#115e59", { spacing: 1 }) +
      line(80, "energy", 17, "#b45309", { weight: 400, spacing: 1 }),
  },
  {
    id: "montego-media-group",
    name: "Montego Media Group",
    emblem: `<path d="M14 24h68a8 8 0 0 1 8 8v44a8 8 0 0 1-8 8H40l-18 14V84h-8a8 8 0 0 1-8-8V32a8 8 0 0 1 8-8Z" fill="#be185d"/>
      <path d="M40 38v32l26-16Z" fill="#fff"/>`,
    lettering:
      line(58, "MONTEGO", 22, "#9d174d", { spacing: 2 }) +
      line(79, "MEDIA GROUP", 12, "#831843", { spacing: 2.6 }),
  },
  {
    id: "seville-learning-hub",
    name: "Seville Learning Hub",
    emblem: `<path d="M48 16 86 38v44L48 104 10 82V38Z" fill="#4d7c0f"/>
      <path d="M48 84C30 72 30 50 48 34c18 16 18 38 0 50Z" fill="#d9f99d"/>
      <path d="M48 84V46" stroke="#4d7c0f" stroke-width="3" stroke-linecap="round"/>`,
    lettering:
      line(58, "Seville", 24, "#3f6212", { family: serif, weight: 700 }) +
      line(80, "LEARNING HUB", 12, "#4d7c0f", { spacing: 2.4 }),
  },
];

for (const { id, name, emblem, lettering } of logos) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">
<title>${name} (sample logo)</title>
<desc>An invented logo for a sample partner. Replace it with the partner's own logo.</desc>
<g transform="translate(4 0)">${emblem.replace(/\n\s*/g, "")}</g>
${lettering}
</svg>
`;
  writeFileSync(path.join(outDir, `${id}.svg`), svg);
}
console.log(
  `Wrote ${logos.length} sample partner logos to ${path.relative(process.cwd(), outDir)}`,
);
