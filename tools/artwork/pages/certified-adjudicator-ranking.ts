// Adjudicators at work: three judges seated side by side at a long panel table, seen from the
// front, writing on score sheets in the beam of a stage spotlight hung at the top right; on the
// wall behind them a board shows a ranked list, bars of decreasing length each led by a round
// badge (gold, mint, leaf).
import { canvas, hairColours, palette, person, skin } from "../kit";

/** The ranking board: three bars of decreasing length, each led by a badge with ribbon tails. */
function rankingBoard(x: number, y: number, width: number): string {
  const rows = [
    { badge: palette.gold, length: 1 },
    { badge: palette.mint, length: 0.74 },
    { badge: palette.leaf, length: 0.5 },
  ];
  const rowHeight = 116;
  const height = rows.length * rowHeight + 60;
  const barStart = x + 190;
  const barSpace = width - 190 - 60;
  const lines = rows
    .map(({ badge, length }, index) => {
      const cy = y + 78 + rowHeight * index;
      const bx = x + 100;
      return `<path d="M${bx - 20} ${cy + 20} l-10 42 l20 -10 l10 12 Z M${bx + 20} ${cy + 20} l10 42 l-20 -10 l-10 12 Z" fill="${badge}"/>
        <circle cx="${bx}" cy="${cy}" r="42" fill="${badge}"/>
        <circle cx="${bx}" cy="${cy}" r="28" fill="none" stroke="${palette.night}" stroke-width="6" opacity="0.35"/>
        <rect x="${barStart}" y="${cy - 28}" width="${barSpace * length}" height="56" rx="28" fill="${palette.cream}" opacity="${1 - index * 0.12}"/>`;
    })
    .join("");
  return `<rect x="${x - 16}" y="${y - 16}" width="${width + 32}" height="${height + 32}" rx="22" fill="${palette.gold}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${palette.night}"/>
    ${lines}`;
}

/** A score sheet lying on the table top, seen from the front and a little above. */
const scoreSheet = (x: number, y: number, tilt: number) =>
  `<g transform="translate(${x} ${y}) rotate(${tilt})">
    <path d="M-70 -26 H70 L82 26 H-82 Z" fill="${palette.white}"/>
    <path d="M-50 -9 H46 M-56 10 H24" stroke="${palette.jade}" stroke-width="7" stroke-linecap="round"/>
  </g>`;

/** A judge's forearms on the table top, one hand writing with a pen, the other on the sheet. */
const handsAtWork = (x: number, y: number, scale: number, sleeve: string, hand: string) => {
  const s = scale;
  return `<path d="M${x - 40 * s} ${y - 30 * s} L${x - 30 * s} ${y + 4 * s} M${x + 40 * s} ${y - 30 * s} L${x + 22 * s} ${y + 2 * s}" stroke="${sleeve}" stroke-width="${15 * s}" stroke-linecap="round"/>
    <circle cx="${x - 30 * s}" cy="${y + 8 * s}" r="${8.5 * s}" fill="${hand}"/>
    <path d="M${x + 20 * s} ${y + 10 * s} l${18 * s} ${-36 * s}" stroke="${palette.gold}" stroke-width="${5 * s}" stroke-linecap="round"/>
    <circle cx="${x + 20 * s}" cy="${y + 6 * s}" r="${8.5 * s}" fill="${hand}"/>`;
};

/** A stage lamp hung from the ceiling at (x, y), tilted down toward the table at the left. */
const lamp = (x: number, y: number) =>
  `<path d="M${x} 0 V${y}" stroke="${palette.shadow}" stroke-width="12"/>
  <g transform="translate(${x} ${y}) rotate(40)">
    <rect x="-44" y="-10" width="88" height="110" rx="14" fill="${palette.shadow}"/>
    <rect x="-52" y="86" width="104" height="22" rx="8" fill="${palette.gold}"/>
    <circle cx="0" cy="30" r="16" fill="${palette.night}"/>
  </g>`;

export function scene(): string {
  const { width, height } = canvas;
  const scale = 1.9;
  const tableBack = 780;
  const tableFront = 876;
  const judges = [
    { x: 470, top: palette.mint, tone: 4, hair: "locs" as const },
    { x: 800, top: palette.gold, tone: 1, hair: "bun" as const },
    { x: 1130, top: palette.leaf, tone: 3, hair: "short" as const },
  ];
  const headY = tableBack - 96 * scale;
  return `
    <defs>
      <linearGradient id="rankingBeam" gradientUnits="userSpaceOnUse" x1="1480" y1="80" x2="800" y2="${tableFront}">
        <stop offset="0" stop-color="${palette.sun}" stop-opacity="0.5"/>
        <stop offset="1" stop-color="${palette.sun}" stop-opacity="0.06"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 25 }, (_, index) => `<rect x="${index * 66 + 12}" y="0" width="34" height="${height}" fill="${palette.night}" opacity="0.3"/>`).join("")}
    <!-- The lamp's beam, from its lens down to the table (behind the judges, so they stay crisp). -->
    <path d="M1420 70 L1530 130 L1440 ${tableBack} L200 ${tableBack} Z" fill="url(#rankingBeam)"/>
    <circle cx="800" cy="${tableBack}" r="420" fill="url(#halo)"/>
    ${rankingBoard(170, 86, 780)}
    ${judges
      .map(({ x, top, tone, hair }, index) =>
        person({
          x,
          y: headY,
          scale,
          skin: skin(tone),
          top,
          hair,
          hairColour: hairColours[index % hairColours.length],
          seated: true,
          pose: "rest",
          accent: index === 1 ? palette.jade : undefined,
        }),
      )
      .join("")}
    <path d="M170 ${tableBack} H1430 L1470 ${tableFront} H130 Z" fill="${palette.jade}"/>
    <ellipse cx="820" cy="${(tableBack + tableFront) / 2}" rx="600" ry="90" fill="url(#pool)"/>
    ${judges.map(({ x }, index) => scoreSheet(x, tableBack + 46, (index - 1) * 3)).join("")}
    ${judges.map(({ x, top, tone }) => handsAtWork(x, tableBack + 40, scale, top, skin(tone))).join("")}
    <rect x="130" y="${tableFront}" width="1340" height="16" fill="${palette.gold}"/>
    <rect x="0" y="1000" width="${width}" height="${height - 1000}" fill="${palette.shadow}"/>
    <rect x="150" y="${tableFront + 16}" width="1300" height="${height - tableFront - 16}" fill="${palette.night}"/>
    <g transform="translate(800 ${tableFront + 96})">
      <path d="M-44 -40 h88 v40 c0 34 -22 54 -44 64 c-22 -10 -44 -30 -44 -64 Z" fill="${palette.jade}" stroke="${palette.gold}" stroke-width="6"/>
      <path d="M-26 -10 L0 12 L26 -10" stroke="${palette.gold}" stroke-width="8" fill="none" stroke-linecap="round"/>
    </g>
    ${lamp(1480, 70)}`;
}
