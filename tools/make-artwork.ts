// Renders the five home-page banner illustrations into content/assets/banners/slide-N.jpg, the
// three Media Moments pictures into content/assets/articles/, and one scene for each programme
// into content/assets/programmes/<programme-id>.jpg (16:9) with its phone crop, <id>-phone.jpg (4:3).
// Original artwork drawn in code: stylised, faceless figures in JADE's palette, no photographs of
// real people. Every scene keeps a mid or deep background, so none glares on a dark page. The
// JPEGs are committed, so a build never needs this script; re-run it after changing a scene, naming
// what to draw (a folder or one scene) so the others stay as committed:
//   npx tsx tools/make-artwork.ts programmes/classics articles/adjudicators
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

  // A coach at a whiteboard, participants around tables. The room is a mid jade, not white, so
  // the picture does not glare on a dark page.
  "slide-4": () => `
    <rect width="${width}" height="${height}" fill="${palette.jade}"/>
    ${Array.from({ length: 16 }, (_, index) => `<rect x="${index * 100 + 40}" y="0" width="4" height="420" fill="${palette.deep}" opacity="0.5"/>`).join("")}
    <rect x="470" y="60" width="660" height="300" rx="12" fill="${palette.mist}" stroke="${palette.night}" stroke-width="10"/>
    <text x="520" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="${palette.jade}">Claim → Reason → Evidence</text>
    <path d="M520 190 h400 M520 240 h520 M520 290 h300" stroke="${palette.leaf}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>
    <circle cx="1010" cy="290" r="34" fill="none" stroke="${palette.gold}" stroke-width="10"/>
    ${figure(1230, 230, 1.2, palette.gold, skin(2), "point")}
    <rect x="0" y="420" width="${width}" height="220" fill="${palette.deep}"/>
    <rect x="0" y="414" width="${width}" height="8" fill="${palette.leaf}"/>
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
          <rect x="${x - 130}" y="${y + 80}" width="260" height="30" rx="8" fill="${palette.night}"/>
          <rect x="${x - 130}" y="${y + 80}" width="260" height="6" rx="3" fill="${palette.gold}"/>`,
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

  // Adjudicators in a row holding up their certificates. A deep jade room with a gold glow, not
  // white paper, so the picture does not glare on a dark page.
  adjudicators: () => `
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 12 }, (_, index) => {
      const angle = (index / 12) * Math.PI * 2;
      return `<path d="M800 330 L${800 + Math.cos(angle) * 1200} ${330 + Math.sin(angle) * 1200} L${800 + Math.cos(angle + 0.18) * 1200} ${330 + Math.sin(angle + 0.18) * 1200} Z" fill="${palette.jade}" opacity="0.3"/>`;
    }).join("")}
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    <rect x="500" y="70" width="600" height="84" rx="12" fill="${palette.gold}"/>
    <text x="800" y="127" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="38" letter-spacing="4" fill="${palette.night}" text-anchor="middle">CERTIFIED</text>
    ${[260, 530, 800, 1070, 1340]
      .map(
        (
          x,
          index,
        ) => `${figure(x, 380, 1.6, [palette.mint, palette.gold, palette.leaf, palette.sun, palette.mint][index] ?? palette.mint, skin(index + 1))}
        <g transform="translate(${x - 60} ${560 + (index % 2) * 16}) rotate(${index % 2 ? 4 : -4})">
          <rect width="120" height="86" rx="6" fill="${palette.cream}" stroke="${palette.gold}" stroke-width="6"/>
          <circle cx="96" cy="64" r="12" fill="${palette.gold}"/>
          <path d="M18 26 h76 M18 44 h60 M18 62 h40" stroke="${palette.jade}" stroke-width="6" stroke-linecap="round"/>
        </g>`,
      )
      .join("")}
    <rect x="0" y="650" width="${width}" height="250" fill="${palette.night}"/>
    <rect x="0" y="642" width="${width}" height="10" fill="${palette.gold}"/>`,
};

// ---------------------------------------------------------------------------------------------
// The programmes: one scene each, 16:9, with a 4:3 phone crop of the same drawing (art direction:
// on a narrow screen the crop comes closer to the subject instead of shrinking the whole scene).

const hairColours = ["#16110d", "#2b1a10", "#3b2314"] as const;
type Hair = "short" | "puff" | "buns" | "locs" | "long" | "bald" | "tophat" | "bun";
type Pose =
  "down" | "open" | "speak" | "cards" | "mic" | "point" | "scroll" | "rest" | "heart" | "cheer";

interface PersonOptions {
  /** The centre of the head. */
  x: number;
  y: number;
  scale?: number;
  skin: string;
  /** The top (shirt, blazer, dress) and the trousers or skirt. */
  top: string;
  bottom?: string;
  hair?: Hair;
  hairColour?: string;
  pose?: Pose;
  /** Seated (or behind a table): drawn down to the waist. */
  seated?: boolean;
  /** A tie, a scarf or a lapel in this colour. */
  accent?: string;
  /** A long gown to the floor instead of trousers. */
  gown?: boolean;
  /** A tailcoat's tails behind the legs. */
  tails?: boolean;
}

/** Arms by pose: each a shoulder, an elbow and a hand, in head-radius units from the head. */
const poses: Record<Pose, [number, number][][]> = {
  down: [
    [
      [-32, 46],
      [-40, 84],
      [-42, 118],
    ],
    [
      [32, 46],
      [40, 84],
      [42, 118],
    ],
  ],
  open: [
    [
      [-32, 46],
      [-40, 84],
      [-42, 118],
    ],
    [
      [32, 46],
      [70, 70],
      [104, 44],
    ],
  ],
  speak: [
    [
      [-32, 46],
      [-46, 92],
      [-16, 80],
    ],
    [
      [32, 46],
      [70, 70],
      [104, 44],
    ],
  ],
  cards: [
    [
      [-32, 46],
      [-40, 92],
      [-12, 86],
    ],
    [
      [32, 46],
      [40, 92],
      [12, 86],
    ],
  ],
  mic: [
    [
      [-32, 46],
      [-68, 74],
      [-100, 52],
    ],
    [
      [32, 46],
      [44, 80],
      [18, 36],
    ],
  ],
  point: [
    [
      [-32, 46],
      [-40, 84],
      [-42, 118],
    ],
    [
      [32, 46],
      [66, 46],
      [104, 22],
    ],
  ],
  scroll: [
    [
      [-32, 46],
      [-56, 84],
      [-56, 96],
    ],
    [
      [32, 46],
      [56, 84],
      [56, 96],
    ],
  ],
  rest: [
    [
      [-32, 46],
      [-40, 96],
      [-18, 112],
    ],
    [
      [32, 46],
      [40, 96],
      [18, 112],
    ],
  ],
  heart: [
    [
      [-32, 46],
      [-40, 84],
      [-42, 118],
    ],
    [
      [32, 46],
      [36, 86],
      [-6, 64],
    ],
  ],
  cheer: [
    [
      [-32, 46],
      [-60, 20],
      [-70, -20],
    ],
    [
      [32, 46],
      [60, 20],
      [70, -20],
    ],
  ],
};

/**
 * A faceless person seen from the front: hair, head, neck, a top with shoulders, arms in a pose,
 * and legs (or a gown) when standing. Everything is scaled from a head of radius 22.
 */
function person(options: PersonOptions): string {
  const { x, y, skin, top, pose = "down", seated = false } = options;
  const s = options.scale ?? 1;
  const hair = options.hair ?? "short";
  const hairColour = options.hairColour ?? hairColours[0];
  const bottom = options.bottom ?? palette.night;
  const at = (dx: number, dy: number) => `${x + dx * s} ${y + dy * s}`;
  const parts: string[] = [];

  // What hangs behind the body: long hair, locs, a tailcoat's tails.
  if (hair === "long")
    parts.push(
      `<path d="M${at(-25, -4)} C${at(-30, 40)} ${at(-34, 70)} ${at(-30, 80)} L${at(30, 80)} C${at(34, 70)} ${at(30, 40)} ${at(25, -4)} Z" fill="${hairColour}"/>`,
    );
  if (options.tails && !seated)
    parts.push(
      `<path d="M${at(-30, 110)} L${at(-36, 190)} L${at(-16, 184)} L${at(0, 118)} L${at(16, 184)} L${at(36, 190)} L${at(30, 110)} Z" fill="${top}"/>`,
    );

  // Legs, or a gown to the floor.
  if (!seated) {
    if (options.gown) {
      parts.push(
        `<path d="M${at(-30, 100)} L${at(-54, 226)} Q${at(0, 236)} ${at(54, 226)} L${at(30, 100)} Z" fill="${bottom}"/>`,
      );
    } else {
      parts.push(
        `<rect x="${x - 27 * s}" y="${y + 112 * s}" width="${23 * s}" height="${112 * s}" rx="${8 * s}" fill="${bottom}"/>`,
        `<rect x="${x + 4 * s}" y="${y + 112 * s}" width="${23 * s}" height="${112 * s}" rx="${8 * s}" fill="${bottom}"/>`,
        `<ellipse cx="${x - 17 * s}" cy="${y + 224 * s}" rx="${15 * s}" ry="${7 * s}" fill="${palette.shadow}"/>`,
        `<ellipse cx="${x + 17 * s}" cy="${y + 224 * s}" rx="${15 * s}" ry="${7 * s}" fill="${palette.shadow}"/>`,
      );
    }
  }

  // Torso: a rounded-shouldered block, slightly narrower at the waist.
  parts.push(
    `<rect x="${x - 7 * s}" y="${y + 14 * s}" width="${14 * s}" height="${24 * s}" fill="${skin}"/>`,
    `<path d="M${at(-31, 122)} L${at(-37, 54)} Q${at(-37, 34)} ${at(-16, 33)} L${at(16, 33)} Q${at(37, 34)} ${at(37, 54)} L${at(31, 122)} Z" fill="${top}"/>`,
  );
  if (options.accent)
    parts.push(
      `<path d="M${at(-9, 33)} L${at(0, 48)} L${at(9, 33)} Z" fill="${palette.cream}"/>`,
      `<path d="M${at(0, 44)} L${at(-5, 52)} L${at(0, 92)} L${at(5, 52)} Z" fill="${options.accent}"/>`,
    );

  // Arms: sleeve to the elbow and beyond, then the hand.
  for (const [shoulder, elbow, hand] of poses[pose]) {
    if (!shoulder || !elbow || !hand) continue;
    parts.push(
      `<path d="M${at(...shoulder)} L${at(...elbow)} L${at(...hand)}" stroke="${top}" stroke-width="${15 * s}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      `<circle cx="${x + hand[0] * s}" cy="${y + hand[1] * s}" r="${8.5 * s}" fill="${skin}"/>`,
    );
  }

  // Hair behind the head, the head, then what sits on top of it.
  if (hair === "locs")
    parts.push(
      [-20, -11, 11, 20]
        .map(
          (dx) =>
            `<path d="M${at(dx, -6)} L${at(dx * 1.15, 46)}" stroke="${hairColour}" stroke-width="${9 * s}" stroke-linecap="round"/>`,
        )
        .join(""),
    );
  if (hair === "puff")
    parts.push(`<circle cx="${x}" cy="${y - 26 * s}" r="${17 * s}" fill="${hairColour}"/>`);
  if (hair === "buns")
    parts.push(
      `<circle cx="${x - 19 * s}" cy="${y - 17 * s}" r="${10 * s}" fill="${hairColour}"/>`,
      `<circle cx="${x + 19 * s}" cy="${y - 17 * s}" r="${10 * s}" fill="${hairColour}"/>`,
    );
  if (hair === "bun")
    parts.push(`<circle cx="${x}" cy="${y - 27 * s}" r="${11 * s}" fill="${hairColour}"/>`);
  if (hair !== "bald" && hair !== "tophat")
    parts.push(`<circle cx="${x}" cy="${y - 5 * s}" r="${23 * s}" fill="${hairColour}"/>`);
  parts.push(`<circle cx="${x}" cy="${y}" r="${22 * s}" fill="${skin}"/>`);
  if (hair === "tophat")
    parts.push(
      `<rect x="${x - 20 * s}" y="${y - 64 * s}" width="${40 * s}" height="${46 * s}" rx="${3 * s}" fill="${palette.shadow}"/>`,
      `<rect x="${x - 20 * s}" y="${y - 30 * s}" width="${40 * s}" height="${7 * s}" fill="${palette.gold}"/>`,
      `<rect x="${x - 32 * s}" y="${y - 22 * s}" width="${64 * s}" height="${7 * s}" rx="${3 * s}" fill="${palette.shadow}"/>`,
    );
  return `<g>${parts.join("")}</g>`;
}

/** A person seen from behind in the audience: head and shoulders in one colour. */
function seenFromBehind(
  x: number,
  y: number,
  scale: number,
  colour: string,
  hair?: "puff" | "bun",
) {
  const s = scale;
  return `<g fill="${colour}">
    ${hair === "puff" ? `<circle cx="${x}" cy="${y - 24 * s}" r="${16 * s}"/>` : ""}
    ${hair === "bun" ? `<circle cx="${x}" cy="${y - 26 * s}" r="${10 * s}"/>` : ""}
    <circle cx="${x}" cy="${y}" r="${24 * s}"/>
    <rect x="${x - 10 * s}" y="${y + 14 * s}" width="${20 * s}" height="${24 * s}"/>
    <path d="M${x - 58 * s} ${y + 130 * s} L${x - 58 * s} ${y + 70 * s} Q${x - 58 * s} ${y + 36 * s} ${x - 24 * s} ${y + 34 * s} L${x + 24 * s} ${y + 34 * s} Q${x + 58 * s} ${y + 36 * s} ${x + 58 * s} ${y + 70 * s} L${x + 58 * s} ${y + 130 * s} Z"/>
  </g>`;
}

/** A table seen from the front, with its top edge in a lighter colour. */
function table(x: number, y: number, w: number, h: number, colour: string, edge: string) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colour}"/>
    <rect x="${x - 8}" y="${y - 6}" width="${w + 16}" height="14" rx="5" fill="${edge}"/>`;
}

/** Jamaica's outline, stylised, on a 235 by 80 grid (west at the left). */
const jamaicaPath =
  "M0 36 C8 26 24 18 46 14 C76 9 110 8 140 11 C170 14 198 20 222 30 L235 38 L232 47 L219 54 L201 57 L186 62 L178 67 L170 61 L156 62 L142 68 L130 78 L122 67 L102 62 L80 60 L58 58 L36 55 L16 50 L4 44 Z";

/** A string of bulbs hanging in a curve from (x1, y1) to (x2, y2), sagging by `sag`. */
function stringLights(x1: number, y1: number, x2: number, y2: number, sag: number, bulbs: number) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const point = (t: number) => [
    (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2,
  ];
  const lights = Array.from({ length: bulbs }, (_, index) => {
    const [bx = 0, by = 0] = point((index + 0.5) / bulbs);
    return `<circle cx="${bx}" cy="${by + 12}" r="26" fill="url(#bulbGlow)"/>
      <rect x="${bx - 2}" y="${by}" width="4" height="6" fill="${palette.shadow}"/>
      <circle cx="${bx}" cy="${by + 12}" r="7" fill="${palette.sun}"/>`;
  }).join("");
  return `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="${palette.shadow}" stroke-width="3" fill="none"/>${lights}`;
}

/** Triangular flags on a line across the scene. */
function bunting(y1: number, y2: number, sag: number, count: number, colours: readonly string[]) {
  const cx = width / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const point = (t: number) => [
    2 * (1 - t) * t * cx + t ** 2 * width,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2,
  ];
  const flags = Array.from({ length: count }, (_, index) => {
    const [ax = 0, ay = 0] = point(index / count + 0.1 / count);
    const [bx = 0, by = 0] = point((index + 0.9) / count);
    const colour = colours[index % colours.length] ?? palette.gold;
    return `<path d="M${ax} ${ay} L${bx} ${by} L${(ax + bx) / 2} ${(ay + by) / 2 + 46} Z" fill="${colour}"/>`;
  }).join("");
  return `<path d="M0 ${y1} Q${cx} ${cy} ${width} ${y2}" stroke="${palette.cream}" stroke-width="3" fill="none" opacity="0.8"/>${flags}`;
}

/** A laurel branch of `leaves` pairs along an arc, for the classical scene. */
function laurel(
  x: number,
  y: number,
  radius: number,
  side: 1 | -1,
  leaves: number,
  colour: string,
) {
  // From the bottom of the wreath up one side: each leaf lies along the circle, tilted outward.
  const start = Math.PI / 2;
  const stem = Array.from({ length: leaves + 1 }, (_, index) => {
    const angle = start + side * (0.25 + (index / leaves) * 2.3);
    return `${x + Math.cos(angle) * radius} ${y + Math.sin(angle) * radius}`;
  });
  const leafShapes = Array.from({ length: leaves }, (_, index) => {
    const angle = start + side * (0.3 + ((index + 0.5) / leaves) * 2.3);
    const lx = x + Math.cos(angle) * radius;
    const ly = y + Math.sin(angle) * radius;
    const along = (angle * 180) / Math.PI;
    return [-1, 1]
      .map((out) => {
        const cx = lx + Math.cos(angle) * out * 9;
        const cy = ly + Math.sin(angle) * out * 9;
        return `<ellipse cx="${cx}" cy="${cy}" rx="6" ry="15" fill="${colour}" transform="rotate(${along + out * side * 28} ${cx} ${cy})"/>`;
      })
      .join("");
  }).join("");
  return `<path d="M${stem.join(" L")}" stroke="${colour}" stroke-width="4" fill="none" stroke-linecap="round"/>${leafShapes}`;
}

const programmeDefs = `<defs>
  <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="bulbGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${palette.sun}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="pool" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="daySky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.jade}"/><stop offset="1" stop-color="${palette.leaf}"/>
  </linearGradient>
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.shadow}"/><stop offset="1" stop-color="${palette.night}"/>
  </linearGradient>
  <pattern id="bricks" width="120" height="56" patternUnits="userSpaceOnUse">
    <rect width="120" height="56" fill="${palette.night}"/>
    <rect x="2" y="2" width="56" height="24" rx="3" fill="${palette.deep}" opacity="0.55"/>
    <rect x="62" y="2" width="56" height="24" rx="3" fill="${palette.deep}" opacity="0.4"/>
    <rect x="-28" y="30" width="56" height="24" rx="3" fill="${palette.deep}" opacity="0.45"/>
    <rect x="32" y="30" width="56" height="24" rx="3" fill="${palette.deep}" opacity="0.6"/>
    <rect x="92" y="30" width="56" height="24" rx="3" fill="${palette.deep}" opacity="0.45"/>
  </pattern>
</defs>`;

interface Scene {
  draw: () => string;
  /** The phone crop, 4:3, as a viewBox on the 1600x900 canvas: x, y, width, height. */
  phone: [number, number, number, number];
}

/** Each matches its alternative text in content/programmes.yaml. */
const programmes: Record<string, Scene> = {
  // A lone high-school speaker at a lectern delivering an original speech, cards in hand, a
  // timing light beside her and the audience's heads in front.
  "national-oratorical-challenge": {
    phone: [190, 30, 1147, 860],
    draw: () => `
      <rect width="${width}" height="${height}" fill="${palette.deep}"/>
      ${Array.from({ length: 25 }, (_, index) => `<rect x="${index * 66 + 12}" y="0" width="34" height="700" fill="${palette.night}" opacity="0.35"/>`).join("")}
      <circle cx="660" cy="380" r="420" fill="url(#halo)"/>
      <g opacity="0.9" fill="${palette.gold}">
        <path d="M1090 120 c-70 10 -110 60 -110 130 c0 50 30 80 70 80 c40 0 64 -28 64 -62 c0 -34 -24 -58 -58 -58 c4 -34 22 -56 50 -66 Z"/>
        <path d="M1250 120 c-70 10 -110 60 -110 130 c0 50 30 80 70 80 c40 0 64 -28 64 -62 c0 -34 -24 -58 -58 -58 c4 -34 22 -56 50 -66 Z"/>
      </g>
      <g stroke="${palette.mint}" stroke-width="14" stroke-linecap="round" opacity="0.45">
        <path d="M990 370 h330 M990 414 h270 M990 458 h300"/>
      </g>
      <rect x="0" y="700" width="${width}" height="200" fill="${palette.jade}"/>
      <rect x="0" y="700" width="${width}" height="8" fill="${palette.leaf}"/>
      ${Array.from({ length: 9 }, (_, index) => `<path d="M${index * 200 - 40} 900 L${index * 200 + 60} 708" stroke="${palette.deep}" stroke-width="3" opacity="0.5"/>`).join("")}
      ${person({ x: 640, y: 250, scale: 2.1, skin: skin(1), top: palette.cream, bottom: palette.night, hair: "puff", pose: "speak", accent: palette.jade })}
      <rect x="568" y="384" width="62" height="44" rx="4" fill="${palette.white}" transform="rotate(-8 599 406)"/>
      <path d="M580 398 h36 M582 410 h28" stroke="${palette.jade}" stroke-width="4" stroke-linecap="round" transform="rotate(-8 599 406)"/>
      <path d="M520 520 L800 520 L780 770 L540 770 Z" fill="${palette.night}"/>
      <rect x="500" y="506" width="320" height="24" rx="6" fill="${palette.gold}"/>
      <g transform="translate(660 600)">
        <path d="M-44 -40 h88 v40 c0 34 -22 54 -44 64 c-22 -10 -44 -30 -44 -64 Z" fill="${palette.jade}" stroke="${palette.gold}" stroke-width="6"/>
        <path d="M-26 -10 L0 12 L26 -10" stroke="${palette.gold}" stroke-width="8" fill="none" stroke-linecap="round"/>
      </g>
      <path d="M760 508 C760 440 720 400 690 372" stroke="${palette.shadow}" stroke-width="6" fill="none"/>
      <rect x="672" y="352" width="22" height="34" rx="11" fill="${palette.shadow}" transform="rotate(-40 683 369)"/>
      <rect x="1148" y="600" width="12" height="170" fill="${palette.shadow}"/>
      <rect x="1110" y="510" width="88" height="210" rx="14" fill="${palette.shadow}"/>
      <circle cx="1154" cy="552" r="40" fill="${palette.leaf}" opacity="0.25"/>
      <circle cx="1154" cy="552" r="22" fill="${palette.leaf}"/>
      <circle cx="1154" cy="615" r="22" fill="${palette.gold}" opacity="0.25"/>
      <circle cx="1154" cy="678" r="22" fill="#c0392b" opacity="0.25"/>
      ${seenFromBehind(260, 770, 1.6, palette.shadow, "puff")}
      ${seenFromBehind(1000, 800, 1.5, palette.shadow)}
      ${seenFromBehind(1420, 760, 1.7, palette.shadow, "bun")}`,
  },

  // Clubs from across the island meeting at a public showcase under a striped tent, a workshop
  // at a flip chart on one side, club groups with pennants on the other, the island behind.
  "national-debaters-week": {
    phone: [160, 40, 1147, 860],
    draw: () => `
      <rect width="${width}" height="${height}" fill="url(#daySky)"/>
      <circle cx="1440" cy="250" r="60" fill="${palette.gold}"/>
      <circle cx="1440" cy="250" r="105" fill="${palette.gold}" opacity="0.18"/>
      <g transform="translate(390 104) scale(3.5)">
        <path d="${jamaicaPath}" fill="${palette.mint}" opacity="0.5" stroke="${palette.mint}" stroke-width="1.2" stroke-linejoin="round"/>
      </g>
      ${[
        [20, 40],
        [55, 25],
        [80, 45],
        [120, 30],
        [150, 50],
        [185, 40],
        [215, 42],
      ]
        .map(([gx = 0, gy = 0]) => [390 + gx * 3.5, 104 + gy * 3.5])
        .map(
          ([px = 0, py = 0]) =>
            `<path d="M${px} ${py} Q${(px + 800) / 2} ${py - 70} 800 300" stroke="${palette.sun}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" fill="none" opacity="0.8"/>
            <circle cx="${px}" cy="${py}" r="11" fill="${palette.gold}" stroke="${palette.night}" stroke-width="4"/>`,
        )
        .join("")}
      <rect x="0" y="640" width="${width}" height="260" fill="${palette.jade}"/>
      <path d="M0 640 Q400 610 800 640 T1600 630 V660 H0 Z" fill="${palette.leaf}" opacity="0.6"/>
      <g>
        <path d="M520 420 L800 300 L1080 420 Z" fill="${palette.gold}"/>
        ${Array.from({ length: 7 }, (_, index) => `<path d="M800 300 L${540 + index * 80} 420 L${580 + index * 80} 420 Z" fill="${palette.cream}"/>`).join("")}
        <path d="M520 420 Q560 448 600 420 Q640 448 680 420 Q720 448 760 420 Q800 448 840 420 Q880 448 920 420 Q960 448 1000 420 Q1040 448 1080 420 Z" fill="${palette.gold}"/>
        <rect x="532" y="420" width="14" height="250" fill="${palette.cream}"/>
        <rect x="1054" y="420" width="14" height="250" fill="${palette.cream}"/>
        <rect x="560" y="600" width="480" height="70" fill="${palette.deep}"/>
        <rect x="552" y="592" width="496" height="14" rx="5" fill="${palette.gold}"/>
      </g>
      ${person({ x: 800, y: 430, scale: 0.78, skin: skin(3), top: palette.gold, bottom: palette.night, hair: "short", pose: "open" })}
      <path d="M760 600 L760 490" stroke="${palette.shadow}" stroke-width="5"/>
      <rect x="752" y="478" width="16" height="24" rx="8" fill="${palette.shadow}"/>
      <g transform="translate(60 0)">
      <rect x="220" y="470" width="150" height="120" rx="6" fill="${palette.mist}" stroke="${palette.night}" stroke-width="6"/>
      <path d="M244 505 h80 M244 535 h100 M244 565 h60" stroke="${palette.jade}" stroke-width="9" stroke-linecap="round"/>
      <path d="M240 590 L210 720 M350 590 L380 720 M295 590 V710" stroke="${palette.night}" stroke-width="8" stroke-linecap="round"/>
      ${person({ x: 150, y: 500, scale: 0.85, skin: skin(0), top: palette.mint, bottom: palette.deep, hair: "locs", pose: "point" })}
      ${seenFromBehind(200, 780, 0.82, palette.mint)}${seenFromBehind(305, 796, 0.86, palette.sun, "puff")}${seenFromBehind(410, 782, 0.82, palette.leaf, "bun")}
      </g>
      ${(
        [
          [1160, 560, palette.mint, 0],
          [1290, 575, palette.sun, 2],
          [1420, 555, palette.leaf, 4],
        ] as const
      )
        .map(
          ([cx, cy, shirt, tone], group) =>
            `${person({ x: cx - 44, y: cy + 20, scale: 0.62, skin: skin(tone), top: shirt, bottom: palette.night, hair: (["short", "puff", "bun"] as const)[group % 3] })}
            ${person({ x: cx + 40, y: cy + 26, scale: 0.6, skin: skin(tone + 1), top: shirt, bottom: palette.deep, hair: (["locs", "short", "long"] as const)[group % 3] })}
            ${person({ x: cx, y: cy, scale: 0.66, skin: skin(tone + 3), top: shirt, bottom: palette.night, hair: (["bun", "bald", "short"] as const)[group % 3], pose: "point" })}
            <path d="M${cx + 68} ${cy + 14} v-110" stroke="${palette.shadow}" stroke-width="5"/>
            <path d="M${cx + 70} ${cy - 96} l70 22 l-70 22 Z" fill="${shirt}" stroke="${palette.night}" stroke-width="4"/>`,
        )
        .join("")}
      ${bunting(70, 54, 28, 16, [palette.gold, palette.cream, palette.mint, palette.sun])}
      ${seenFromBehind(660, 800, 1.1, palette.night, "puff")}${seenFromBehind(800, 816, 1.15, palette.deep)}${seenFromBehind(940, 798, 1.1, palette.night, "bun")}`,
  },

  // An evening of spoken word: a performer at a microphone under string lights, a brick wall
  // and an arched window with the moon, listeners at candlelit tables, one snapping.
  "speech-and-poetry-slam": {
    phone: [340, 40, 1147, 860],
    draw: () => `
      <rect width="${width}" height="${height}" fill="url(#bricks)"/>
      <rect width="${width}" height="${height}" fill="${palette.shadow}" opacity="0.25"/>
      <path d="M180 560 V250 a150 150 0 0 1 300 0 V560 Z" fill="url(#dusk)" stroke="${palette.deep}" stroke-width="18"/>
      <path d="M330 100 V560 M180 330 H480" stroke="${palette.deep}" stroke-width="10"/>
      <circle cx="400" cy="220" r="44" fill="${palette.sun}"/>
      <circle cx="422" cy="206" r="40" fill="${palette.shadow}"/>
      ${Array.from({ length: 9 }, (_, index) => `<circle cx="${200 + ((index * 71) % 260)}" cy="${150 + ((index * 97) % 380)}" r="${2 + (index % 2)}" fill="${palette.sun}"/>`).join("")}
      ${stringLights(0, 60, 1600, 90, 60, 14)}
      ${stringLights(0, 170, 1600, 130, 40, 12)}
      <rect x="0" y="690" width="${width}" height="210" fill="${palette.shadow}"/>
      <ellipse cx="930" cy="700" rx="360" ry="60" fill="url(#pool)"/>
      <ellipse cx="930" cy="420" rx="300" ry="320" fill="url(#pool)" opacity="0.7"/>
      <g stroke="${palette.cream}" stroke-linecap="round" fill="none">
        <path d="M1070 700 V470" stroke-width="8"/>
        <path d="M1030 704 h80" stroke-width="10"/>
        <path d="M1070 470 L990 352" stroke-width="7"/>
      </g>
      ${person({ x: 930, y: 290, scale: 1.85, skin: skin(3), top: palette.gold, bottom: palette.deep, hair: "locs", hairColour: hairColours[1], pose: "mic" })}
      <rect x="962" y="306" width="30" height="52" rx="15" fill="${palette.cream}" transform="rotate(-34 977 332)"/>
      <g transform="translate(1280 600)">
        <rect x="-50" y="0" width="100" height="14" rx="5" fill="${palette.gold}"/>
        <path d="M-40 14 L-52 104 M40 14 L52 104 M-34 70 H34" stroke="${palette.gold}" stroke-width="8" stroke-linecap="round"/>
        <rect x="-30" y="-16" width="56" height="16" rx="2" fill="${palette.mint}" transform="rotate(-6)"/>
      </g>
      ${(
        [
          [250, 790],
          [760, 820],
          [1390, 800],
        ] as const
      )
        .map(
          ([tx, ty]) => `<ellipse cx="${tx}" cy="${ty}" rx="120" ry="22" fill="${palette.deep}"/>
            <rect x="${tx - 8}" y="${ty}" width="16" height="100" fill="${palette.deep}"/>
            <circle cx="${tx}" cy="${ty - 28}" r="34" fill="url(#bulbGlow)"/>
            <rect x="${tx - 9}" y="${ty - 22}" width="18" height="18" rx="3" fill="${palette.cream}"/>
            <path d="M${tx} ${ty - 36} q8 8 0 14 q-8 -6 0 -14 Z" fill="${palette.gold}"/>`,
        )
        .join("")}
      ${seenFromBehind(130, 790, 1.25, palette.deep, "puff")}
      <path d="M600 840 L630 730" stroke="${palette.deep}" stroke-width="24" stroke-linecap="round"/>
      <circle cx="632" cy="722" r="15" fill="${skin(1)}"/>
      <path d="M604 700 l-16 -14 M628 686 l-2 -20 M652 694 l12 -14" stroke="${palette.sun}" stroke-width="5" stroke-linecap="round"/>
      ${seenFromBehind(560, 810, 1.3, palette.deep)}
      ${seenFromBehind(680, 842, 1.2, palette.deep, "bun")}
      ${seenFromBehind(1530, 800, 1.3, palette.deep)}`,
  },

  // Coaching first: a coach at a whiteboard of linked boxes, students at a table with notes;
  // then the open tournament: two teams at facing tables, a speaker on her feet, a timekeeper
  // and the draw on the wall.
  "debate-academy-and-open": {
    phone: [120, 40, 1147, 860],
    draw: () => `
      <rect width="${width}" height="${height}" fill="${palette.jade}"/>
      <path d="M820 0 H1600 V900 H740 Z" fill="${palette.deep}"/>
      <rect x="0" y="660" width="${width}" height="240" fill="${palette.night}"/>
      <path d="M740 900 L820 660 H1600 V900 Z" fill="${palette.shadow}" opacity="0.6"/>
      <rect x="250" y="110" width="440" height="270" rx="12" fill="${palette.mist}" stroke="${palette.night}" stroke-width="10"/>
      <g stroke="${palette.jade}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round">
        <rect x="285" y="160" width="100" height="64" rx="8"/>
        <rect x="420" y="160" width="100" height="64" rx="8"/>
        <rect x="555" y="160" width="100" height="64" rx="8"/>
        <path d="M388 192 h26 m-10 -10 l10 10 l-10 10 M523 192 h26 m-10 -10 l10 10 l-10 10"/>
        <path d="M300 280 h160 M300 320 h230"/>
      </g>
      <circle cx="605" cy="192" r="52" fill="none" stroke="${palette.gold}" stroke-width="8"/>
      <rect x="330" y="380" width="280" height="14" rx="5" fill="${palette.night}"/>
      ${person({ x: 200, y: 300, scale: 1.25, skin: skin(2), top: palette.gold, bottom: palette.night, hair: "bald", pose: "point" })}
      ${person({ x: 380, y: 530, scale: 1.05, skin: skin(4), top: palette.mint, hair: "long", seated: true, pose: "rest" })}
      ${person({ x: 560, y: 520, scale: 1.05, skin: skin(0), top: palette.leaf, hair: "puff", seated: true, pose: "cards" })}
      ${table(280, 650, 380, 130, palette.shadow, palette.gold)}
      <rect x="320" y="626" width="90" height="26" rx="3" fill="${palette.cream}" transform="rotate(-4 365 639)"/>
      <rect x="520" y="620" width="100" height="32" rx="4" fill="${palette.mint}"/>
      <g transform="translate(760 470)">
        <path d="M0 -40 L56 0 L0 40 Z" fill="${palette.gold}"/>
        <path d="M-50 -40 L6 0 L-50 40 Z" fill="${palette.gold}" opacity="0.5"/>
      </g>
      <g stroke="${palette.mint}" stroke-width="6" fill="none" opacity="0.85">
        <path d="M1010 120 h70 v50 h-70 M1010 220 h70 v-50 M1080 145 h60"/>
        <path d="M1010 280 h70 v50 h-70 M1010 380 h70 v-50 M1080 305 h60"/>
        <path d="M1140 145 h40 v160 h-40 M1180 225 h70"/>
      </g>
      <circle cx="1290" cy="225" r="34" fill="${palette.gold}"/>
      <path d="M1274 214 h32 v8 c0 12 -8 18 -16 20 c-8 -2 -16 -8 -16 -20 Z M1284 242 h12 v10 h-12 Z" fill="${palette.night}"/>
      ${person({ x: 940, y: 560, scale: 0.9, skin: skin(1), top: palette.leaf, hair: "short", seated: true, pose: "rest" })}
      ${person({ x: 1060, y: 560, scale: 0.9, skin: skin(3), top: palette.leaf, hair: "buns", seated: true, pose: "cards" })}
      ${table(880, 650, 250, 110, palette.jade, palette.mint)}
      ${person({ x: 1400, y: 560, scale: 0.9, skin: skin(4), top: palette.sun, hair: "locs", seated: true, pose: "rest" })}
      ${person({ x: 1520, y: 560, scale: 0.9, skin: skin(0), top: palette.sun, hair: "short", seated: true, pose: "rest" })}
      ${table(1340, 650, 250, 110, palette.jade, palette.mint)}
      ${person({ x: 1240, y: 420, scale: 1.05, skin: skin(2), top: palette.cream, bottom: palette.night, hair: "bun", pose: "open", accent: palette.gold })}
      <path d="M1218 830 L1250 730" stroke="${palette.mint}" stroke-width="24" stroke-linecap="round"/>
      <rect x="1222" y="664" width="64" height="46" rx="5" fill="${palette.gold}" transform="rotate(8 1254 687)"/>
      <circle cx="1252" cy="722" r="14" fill="${skin(1)}"/>
      ${seenFromBehind(1180, 820, 1.1, palette.mint)}`,
  },

  // The collegiate championship in a parliamentary chamber, seen down its aisle: tiers of green
  // benches on both sides running to the Speaker's chair, university teams seated on them, the
  // table of the house with the mace, and a speaker on his feet at the dispatch box.
  "national-collegiate-debating-championship": {
    phone: [226, 40, 1147, 860],
    draw: () => {
      // One-point perspective: a point (x across, h up, z away) in metres, the eye 1.5 m up.
      const focal = 560;
      const eye = 1.5;
      const horizon = 300;
      const project = (x: number, h: number, z: number) =>
        `${(800 + (focal * x) / z).toFixed(1)} ${(horizon + (focal * (eye - h)) / z).toFixed(1)}`;
      const quad = (corners: [number, number, number][], fill: string, extra = "") =>
        `<path d="M${corners.map((corner) => project(...corner)).join(" L")} Z" fill="${fill}" ${extra}/>`;
      const near = 1.1;
      const far = 12.5;
      const aisle = 1.7;
      const seatDepth = 0.62;
      const rise = 0.42;
      const tiers = [0, 1, 2].map((tier) => ({
        inner: aisle + tier * seatDepth,
        seat: 0.45 + tier * rise,
      }));
      const wall = aisle + tiers.length * seatDepth;
      const blazers = [palette.night, palette.shadow, palette.night, palette.deep] as const;
      const hairs = ["short", "puff", "locs", "bun", "long", "short", "bald"] as const;
      /** A seated student on a tier at depth z, on the left (-1) or right (1) side. */
      const student = (side: -1 | 1, tier: number, z: number, index: number) => {
        const spot = tiers[tier];
        if (!spot) return "";
        const scale = (focal * 0.78) / (122 * z);
        const x = side * (spot.inner + seatDepth * 0.5);
        const [sx = 0, sy = 0] = project(x, spot.seat, z).split(" ").map(Number);
        return person({
          x: sx,
          y: sy - 120 * scale,
          scale,
          skin: skin(index),
          top: blazers[index % blazers.length] ?? palette.night,
          hair: hairs[index % hairs.length],
          seated: true,
          pose: "rest",
          accent: index % 3 === 1 ? palette.mint : palette.gold,
        });
      };
      const side = (sign: -1 | 1) =>
        [...tiers]
          .map((spot, tier) => ({ spot, tier }))
          .reverse()
          .map(({ spot, tier }) => {
            const x0 = sign * spot.inner;
            const x1 = sign * (spot.inner + seatDepth);
            const riser = quad(
              [
                [x0, spot.seat, near],
                [x0, spot.seat - rise - 0.05, near],
                [x0, spot.seat - rise - 0.05, far],
                [x0, spot.seat, far],
              ],
              palette.deep,
            );
            const seat = quad(
              [
                [x0, spot.seat, near],
                [x1, spot.seat, near],
                [x1, spot.seat, far],
                [x0, spot.seat, far],
              ],
              tier % 2 ? palette.leaf : palette.jade,
            );
            const back = quad(
              [
                [x1, spot.seat, near],
                [x1, spot.seat + 0.5, near],
                [x1, spot.seat + 0.5, far],
                [x1, spot.seat, far],
              ],
              tier % 2 ? palette.jade : palette.leaf,
            );
            const depths = [10.5, 8.4, 6.6, 5.1, 3.9, 3, 2.3].filter(
              (_, index) => (index + tier + (sign === 1 ? 1 : 0)) % 3 !== 2,
            );
            const people = depths
              .map((z, index) =>
                student(sign, tier, z, index * 3 + tier * 2 + (sign === 1 ? 1 : 0)),
              )
              .join("");
            return back + riser + seat + people;
          })
          .join("");
      const windows = [
        [3.2, 4.3],
        [5.4, 6.3],
        [7.6, 8.3],
        [9.8, 10.4],
      ]
        .map(([z0 = 0, z1 = 0]) =>
          ([-1, 1] as const)
            .map((sign) =>
              quad(
                [
                  [sign * wall, 2.4, z0],
                  [sign * wall, 4.6, z0],
                  [sign * wall, 4.6, z1],
                  [sign * wall, 2.4, z1],
                ],
                palette.mint,
                'opacity="0.22"',
              ),
            )
            .join(""),
        )
        .join("");
      const chair = (() => {
        const [left = 0, top = 0] = project(-0.75, 3.4, far).split(" ").map(Number);
        const [right = 0, bottom = 0] = project(0.75, 0, far).split(" ").map(Number);
        const w = right - left;
        const h = bottom - top;
        return `<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${palette.deep}" stroke="${palette.gold}" stroke-width="4"/>
          <path d="M${left - 8} ${top} L${left + w / 2} ${top - h * 0.22} L${right + 8} ${top} Z" fill="${palette.gold}"/>
          <rect x="${left + w * 0.2}" y="${top + h * 0.2}" width="${w * 0.6}" height="${h * 0.8}" rx="6" fill="${palette.jade}"/>
          ${person({ x: left + w / 2, y: top + h * 0.42, scale: h / 420, skin: skin(3), top: palette.shadow, hair: "short", seated: true, pose: "rest" })}`;
      })();
      const tableTop = 0.78;
      return `
      <rect width="${width}" height="${height}" fill="${palette.shadow}"/>
      ${quad(
        [
          [-wall, 0, far],
          [-wall, 6, far],
          [wall, 6, far],
          [wall, 0, far],
        ],
        palette.night,
      )}
      ${([-1, 1] as const)
        .map((sign) =>
          quad(
            [
              [sign * wall, 0, near],
              [sign * wall, 6, near],
              [sign * wall, 6, far],
              [sign * wall, 0, far],
            ],
            palette.night,
          ),
        )
        .join("")}
      ${windows}
      ${([-1, 1] as const)
        .map((sign) =>
          quad(
            [
              [sign * wall, 2.1, near],
              [sign * wall, 2.2, near],
              [sign * wall, 2.2, far],
              [sign * wall, 2.1, far],
            ],
            palette.gold,
            'opacity="0.7"',
          ),
        )
        .join("")}
      ${chair}
      ${quad(
        [
          [-aisle, 0, near],
          [aisle, 0, near],
          [aisle, 0, far],
          [-aisle, 0, far],
        ],
        palette.deep,
      )}
      ${([-1, 1] as const)
        .map((sign) =>
          quad(
            [
              [sign * 1.35, 0, near],
              [sign * 1.4, 0, near],
              [sign * 1.4, 0, far],
              [sign * 1.35, 0, far],
            ],
            palette.gold,
            'opacity="0.8"',
          ),
        )
        .join("")}
      ${side(-1)}${side(1)}
      ${quad(
        [
          [-0.7, 0, 3.4],
          [0.7, 0, 3.4],
          [0.7, tableTop, 3.4],
          [-0.7, tableTop, 3.4],
        ],
        palette.night,
      )}
      ${quad(
        [
          [-0.7, tableTop, 3.4],
          [0.7, tableTop, 3.4],
          [0.7, tableTop, 9.5],
          [-0.7, tableTop, 9.5],
        ],
        palette.jade,
      )}
      ${quad(
        [
          [-0.06, tableTop + 0.02, 4.6],
          [0.06, tableTop + 0.02, 4.6],
          [0.06, tableTop + 0.02, 7.4],
          [-0.06, tableTop + 0.02, 7.4],
        ],
        palette.gold,
      )}
      ${([-1, 1] as const)
        .map((sign) =>
          quad(
            [
              [sign * 0.45 - 0.2, tableTop, 3.45],
              [sign * 0.45 + 0.2, tableTop, 3.45],
              [sign * 0.45 + 0.2, tableTop + 0.24, 3.45],
              [sign * 0.45 - 0.2, tableTop + 0.24, 3.45],
            ],
            palette.gold,
          ),
        )
        .join("")}
      ${(() => {
        const z = 3;
        const scale = (focal * 1.5) / (224 * z);
        const [sx = 0, sy = 0] = project(0.95, 0, z).split(" ").map(Number);
        return person({
          x: sx,
          y: sy - 224 * scale,
          scale,
          skin: skin(0),
          top: palette.night,
          bottom: palette.shadow,
          hair: "short",
          pose: "open",
          accent: palette.gold,
        });
      })()}
      <rect x="300" y="680" width="1000" height="16" rx="8" fill="${palette.gold}"/>
      <rect x="310" y="692" width="12" height="208" fill="${palette.gold}"/><rect x="1278" y="692" width="12" height="208" fill="${palette.gold}"/>
      ${seenFromBehind(590, 740, 1.5, palette.night, "puff")}${seenFromBehind(800, 756, 1.55, palette.shadow)}${seenFromBehind(1010, 740, 1.5, palette.night, "bun")}
      <rect x="880" y="760" width="80" height="52" rx="4" fill="${palette.cream}" transform="rotate(-10 920 786)"/>
      <path d="M894 778 h48 M896 794 h36" stroke="${palette.jade}" stroke-width="6" stroke-linecap="round" transform="rotate(-10 920 786)"/>`;
    },
  },

  // Great speeches of the past, re-performed: a theatre's curtained stage under a laurel wreath,
  // a speaker in a tailcoat and top hat reading from an unrolled scroll, a performer in a long
  // gown, a writing desk with a quill and candles, footlights along the stage.
  classics: {
    phone: [226, 0, 1147, 860],
    draw: () => `
      <rect width="${width}" height="${height}" fill="${palette.shadow}"/>
      <rect x="170" y="120" width="1260" height="640" fill="${palette.night}"/>
      ${Array.from({ length: 12 }, (_, index) => `<path d="M${170 + index * 105} 120 q40 320 0 640 h105 q-40 -320 0 -640 Z" fill="${index % 2 ? palette.deep : palette.night}" opacity="0.9"/>`).join("")}
      <circle cx="800" cy="480" r="360" fill="url(#halo)"/>
      <path d="M170 120 H560 Q470 380 300 440 Q250 470 260 760 H170 Z" fill="${palette.jade}"/>
      <path d="M1430 120 H1040 Q1130 380 1300 440 Q1350 470 1340 760 H1430 Z" fill="${palette.jade}"/>
      ${[230, 300, 370, 440].map((x) => `<path d="M${x} 120 Q${x - 20 + (x - 170) * 0.1} 300 ${x * 0.5 + 130} ${430 + (x - 230) * 0.05}" stroke="${palette.deep}" stroke-width="8" fill="none"/>`).join("")}
      ${[1370, 1300, 1230, 1160].map((x) => `<path d="M${x} 120 Q${x + 20 - (1430 - x) * 0.1} 300 ${x * 0.5 + 670} ${430 + (1370 - x) * 0.05}" stroke="${palette.deep}" stroke-width="8" fill="none"/>`).join("")}
      <path d="M290 440 q-20 30 -6 60 M1310 440 q20 30 6 60" stroke="${palette.gold}" stroke-width="10" fill="none" stroke-linecap="round"/>
      <circle cx="287" cy="506" r="14" fill="${palette.gold}"/><circle cx="1313" cy="506" r="14" fill="${palette.gold}"/>
      <path d="M170 120 H1430 V180 Q1395 214 1360 180 Q1325 214 1290 180 Q1255 214 1220 180 Q1185 214 1150 180 Q1115 214 1080 180 Q1045 214 1010 180 Q975 214 940 180 Q905 214 870 180 Q835 214 800 180 Q765 214 730 180 Q695 214 660 180 Q625 214 590 180 Q555 214 520 180 Q485 214 450 180 Q415 214 380 180 Q345 214 310 180 Q275 214 240 180 Q205 214 170 180 Z" fill="${palette.deep}" stroke="${palette.gold}" stroke-width="5"/>
      ${[60, 1470]
        .map(
          (
            x,
          ) => `<rect x="${x}" y="110" width="70" height="660" fill="${palette.sun}" opacity="0.85"/>
            ${[0, 1, 2].map((line) => `<rect x="${x + 14 + line * 18}" y="130" width="6" height="620" rx="3" fill="${palette.gold}"/>`).join("")}
            <rect x="${x - 14}" y="90" width="98" height="26" rx="4" fill="${palette.gold}"/>
            <rect x="${x - 14}" y="764" width="98" height="26" rx="4" fill="${palette.gold}"/>`,
        )
        .join("")}
      <g transform="translate(800 66)">
        ${laurel(0, 0, 36, 1, 6, palette.gold)}${laurel(0, 0, 36, -1, 6, palette.gold)}
      </g>
      <rect x="120" y="760" width="1360" height="40" fill="${palette.jade}"/>
      <rect x="120" y="760" width="1360" height="8" fill="${palette.gold}"/>
      ${Array.from({ length: 13 }, (_, index) => `<ellipse cx="${200 + index * 100}" cy="790" rx="60" ry="24" fill="url(#bulbGlow)"/><path d="M${184 + index * 100} 800 a16 12 0 0 1 32 0 Z" fill="${palette.sun}"/>`).join("")}
      ${person({ x: 560, y: 470, scale: 1.2, skin: skin(4), top: palette.leaf, bottom: palette.gold, hair: "bun", hairColour: hairColours[2], pose: "heart", gown: true })}
      ${person({ x: 830, y: 372, scale: 1.72, skin: skin(0), top: palette.shadow, bottom: palette.night, hair: "tophat", pose: "scroll", accent: palette.gold, tails: true })}
      <g>
        <rect x="720" y="500" width="220" height="170" fill="${palette.cream}"/>
        <rect x="704" y="488" width="30" height="194" rx="15" fill="${palette.sun}" stroke="${palette.gold}" stroke-width="4"/>
        <rect x="926" y="488" width="30" height="194" rx="15" fill="${palette.sun}" stroke="${palette.gold}" stroke-width="4"/>
        <path d="M752 530 q20 -8 40 0 t40 0 t40 0 t40 0 M752 565 q20 -8 40 0 t40 0 t40 0 M752 600 q20 -8 40 0 t40 0 t40 0 t40 0 M752 635 q20 -8 40 0 t40 0" stroke="${palette.deep}" stroke-width="5" fill="none" stroke-linecap="round"/>
      </g>
      <g transform="translate(1140 610)">
        <rect x="-90" y="0" width="180" height="16" rx="4" fill="${palette.gold}"/>
        <path d="M-76 16 L-82 150 M76 16 L82 150" stroke="${palette.gold}" stroke-width="10" stroke-linecap="round"/>
        <rect x="-56" y="-16" width="40" height="18" rx="4" fill="${palette.night}"/>
        <path d="M-30 -14 C-10 -80 30 -110 54 -120 C30 -90 6 -50 -24 -14 Z" fill="${palette.cream}"/>
        <rect x="20" y="-10" width="52" height="12" rx="2" fill="${palette.sun}"/>
      </g>
      <g transform="translate(1270 560)">
        <path d="M-40 0 h80 M0 0 v60 M-36 70 h72" stroke="${palette.gold}" stroke-width="8" stroke-linecap="round"/>
        ${[-40, 0, 40].map((dx) => `<rect x="${dx - 7}" y="-46" width="14" height="46" rx="3" fill="${palette.cream}"/><circle cx="${dx}" cy="-60" r="26" fill="url(#bulbGlow)"/><path d="M${dx} -66 q7 8 0 14 q-7 -6 0 -14 Z" fill="${palette.gold}"/>`).join("")}
      </g>
      ${seenFromBehind(260, 850, 1.15, palette.night, "puff")}${seenFromBehind(470, 866, 1.2, palette.night)}
      ${seenFromBehind(1130, 860, 1.2, palette.night, "bun")}${seenFromBehind(1350, 850, 1.15, palette.night)}`,
  },
};

/** Renders a drawing to a JPEG: the whole canvas at its size, or a crop of it (a viewBox) at `size`. */
async function renderSvg(
  body: string,
  file: string,
  size: [number, number],
  viewBox: [number, number, number, number] = [0, 0, width, height],
  quality = 86,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(" ")}" width="${size[0]}" height="${size[1]}">${defs}${programmeDefs}${body}</svg>`;
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toFile(file);
  console.log(
    `${path.relative(process.cwd(), file)}: ${info.width}x${info.height}, ${(info.size / 1000).toFixed(1)} kB`,
  );
}

/** Which scenes to draw: all, or those named on the command line ("programmes/classics", "articles"). */
const wanted = process.argv.slice(2);
const chosen = (name: string) =>
  wanted.length === 0 || wanted.some((want) => name === want || name.startsWith(`${want}/`));

async function render(
  folder: string,
  scenes: Record<string, () => string>,
  size: [number, number],
) {
  for (const [name, draw] of Object.entries(scenes)) {
    if (!chosen(`${folder}/${name}`)) continue;
    [width, height] = size;
    await renderSvg(draw(), path.join(assetsDir, folder, `${name}.jpg`), size);
  }
}

await render("banners", banners, [1600, 640]);
await render("articles", articles, [1600, 900]);
for (const [name, scene] of Object.entries(programmes)) {
  if (!chosen(`programmes/${name}`)) continue;
  [width, height] = [1600, 900];
  const drawing = scene.draw();
  // Quality 78: these scenes have more detail than the banners; at 78 no edge rings, and each file
  // stays under 75 kB (the build makes the copies visitors get: 6 to 15 kB AVIF at 800 px).
  await renderSvg(
    drawing,
    path.join(assetsDir, "programmes", `${name}.jpg`),
    [1600, 900],
    undefined,
    78,
  );
  // The phone crop: 4:3, at 1200x900, enough for a 390 px phone at 3x.
  await renderSvg(
    drawing,
    path.join(assetsDir, "programmes", `${name}-phone.jpg`),
    [1200, 900],
    scene.phone,
    78,
  );
}
