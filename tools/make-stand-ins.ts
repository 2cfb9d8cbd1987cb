// Renders the stand-in photographs of the tests' own content (tests/content/assets/stand-ins/):
// for five of the pages with a place for a picture (app/content/sets.ts, pagesWithPicture), a 3:2 scene
// at 1600 x 1067, <page>.jpg, and its phone crop at 4:3, 1200 x 900, <page>-phone.jpg, cut around
// the scene's subject. They stand in for the photographs the association will send: soft light,
// depth and grain like a photo taken at an event, and faceless silhouettes, never a real person.
// The content marks every one a sample (the check refuses a stand-in's path without the mark), so
// the pages and `npm run content:report` say so. The JPEGs are committed; re-run after a change:
//   npx tsx tools/make-stand-ins.ts [page ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { PageWithPicture } from "../app/content/sets";

const width = 1600;
const height = 1067;
const outDir = path.resolve(import.meta.dirname, "../tests/content/assets/stand-ins");

interface Scene {
  /** The light's colours, from the top of the room to the floor. */
  sky: [string, string, string];
  /** Where the light comes from, as a fraction of the width and height. */
  light: [number, number];
  glow: string;
  /** The silhouettes' colour and the subject's place (the focal point, as fractions). */
  figures: string;
  subject: [number, number];
  /** How many people fill the room, and how bright the out-of-focus lights are. */
  crowd: number;
  bokeh: number;
}

// Bright and dark scenes alike, so the dark theme's treatment shows on both.
// Five of the pages with a place for a picture get a stand-in photograph; the others keep the
// site's illustration, so the tests' build shows both.
const standInPages = [
  "about-jade",
  "donate",
  "contact",
  "jade-services",
  "results",
] as const satisfies readonly PageWithPicture[];

const scenes: Record<(typeof standInPages)[number], Scene> = {
  "about-jade": {
    sky: ["#f4efe4", "#d9cdb6", "#8a7a62"],
    light: [0.2, 0.15],
    glow: "#fff6dc",
    figures: "#3b3328",
    subject: [0.35, 0.45],
    crowd: 7,
    bokeh: 0.25,
  },
  donate: {
    sky: ["#fbe3b8", "#e0a45e", "#5a3418"],
    light: [0.7, 0.1],
    glow: "#ffe9b0",
    figures: "#2a1a10",
    subject: [0.6, 0.5],
    crowd: 5,
    bokeh: 0.5,
  },
  contact: {
    sky: ["#e6f0f2", "#b8cdd2", "#4f6367"],
    light: [0.85, 0.3],
    glow: "#ffffff",
    figures: "#23302f",
    subject: [0.4, 0.55],
    crowd: 3,
    bokeh: 0.2,
  },
  "jade-services": {
    sky: ["#dcefe4", "#8fc1a6", "#1f4a38"],
    light: [0.3, 0.05],
    glow: "#f3fff6",
    figures: "#10281e",
    subject: [0.5, 0.5],
    crowd: 9,
    bokeh: 0.35,
  },
  results: {
    sky: ["#2b2340", "#16122a", "#07060d"],
    light: [0.5, 0.0],
    glow: "#ffd98a",
    figures: "#050408",
    subject: [0.5, 0.6],
    crowd: 11,
    bokeh: 0.9,
  },
};

/** A repeatable sequence of numbers in [0, 1): the same scene every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A faceless person from behind or the side: head and shoulders, at (x, y), `size` tall. */
function person(x: number, y: number, size: number, colour: string): string {
  const head = size * 0.16;
  return `<g fill="${colour}">
    <ellipse cx="${x}" cy="${y + head}" rx="${head * 0.85}" ry="${head}"/>
    <path d="M${x - size * 0.32} ${y + size} C${x - size * 0.3} ${y + size * 0.45} ${x - size * 0.12} ${y + size * 0.36} ${x} ${y + size * 0.36} C${x + size * 0.12} ${y + size * 0.36} ${x + size * 0.3} ${y + size * 0.45} ${x + size * 0.32} ${y + size} Z"/>
  </g>`;
}

function sceneSvg(scene: Scene, random: () => number): string {
  const [lx, ly] = scene.light;
  const [sx, sy] = scene.subject;
  const bokeh = Array.from({ length: 40 }, () => {
    const r = 12 + random() * 46;
    return `<circle cx="${random() * width}" cy="${random() * height * 0.55}" r="${r}" fill="${scene.glow}" opacity="${(0.08 + random() * 0.25) * scene.bokeh}"/>`;
  }).join("");
  // The room's people, out of focus behind and in front of the subject.
  const crowd = Array.from({ length: scene.crowd }, (_, index) => {
    const x = ((index + 0.5) / scene.crowd) * width + (random() - 0.5) * 80;
    const size = 380 + random() * 160;
    return person(x, height - size * 0.7, size, scene.figures);
  }).join("");
  const subjectSize = 620;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${scene.sky[0]}"/>
        <stop offset="0.55" stop-color="${scene.sky[1]}"/>
        <stop offset="1" stop-color="${scene.sky[2]}"/>
      </linearGradient>
      <radialGradient id="light" cx="${lx}" cy="${ly}" r="0.75">
        <stop offset="0" stop-color="${scene.glow}" stop-opacity="0.9"/>
        <stop offset="1" stop-color="${scene.glow}" stop-opacity="0"/>
      </radialGradient>
      <filter id="far"><feGaussianBlur stdDeviation="14"/></filter>
      <filter id="near"><feGaussianBlur stdDeviation="26"/></filter>
      <filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#room)"/>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <g filter="url(#far)">${bokeh}</g>
    <g filter="url(#soft)">
      ${person(sx * width, sy * height - subjectSize * 0.3, subjectSize, scene.figures)}
      <path d="M${sx * width - 170} ${sy * height + 140} h340 l-30 ${height} h-280 z" fill="${scene.figures}" opacity="0.95"/>
    </g>
    <g filter="url(#near)" opacity="0.85">${crowd}</g>
  </svg>`;
}

/** Grain, as a photo's sensor leaves it: a little noise on every pixel. */
async function withGrain(image: Buffer, random: () => number): Promise<Buffer> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += info.channels) {
    const grain = (random() + random() - 1) * 14;
    for (let channel = 0; channel < 3; channel += 1)
      data[index + channel] = Math.max(0, Math.min(255, (data[index + channel] ?? 0) + grain));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

const chosen = (process.argv.slice(2) as (typeof standInPages)[number][]).filter((page) =>
  (standInPages as readonly string[]).includes(page),
);
mkdirSync(outDir, { recursive: true });
for (const page of chosen.length > 0 ? chosen : standInPages) {
  const scene = scenes[page];
  const random = seeded(page.length * 7919 + page.charCodeAt(0));
  const drawn = await sharp(Buffer.from(sceneSvg(scene, random)))
    .png()
    .toBuffer();
  const photo = await withGrain(drawn, random);
  await sharp(photo)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(outDir, `${page}.jpg`));
  // The phone crop: the full height at 4:3, around the subject, as a photographer would cut it.
  const cropWidth = Math.round((height * 4) / 3);
  const left = Math.max(
    0,
    Math.min(width - cropWidth, Math.round(scene.subject[0] * width - cropWidth / 2)),
  );
  await sharp(photo)
    .extract({ left, top: 0, width: cropWidth, height })
    .resize(1200, 900)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(outDir, `${page}-phone.jpg`));
  console.log(`tests/content/assets/stand-ins/${page}.jpg and ${page}-phone.jpg`);
}
