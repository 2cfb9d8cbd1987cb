// The year of competitions: a stage under bunting, its back wall a giant calendar with several
// days ringed in gold; a young speaker walks up to the lectern and microphone at the left, and a
// trophy waits on a plinth at the right. The audience's heads are in front.
import {
  bunting,
  canvas,
  hairColours,
  lectern,
  palette,
  seenFromBehind,
  skin,
  spotlight,
  trophy,
  type Figure,
} from "../kit";

type WalkerOptions = Figure;

/**
 * A faceless speaker seen from the side, walking to the left mid-stride, cue cards in the
 * forward hand: drawn facing right in its own units (a head of radius 22), then mirrored.
 */
function walkingInProfile(options: WalkerOptions): string {
  const { x, y, scale, top, bottom } = options;
  const hairColour = options.hairColour ?? hairColours[0];
  const limb = (d: string, colour: string, width: number) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `<g transform="translate(${x} ${y}) scale(${-scale} ${scale})">
    ${limb("M-2 116 L-20 166 L-40 210", bottom, 23)}
    <ellipse cx="-36" cy="218" rx="18" ry="8" fill="${palette.shadow}" transform="rotate(-24 -36 218)"/>
    ${limb("M2 46 L-14 86 L-24 118", top, 15)}
    <circle cx="-25" cy="122" r="8.5" fill="${options.skin}"/>
    ${limb("M4 116 L20 168 L24 218", bottom, 23)}
    <ellipse cx="36" cy="222" rx="20" ry="8" fill="${palette.shadow}"/>
    <rect x="-6" y="12" width="12" height="26" fill="${options.skin}"/>
    <path d="M-22 44 Q-20 31 0 31 Q18 31 20 46 L18 122 L-22 122 Z" fill="${top}"/>
    <path d="M6 32 L16 34 L8 52 Z" fill="${palette.cream}"/>
    ${limb("M4 46 L18 86 L44 92", top, 15)}
    <rect x="40" y="70" width="30" height="40" rx="3" fill="${palette.white}" transform="rotate(12 55 90)"/>
    <circle cx="46" cy="93" r="8.5" fill="${options.skin}"/>
    <circle cx="0" cy="0" r="22" fill="${options.skin}"/>
    <circle cx="-14" cy="-24" r="16" fill="${hairColour}"/>
    <path d="M17 -14 C10 -29 -8 -31 -19 -21 C-29 -11 -27 8 -16 18 Q-8 6 -4 -4 Q6 -9 17 -14 Z" fill="${hairColour}"/>
  </g>`;
}

/** The year on the back wall: a calendar page of simple squares, some days ringed in gold. */
function calendar(x: number, y: number): string {
  const cell = 92;
  const gap = 14;
  const columns = 7;
  const rows = 4;
  const width = columns * cell + (columns - 1) * gap + 60;
  const gridTop = y + 110;
  const height = gridTop - y + rows * cell + (rows - 1) * gap + 30;
  const marked = new Set(["0-1", "1-4", "2-0", "2-6", "3-3"]);
  const cells = Array.from({ length: rows * columns }, (_, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const cx = x + 30 + column * (cell + gap);
    const cy = gridTop + row * (cell + gap);
    const ringed = marked.has(`${row}-${column}`);
    return `<rect x="${cx}" y="${cy}" width="${cell}" height="${cell}" rx="8" fill="${ringed ? palette.jade : palette.deep}"/>
      ${ringed ? `<circle cx="${cx + cell / 2}" cy="${cy + cell / 2}" r="${cell * 0.56}" fill="none" stroke="${palette.gold}" stroke-width="11"/>` : ""}`;
  }).join("");
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="${palette.night}"/>
    <rect x="${x}" y="${y}" width="${width}" height="78" rx="16" fill="${palette.gold}"/>
    <rect x="${x}" y="${y + 50}" width="${width}" height="28" fill="${palette.gold}"/>
    ${[0.2, 0.5, 0.8]
      .map(
        (at) =>
          `<rect x="${x + width * at - 12}" y="${y - 34}" width="24" height="66" rx="12" fill="${palette.cream}" stroke="${palette.night}" stroke-width="6"/>`,
      )
      .join("")}
    ${cells}`;
}

export function scene(): string {
  const { width, height } = canvas;
  const floor = 860;
  return `
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 25 }, (_, index) => `<rect x="${index * 66 + 12}" y="0" width="34" height="${floor}" fill="${palette.night}" opacity="0.35"/>`).join("")}
    <circle cx="300" cy="640" r="380" fill="url(#halo)"/>
    ${calendar(470, 150)}
    ${bunting(40, 40, 34, 16, [palette.gold, palette.cream, palette.mint, palette.sun])}
    <rect x="0" y="${floor - 100}" width="${width}" height="${height - floor + 100}" fill="${palette.jade}"/>
    <rect x="0" y="${floor - 108}" width="${width}" height="10" fill="${palette.leaf}"/>
    <rect x="0" y="960" width="${width}" height="${height - 960}" fill="${palette.night}"/>
    <rect x="0" y="952" width="${width}" height="10" fill="${palette.gold}"/>
    ${spotlight(300, 300, 0.7)}
    <ellipse cx="300" cy="${floor}" rx="230" ry="40" fill="url(#pool)"/>

    <circle cx="1390" cy="540" r="170" fill="url(#halo)"/>
    <rect x="1300" y="640" width="180" height="${floor - 640}" fill="${palette.night}"/>
    <rect x="1288" y="628" width="204" height="22" rx="6" fill="${palette.gold}"/>
    ${trophy(1390, 486, 0.9)}

    <g transform="translate(300 560) scale(1.9)">${lectern(0, 0, palette.night)}</g>
    <g transform="translate(300 700)">
      <path d="M-44 -40 h88 v40 c0 34 -22 54 -44 64 c-22 -10 -44 -30 -44 -64 Z" fill="${palette.jade}" stroke="${palette.gold}" stroke-width="6"/>
      <path d="M-26 -10 L0 12 L26 -10" stroke="${palette.gold}" stroke-width="8" fill="none" stroke-linecap="round"/>
    </g>
    <path d="M340 548 C340 480 320 450 296 430" stroke="${palette.shadow}" stroke-width="7" fill="none"/>
    <rect x="276" y="404" width="24" height="40" rx="12" fill="${palette.shadow}" transform="rotate(-40 288 424)"/>

    ${walkingInProfile({ x: 690, y: floor - 224 * 1.85, scale: 1.85, skin: skin(1), top: palette.gold, bottom: palette.night })}

    ${seenFromBehind(150, 990, 1.45, palette.shadow, "puff")}
    ${seenFromBehind(1000, 1010, 1.4, palette.shadow)}
    ${seenFromBehind(1480, 985, 1.45, palette.shadow, "bun")}`;
}
