// The drawing kit of the site's illustrations (tools/make-artwork.ts draws the scenes): JADE's
// palette, stylised faceless people, stage furniture, and the renderer that writes a scene to a
// JPEG. Every drawing is an SVG string on the current canvas.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brandColours } from "../../app/lib/brand";

/**
 * The canvas of the scene being drawn (banners are 1600x640, 5:2; article and programme pictures
 * 1600x900, 16:9; page illustrations 1600x1067, 3:2): set it before drawing a scene.
 */
export const canvas = { width: 1600, height: 640 };

// The scenes' names for the brand's colours (app/lib/brand.ts, the one palette).
export const palette = {
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

export const skinTones = ["#8d5524", "#c68642", "#a0522d", "#6b3e26", "#e0ac69"] as const;
/** Varied skin tones, by index. */
export const skin = (index: number): string => skinTones[index % skinTones.length] ?? skinTones[0];
export const bodies = [palette.leaf, palette.gold, palette.mint, palette.jade] as const;
export const body = (index: number): string => bodies[index % bodies.length] ?? bodies[0];

/** A faceless figure: head and shoulders, standing or seated, seen from the audience. */
export function figure(
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

export function audience(
  rowY: number,
  count: number,
  scale: number,
  colour: string,
  offset = 0,
): string {
  return Array.from({ length: count }, (_, index) => {
    const x = offset + (index + 0.5) * (canvas.width / count);
    return `<circle cx="${x}" cy="${rowY}" r="${26 * scale}" fill="${colour}"/>
      <path d="M${x - 40 * scale} ${rowY + 90 * scale} C${x - 40 * scale} ${rowY + 20 * scale} ${x + 40 * scale} ${rowY + 20 * scale} ${x + 40 * scale} ${rowY + 90 * scale} Z" fill="${colour}"/>`;
  }).join("");
}

export function lectern(x: number, y: number, colour: string, label?: string): string {
  return `<path d="M${x - 60} ${y} h120 l-14 150 h-92 Z" fill="${colour}"/>
    <rect x="${x - 70}" y="${y - 10}" width="140" height="16" rx="4" fill="${palette.gold}"/>
    ${label ? `<text x="${x}" y="${y + 70}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="26" fill="${palette.cream}" text-anchor="middle">${label}</text>` : ""}`;
}

export function spotlight(x: number, spread: number, opacity: number): string {
  return `<path d="M${x - 20} 0 L${x + 20} 0 L${x + spread} ${canvas.height} L${x - spread} ${canvas.height} Z" fill="url(#beam)" opacity="${opacity}"/>`;
}

export const defs = `<defs>
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

export const stage = (colour: string = palette.jade) =>
  `<rect x="0" y="470" width="${canvas.width}" height="170" fill="${colour}"/><rect x="0" y="462" width="${canvas.width}" height="10" fill="${palette.gold}"/>`;

export const stageAt = (y: number, colour: string = palette.jade) =>
  `<rect x="0" y="${y}" width="${canvas.width}" height="${canvas.height - y}" fill="${colour}"/><rect x="0" y="${y - 8}" width="${canvas.width}" height="10" fill="${palette.gold}"/>`;

export const trophy = (
  x: number,
  y: number,
  scale: number,
) => `<g transform="translate(${x} ${y}) scale(${scale})">
  <path d="M-70 -80 h140 v40 c0 70 -40 100 -70 110 c-30 -10 -70 -40 -70 -110 Z" fill="${palette.gold}"/>
  <path d="M-70 -60 c-60 0 -60 70 0 80 M70 -60 c60 0 60 70 0 80" stroke="${palette.gold}" stroke-width="14" fill="none"/>
  <rect x="-18" y="70" width="36" height="60" fill="${palette.gold}"/>
  <rect x="-60" y="128" width="120" height="30" rx="6" fill="${palette.sun}"/>
</g>`;

export const hairColours = ["#16110d", "#2b1a10", "#3b2314"] as const;
export type Hair = "short" | "puff" | "buns" | "locs" | "long" | "bald" | "tophat" | "bun";
export type Pose =
  "down" | "open" | "speak" | "cards" | "mic" | "point" | "scroll" | "rest" | "heart" | "cheer";

/** What every drawn person has: where, how large, and the colours of skin and clothes. */
export type Figure = Required<
  Pick<PersonOptions, "x" | "y" | "scale" | "skin" | "top" | "bottom">
> &
  Pick<PersonOptions, "hairColour">;

export interface PersonOptions {
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
export const poses: Record<Pose, [number, number][][]> = {
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
export function person(options: PersonOptions): string {
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
export function seenFromBehind(
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
export function table(x: number, y: number, w: number, h: number, colour: string, edge: string) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colour}"/>
    <rect x="${x - 8}" y="${y - 6}" width="${w + 16}" height="14" rx="5" fill="${edge}"/>`;
}

/** Jamaica's outline, stylised, on a 235 by 80 grid (west at the left). */
export const jamaicaPath =
  "M0 36 C8 26 24 18 46 14 C76 9 110 8 140 11 C170 14 198 20 222 30 L235 38 L232 47 L219 54 L201 57 L186 62 L178 67 L170 61 L156 62 L142 68 L130 78 L122 67 L102 62 L80 60 L58 58 L36 55 L16 50 L4 44 Z";

/** A string of bulbs hanging in a curve from (x1, y1) to (x2, y2), sagging by `sag`. */
export function stringLights(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  bulbs: number,
) {
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
export function bunting(
  y1: number,
  y2: number,
  sag: number,
  count: number,
  colours: readonly string[],
) {
  const cx = canvas.width / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const point = (t: number) => [
    2 * (1 - t) * t * cx + t ** 2 * canvas.width,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2,
  ];
  const flags = Array.from({ length: count }, (_, index) => {
    const [ax = 0, ay = 0] = point(index / count + 0.1 / count);
    const [bx = 0, by = 0] = point((index + 0.9) / count);
    const colour = colours[index % colours.length] ?? palette.gold;
    return `<path d="M${ax} ${ay} L${bx} ${by} L${(ax + bx) / 2} ${(ay + by) / 2 + 46} Z" fill="${colour}"/>`;
  }).join("");
  return `<path d="M0 ${y1} Q${cx} ${cy} ${canvas.width} ${y2}" stroke="${palette.cream}" stroke-width="3" fill="none" opacity="0.8"/>${flags}`;
}

/** A laurel branch of `leaves` pairs along an arc, for the classical scene. */
export function laurel(
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

export const programmeDefs = `<defs>
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

export interface Scene {
  draw: () => string;
  /** The phone crop, 4:3, as a viewBox on the 1600x900 canvas: x, y, width, height. */
  phone: [number, number, number, number];
}

/** Renders a drawing to a JPEG: the whole canvas at its size, or a crop of it (a viewBox) at `size`. */
export async function renderSvg(
  body: string,
  file: string,
  size: [number, number],
  viewBox: [number, number, number, number] = [0, 0, canvas.width, canvas.height],
  quality = 86,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(" ")}" width="${size[0]}" height="${size[1]}">${defs}${programmeDefs}${body}</svg>`;
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toFile(file);
  console.log(
    `${path.relative(process.cwd(), file)}: ${info.width}x${info.height}, ${(info.size / 1000).toFixed(1)} kB`,
  );
}
