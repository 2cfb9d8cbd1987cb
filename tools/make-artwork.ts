// Renders the five home-page banner illustrations into content/assets/banners/slide-N.jpg, the
// three Media Moments pictures into content/assets/articles/, and one scene for each programme
// into content/assets/programmes/<programme-id>.jpg (16:9) with its phone crop, <id>-phone.jpg (4:3).
// Original artwork drawn in code: stylised, faceless figures in JADE's palette, no photographs of
// real people. Every scene keeps a mid or deep background, so none glares on a dark page. The
// JPEGs are committed, so a build never needs this script; re-run it after changing a scene, naming
// what to draw (a folder or one scene) so the others stay as committed:
//   npx tsx tools/make-artwork.ts programmes/classics articles/adjudicators
import path from "node:path";
import {
  audience,
  body,
  bunting,
  canvas,
  figure,
  hairColours,
  jamaicaPath,
  laurel,
  lectern,
  palette,
  person,
  renderSvg,
  type Scene,
  seenFromBehind,
  skin,
  spotlight,
  stage,
  stageAt,
  stringLights,
  table,
  trophy,
} from "./artwork/kit";
import { pageScenes } from "./artwork/pages";

const assetsDir = path.resolve(import.meta.dirname, "../content/assets");

/** Each scene matches the alternative text written for it in content/home.yaml. */
const banners: Record<string, () => string> = {
  // Two teams at lecterns, a speaker at the centre podium, the audience in front.
  "slide-1": () => `
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#sky)"/>
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#glow)"/>
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
    <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.night}"/>
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
    ${Array.from({ length: 40 }, (_, index) => `<circle cx="${(index * 397) % canvas.width}" cy="${((index * 131) % 200) + 10}" r="${1 + (index % 3)}" fill="${palette.sun}" opacity="0.7"/>`).join("")}`,

  // Three adjudicators at a long table with score sheets, a round in progress behind them.
  "slide-3": () => `
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#sky)"/>
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
    <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.jade}"/>
    ${Array.from({ length: 16 }, (_, index) => `<rect x="${index * 100 + 40}" y="0" width="4" height="420" fill="${palette.deep}" opacity="0.5"/>`).join("")}
    <rect x="470" y="60" width="660" height="300" rx="12" fill="${palette.mist}" stroke="${palette.night}" stroke-width="10"/>
    <text x="520" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="${palette.jade}">Claim → Reason → Evidence</text>
    <path d="M520 190 h400 M520 240 h520 M520 290 h300" stroke="${palette.leaf}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>
    <circle cx="1010" cy="290" r="34" fill="none" stroke="${palette.gold}" stroke-width="10"/>
    ${figure(1230, 230, 1.2, palette.gold, skin(2), "point")}
    <rect x="0" y="420" width="${canvas.width}" height="220" fill="${palette.deep}"/>
    <rect x="0" y="414" width="${canvas.width}" height="8" fill="${palette.leaf}"/>
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
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#sky)"/>
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#glow)"/>
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
      const x = (index * 173) % canvas.width;
      const y = (index * 89) % 440;
      const colour = [palette.gold, palette.mint, palette.sun, palette.leaf][index % 4];
      return `<rect x="${x}" y="${y}" width="12" height="22" rx="3" fill="${colour}" transform="rotate(${(index * 37) % 90} ${x} ${y})"/>`;
    }).join("")}`,
};

/** Media Moments pictures, 16:9; each matches its alternative text in content/articles.yaml. */
const articles: Record<string, () => string> = {
  // Two school teams facing each other across a stage, a moderator at the centre.
  "debaters-week": () => `
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#sky)"/>
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#glow)"/>
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
    <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.night}"/>
    ${spotlight(800, 380, 1)}
    ${stageAt(650, palette.deep)}
    ${trophy(905, 250, 0.85)}
    ${figure(800, 380, 1.5, body(3), skin(1), "up")}
    ${lectern(800, 500, palette.jade)}
    ${audience(790, 9, 1.3, palette.shadow)}
    ${Array.from({ length: 60 }, (_, index) => {
      const x = (index * 173) % canvas.width;
      const y = (index * 89) % 520;
      return `<rect x="${x}" y="${y}" width="10" height="18" rx="3" fill="${[palette.gold, palette.mint, palette.sun][index % 3]}" transform="rotate(${(index * 37) % 90} ${x} ${y})"/>`;
    }).join("")}`,

  // Adjudicators in a row holding up their certificates. A deep jade room with a gold glow, not
  // white paper, so the picture does not glare on a dark page.
  adjudicators: () => `
    <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.deep}"/>
    ${Array.from({ length: 12 }, (_, index) => {
      const angle = (index / 12) * Math.PI * 2;
      return `<path d="M800 330 L${800 + Math.cos(angle) * 1200} ${330 + Math.sin(angle) * 1200} L${800 + Math.cos(angle + 0.18) * 1200} ${330 + Math.sin(angle + 0.18) * 1200} Z" fill="${palette.jade}" opacity="0.3"/>`;
    }).join("")}
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#glow)"/>
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
    <rect x="0" y="650" width="${canvas.width}" height="250" fill="${palette.night}"/>
    <rect x="0" y="642" width="${canvas.width}" height="10" fill="${palette.gold}"/>`,
};

// ---------------------------------------------------------------------------------------------
// The programmes: one scene each, 16:9, with a 4:3 phone crop of the same drawing (art direction:
// on a narrow screen the crop comes closer to the subject instead of shrinking the whole scene).

/** Each matches its alternative text in content/programmes.yaml. */
const programmes: Record<string, Scene> = {
  // A lone high-school speaker at a lectern delivering an original speech, cards in hand, a
  // timing light beside her and the audience's heads in front.
  "national-oratorical-challenge": {
    phone: [190, 30, 1147, 860],
    draw: () => `
      <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.deep}"/>
      ${Array.from({ length: 25 }, (_, index) => `<rect x="${index * 66 + 12}" y="0" width="34" height="700" fill="${palette.night}" opacity="0.35"/>`).join("")}
      <circle cx="660" cy="380" r="420" fill="url(#halo)"/>
      <g opacity="0.9" fill="${palette.gold}">
        <path d="M1090 120 c-70 10 -110 60 -110 130 c0 50 30 80 70 80 c40 0 64 -28 64 -62 c0 -34 -24 -58 -58 -58 c4 -34 22 -56 50 -66 Z"/>
        <path d="M1250 120 c-70 10 -110 60 -110 130 c0 50 30 80 70 80 c40 0 64 -28 64 -62 c0 -34 -24 -58 -58 -58 c4 -34 22 -56 50 -66 Z"/>
      </g>
      <g stroke="${palette.mint}" stroke-width="14" stroke-linecap="round" opacity="0.45">
        <path d="M990 370 h330 M990 414 h270 M990 458 h300"/>
      </g>
      <rect x="0" y="700" width="${canvas.width}" height="200" fill="${palette.jade}"/>
      <rect x="0" y="700" width="${canvas.width}" height="8" fill="${palette.leaf}"/>
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
      <rect width="${canvas.width}" height="${canvas.height}" fill="url(#daySky)"/>
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
      <rect x="0" y="640" width="${canvas.width}" height="260" fill="${palette.jade}"/>
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
      <rect width="${canvas.width}" height="${canvas.height}" fill="url(#bricks)"/>
      <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.shadow}" opacity="0.25"/>
      <path d="M180 560 V250 a150 150 0 0 1 300 0 V560 Z" fill="url(#dusk)" stroke="${palette.deep}" stroke-width="18"/>
      <path d="M330 100 V560 M180 330 H480" stroke="${palette.deep}" stroke-width="10"/>
      <circle cx="400" cy="220" r="44" fill="${palette.sun}"/>
      <circle cx="422" cy="206" r="40" fill="${palette.shadow}"/>
      ${Array.from({ length: 9 }, (_, index) => `<circle cx="${200 + ((index * 71) % 260)}" cy="${150 + ((index * 97) % 380)}" r="${2 + (index % 2)}" fill="${palette.sun}"/>`).join("")}
      ${stringLights(0, 60, 1600, 90, 60, 14)}
      ${stringLights(0, 170, 1600, 130, 40, 12)}
      <rect x="0" y="690" width="${canvas.width}" height="210" fill="${palette.shadow}"/>
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
      <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.jade}"/>
      <path d="M820 0 H1600 V900 H740 Z" fill="${palette.deep}"/>
      <rect x="0" y="660" width="${canvas.width}" height="240" fill="${palette.night}"/>
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
      <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.shadow}"/>
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
      <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.shadow}"/>
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
    [canvas.width, canvas.height] = size;
    await renderSvg(draw(), path.join(assetsDir, folder, `${name}.jpg`), size);
  }
}

await render("banners", banners, [1600, 640]);
await render("articles", articles, [1600, 900]);
for (const [name, scene] of Object.entries(programmes)) {
  if (!chosen(`programmes/${name}`)) continue;
  [canvas.width, canvas.height] = [1600, 900];
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

// The pages' illustrations, 3:2, into app/assets/illustrations/<page>.jpg: the site's own, so they
// live with its code, not its content. Shown only beside the heading (from 60rem), so no phone crop.
const illustrationsDir = path.resolve(import.meta.dirname, "../app/assets/illustrations");
for (const [page, draw] of Object.entries(pageScenes)) {
  if (!chosen(`pages/${page}`)) continue;
  [canvas.width, canvas.height] = [1600, 1067];
  await renderSvg(draw(), path.join(illustrationsDir, `${page}.jpg`), [1600, 1067], undefined, 78);
}
