// Renders the five home-page banner illustrations into content/assets/banners/slide-N.jpg and the
// three Media Moments pictures into content/assets/articles/.
// Original artwork drawn in code: stylised, faceless figures in JADE's palette, no photographs of
// real people. The JPEGs are committed, so a build never needs this script; re-run it after
// changing a scene: npx tsx scripts/make-artwork.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brandColours } from "../app/lib/brand";

// The canvas of the scene being drawn: banners are 1600x640 (5:2), article pictures 1600x900 (16:9).
let width = 1600;
let height = 640;
const assetsDir = path.resolve(import.meta.dirname, "../content/assets");

// The scenes' names for the brand's colours (app/lib/brand.ts, the one palette).
const palette = {
  night: brandColours.jade900,
  deep: brandColours.jade800,
  jade: brandColours.jade600,
  leaf: brandColours.jade400,
  mint: brandColours.jade300,
  gold: brandColours.gold,
  sun: brandColours.gold200,
  cream: brandColours.cream,
  ink: brandColours.ink900,
  shadow: brandColours.jade950,
  mist: brandColours.jade50,
  white: brandColours.white,
};

const skinTones = ["#8d5524", "#c68642", "#a0522d", "#6b3e26", "#e0ac69"] as const;
/** Varied skin tones, by index. */
const skin = (index: number): string => skinTones[index % skinTones.length] ?? skinTones[0];
const bodies = [palette.leaf, palette.gold, palette.mint, palette.jade] as const;
const body = (index: number): string => bodies[index % bodies.length] ?? bodies[0];

/** A faceless figure: head and shoulders, standing or seated, seen from the audience. */
function figure(
  x: number,
  y: number,
  scale: number,
  body: string,
  skin: string,
  arm?: "up" | "point",
): string {
  const s = scale;
  const arms =
    arm === "up"
      ? `<path d="M${x + 22 * s} ${y + 40 * s} L${x + 48 * s} ${y - 10 * s}" stroke="${body}" stroke-width="${14 * s}" stroke-linecap="round"/>
         <circle cx="${x + 50 * s}" cy="${y - 14 * s}" r="${8 * s}" fill="${skin}"/>`
      : arm === "point"
        ? `<path d="M${x + 22 * s} ${y + 44 * s} L${x + 62 * s} ${y + 30 * s}" stroke="${body}" stroke-width="${14 * s}" stroke-linecap="round"/>
           <circle cx="${x + 66 * s}" cy="${y + 29 * s}" r="${7 * s}" fill="${skin}"/>`
        : "";
  return `<g>
    ${arms}
    <path d="M${x - 34 * s} ${y + 130 * s} C${x - 34 * s} ${y + 14 * s} ${x + 34 * s} ${y + 14 * s} ${x + 34 * s} ${y + 130 * s} Z" fill="${body}"/>
    <circle cx="${x}" cy="${y}" r="${24 * s}" fill="${skin}"/>
  </g>`;
}

function audience(rowY: number, count: number, scale: number, colour: string, offset = 0): string {
  return Array.from({ length: count }, (_, index) => {
    const x = offset + (index + 0.5) * (width / count);
    return `<circle cx="${x}" cy="${rowY}" r="${26 * scale}" fill="${colour}"/>
      <path d="M${x - 40 * scale} ${rowY + 90 * scale} C${x - 40 * scale} ${rowY + 20 * scale} ${x + 40 * scale} ${rowY + 20 * scale} ${x + 40 * scale} ${rowY + 90 * scale} Z" fill="${colour}"/>`;
  }).join("");
}

function lectern(x: number, y: number, colour: string, label?: string): string {
  return `<path d="M${x - 60} ${y} h120 l-14 150 h-92 Z" fill="${colour}"/>
    <rect x="${x - 70}" y="${y - 10}" width="140" height="16" rx="4" fill="${palette.gold}"/>
    ${label ? `<text x="${x}" y="${y + 70}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="26" fill="${palette.cream}" text-anchor="middle">${label}</text>` : ""}`;
}

function spotlight(x: number, spread: number, opacity: number): string {
  return `<path d="M${x - 20} 0 L${x + 20} 0 L${x + spread} ${height} L${x - spread} ${height} Z" fill="url(#beam)" opacity="${opacity}"/>`;
}

const defs = `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.deep}"/>
  </linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
    <stop offset="0" stop-color="${palette.leaf}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.leaf}" stop-opacity="0"/>
  </radialGradient>
</defs>`;

const stage = (colour: string = palette.jade) =>
  `<rect x="0" y="470" width="${width}" height="170" fill="${colour}"/><rect x="0" y="462" width="${width}" height="10" fill="${palette.gold}"/>`;

/** Each scene matches the alternative text written for it in content/home.yaml. */
const banners: Record<string, () => string> = {
  // Two teams at lecterns, a speaker at the centre podium, the audience in front.
  "slide-1": () => `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${spotlight(800, 260, 0.9)}${spotlight(330, 160, 0.5)}${spotlight(1270, 160, 0.5)}
    <rect x="520" y="70" width="560" height="70" rx="10" fill="${palette.gold}"/>
    <text x="800" y="118" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="36" letter-spacing="6" fill="${palette.night}" text-anchor="middle">NATIONAL FINAL</text>
    ${stage()}
    ${figure(260, 250, 1, palette.leaf, skin(0))}${figure(400, 250, 1, palette.leaf, skin(1))}
    ${lectern(330, 330, palette.deep, "GOV")}
    ${figure(1200, 250, 1, palette.mint, skin(2))}${figure(1340, 250, 1, palette.mint, skin(4))}
    ${lectern(1270, 330, palette.deep, "OPP")}
    ${figure(800, 230, 1.15, palette.gold, skin(3), "point")}
    ${lectern(800, 330, palette.night)}
    ${audience(560, 12, 1, palette.night)}${audience(610, 14, 1.1, palette.shadow, 40)}`,

  // A poet at a microphone in a spotlight, words rising as speech bubbles.
  "slide-2": () => `
    <rect width="${width}" height="${height}" fill="${palette.night}"/>
    ${spotlight(800, 300, 1)}
    <circle cx="800" cy="600" r="260" fill="${palette.deep}" opacity="0.6"/>
    ${stage(palette.deep)}
    ${figure(800, 215, 1.4, palette.jade, skin(1), "up")}
    <path d="M760 300 L760 470" stroke="${palette.cream}" stroke-width="6"/>
    <rect x="748" y="270" width="24" height="40" rx="12" fill="${palette.cream}"/>
    <path d="M720 470 h80" stroke="${palette.cream}" stroke-width="8" stroke-linecap="round"/>
    ${[
      [420, 150, "verse"],
      [1100, 120, "voice"],
      [1230, 260, "rhythm"],
      [330, 300, "story"],
    ]
      .map(
        ([x, y, word]) => `<g transform="translate(${x} ${y})">
          <rect x="-90" y="-40" width="180" height="72" rx="36" fill="${palette.gold}"/>
          <path d="M-20 30 l-16 30 l40 -30 Z" fill="${palette.gold}"/>
          <text y="10" font-family="DejaVu Serif, Georgia, serif" font-style="italic" font-size="34" fill="${palette.night}" text-anchor="middle">${word}</text>
        </g>`,
      )
      .join("")}
    ${Array.from({ length: 40 }, (_, index) => `<circle cx="${(index * 397) % width}" cy="${((index * 131) % 200) + 10}" r="${1 + (index % 3)}" fill="${palette.sun}" opacity="0.7"/>`).join("")}`,

  // Three adjudicators at a long table with score sheets, a round in progress behind them.
  "slide-3": () => `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${spotlight(400, 200, 0.4)}${spotlight(1200, 200, 0.4)}
    ${figure(330, 170, 0.8, palette.mint, skin(4), "point")}${lectern(330, 240, palette.deep)}
    ${figure(1270, 170, 0.8, palette.leaf, skin(0))}${lectern(1270, 240, palette.deep)}
    ${stage(palette.night)}
    ${figure(560, 330, 1.2, palette.gold, skin(2))}${figure(800, 320, 1.25, palette.leaf, skin(3))}${figure(1040, 330, 1.2, palette.mint, skin(1))}
    <rect x="380" y="450" width="840" height="40" rx="8" fill="${palette.cream}"/>
    <rect x="400" y="490" width="800" height="150" fill="${palette.deep}"/>
    ${[520, 760, 1000]
      .map(
        (x) => `<g transform="translate(${x - 10} 436) rotate(-4)">
          <rect width="80" height="34" rx="4" fill="${palette.white}"/>
          <path d="M10 10 h60 M10 22 h44" stroke="${palette.jade}" stroke-width="5" stroke-linecap="round"/>
        </g>`,
      )
      .join("")}
    <g transform="translate(800 545)">
      <text font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" letter-spacing="4" fill="${palette.gold}" text-anchor="middle">ADJUDICATION PANEL</text>
    </g>`,

  // A coach at a whiteboard, participants around tables.
  "slide-4": () => `
    <rect width="${width}" height="${height}" fill="${palette.cream}"/>
    <rect x="0" y="0" width="${width}" height="420" fill="${palette.mist}"/>
    <rect x="470" y="60" width="660" height="300" rx="12" fill="${palette.white}" stroke="${palette.jade}" stroke-width="10"/>
    <text x="520" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="${palette.jade}">Claim → Reason → Evidence</text>
    <path d="M520 190 h400 M520 240 h520 M520 290 h300" stroke="${palette.leaf}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>
    <circle cx="1010" cy="290" r="34" fill="none" stroke="${palette.gold}" stroke-width="10"/>
    ${figure(1230, 230, 1.2, palette.jade, skin(2), "point")}
    <rect x="0" y="420" width="${width}" height="220" fill="${palette.sun}" opacity="0.5"/>
    ${(
      [
        [180, 440],
        [520, 470],
        [880, 470],
        [1260, 460],
      ] as const
    )
      .map(
        ([x, y], index) => `${figure(x - 60, y, 0.9, body(index), skin(index))}
          ${figure(x + 60, y + 10, 0.9, body(index + 2), skin(index + 2))}
          <rect x="${x - 130}" y="${y + 80}" width="260" height="30" rx="8" fill="${palette.deep}"/>`,
      )
      .join("")}`,

  // Winners lifting a trophy in a shower of confetti.
  "slide-5": () => `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${spotlight(800, 340, 0.8)}
    ${stage()}
    ${figure(620, 280, 1.15, palette.leaf, skin(0), "up")}${figure(980, 280, 1.15, palette.mint, skin(3), "up")}
    ${figure(470, 300, 1.05, palette.jade, skin(4))}${figure(1130, 300, 1.05, palette.jade, skin(1))}
    <g transform="translate(800 190)">
      <path d="M-70 -80 h140 v40 c0 70 -40 100 -70 110 c-30 -10 -70 -40 -70 -110 Z" fill="${palette.gold}"/>
      <path d="M-70 -60 c-60 0 -60 70 0 80 M70 -60 c60 0 60 70 0 80" stroke="${palette.gold}" stroke-width="14" fill="none"/>
      <rect x="-18" y="70" width="36" height="60" fill="${palette.gold}"/>
      <rect x="-60" y="128" width="120" height="30" rx="6" fill="${palette.sun}"/>
    </g>
    ${Array.from({ length: 90 }, (_, index) => {
      const x = (index * 173) % width;
      const y = (index * 89) % 440;
      const colour = [palette.gold, palette.mint, palette.sun, palette.leaf][index % 4];
      return `<rect x="${x}" y="${y}" width="12" height="22" rx="3" fill="${colour}" transform="rotate(${(index * 37) % 90} ${x} ${y})"/>`;
    }).join("")}`,
};

const stageAt = (y: number, colour: string = palette.jade) =>
  `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="${colour}"/><rect x="0" y="${y - 8}" width="${width}" height="10" fill="${palette.gold}"/>`;

const trophy = (
  x: number,
  y: number,
  scale: number,
) => `<g transform="translate(${x} ${y}) scale(${scale})">
  <path d="M-70 -80 h140 v40 c0 70 -40 100 -70 110 c-30 -10 -70 -40 -70 -110 Z" fill="${palette.gold}"/>
  <path d="M-70 -60 c-60 0 -60 70 0 80 M70 -60 c60 0 60 70 0 80" stroke="${palette.gold}" stroke-width="14" fill="none"/>
  <rect x="-18" y="70" width="36" height="60" fill="${palette.gold}"/>
  <rect x="-60" y="128" width="120" height="30" rx="6" fill="${palette.sun}"/>
</g>`;

/** Media Moments pictures, 16:9; each matches its alternative text in content/articles.yaml. */
const articles: Record<string, () => string> = {
  // Two school teams facing each other across a stage, a moderator at the centre.
  "debaters-week": () => `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${spotlight(800, 300, 0.7)}
    <rect x="430" y="80" width="740" height="84" rx="12" fill="${palette.gold}"/>
    <text x="800" y="137" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="40" letter-spacing="5" fill="${palette.night}" text-anchor="middle">DEBATERS' WEEK</text>
    ${stageAt(640)}
    ${figure(250, 410, 1.2, body(0), skin(0))}${figure(420, 410, 1.2, body(0), skin(3))}
    ${lectern(335, 500, palette.deep)}
    ${figure(1180, 410, 1.2, body(2), skin(1))}${figure(1350, 410, 1.2, body(2), skin(4))}
    ${lectern(1265, 500, palette.deep)}
    ${figure(800, 420, 1.1, body(1), skin(2), "point")}
    <rect x="730" y="540" width="140" height="100" rx="8" fill="${palette.night}"/>
    ${audience(760, 10, 1.2, palette.night)}${audience(820, 12, 1.3, palette.shadow, 60)}`,

  // A student at a lectern holding up a trophy before an audience.
  "oratorical-final": () => `
    <rect width="${width}" height="${height}" fill="${palette.night}"/>
    ${spotlight(800, 380, 1)}
    ${stageAt(650, palette.deep)}
    ${trophy(905, 250, 0.85)}
    ${figure(800, 380, 1.5, body(3), skin(1), "up")}
    ${lectern(800, 500, palette.jade)}
    ${audience(790, 9, 1.3, palette.shadow)}
    ${Array.from({ length: 60 }, (_, index) => {
      const x = (index * 173) % width;
      const y = (index * 89) % 520;
      return `<rect x="${x}" y="${y}" width="10" height="18" rx="3" fill="${[palette.gold, palette.mint, palette.sun][index % 3]}" transform="rotate(${(index * 37) % 90} ${x} ${y})"/>`;
    }).join("")}`,

  // Adjudicators in a row holding up their certificates.
  adjudicators: () => `
    <rect width="${width}" height="${height}" fill="${palette.cream}"/>
    <rect width="${width}" height="660" fill="${palette.mist}"/>
    <rect x="500" y="70" width="600" height="84" rx="12" fill="${palette.jade}"/>
    <text x="800" y="127" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="38" letter-spacing="4" fill="${palette.cream}" text-anchor="middle">CERTIFIED</text>
    ${[260, 530, 800, 1070, 1340]
      .map(
        (x, index) => `${figure(x, 380, 1.6, body(index), skin(index + 1))}
        <g transform="translate(${x - 60} ${560 + (index % 2) * 16}) rotate(${index % 2 ? 4 : -4})">
          <rect width="120" height="86" rx="6" fill="${palette.white}" stroke="${palette.gold}" stroke-width="6"/>
          <circle cx="96" cy="64" r="12" fill="${palette.gold}"/>
          <path d="M18 26 h76 M18 44 h60 M18 62 h40" stroke="${palette.jade}" stroke-width="6" stroke-linecap="round"/>
        </g>`,
      )
      .join("")}
    <rect x="0" y="650" width="${width}" height="250" fill="${palette.jade}"/>
    <rect x="0" y="642" width="${width}" height="10" fill="${palette.gold}"/>`,
};

async function render(
  folder: string,
  scenes: Record<string, () => string>,
  size: [number, number],
) {
  [width, height] = size;
  mkdirSync(path.join(assetsDir, folder), { recursive: true });
  for (const [name, draw] of Object.entries(scenes)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}${draw()}</svg>`;
    const file = path.join(assetsDir, folder, `${name}.jpg`);
    const info = await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(file);
    console.log(
      `${path.relative(process.cwd(), file)}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`,
    );
  }
}

await render("banners", banners, [1600, 640]);
await render("articles", articles, [1600, 900]);
