// The office that answers: a staff member at a desk taking a call on the desk telephone, an
// envelope in the other hand, an open laptop and a stack of letters beside her; behind, a large
// map of Jamaica on the wall with a gold pin near Kingston, and a window with a palm outside.
import { canvas, hairColours, jamaicaPath, palette, person, skin } from "../kit";

/** A map pin: a gold teardrop with its point at (x, y), a dark dot in its head, a soft glow. */
const pin = (x: number, y: number, size: number) =>
  `<circle cx="${x}" cy="${y - size * 1.3}" r="${size * 2.6}" fill="url(#halo)"/>
   <path d="M${x} ${y} C${x - size * 0.5} ${y - size * 0.8} ${x - size} ${y - size * 1.1} ${x - size} ${y - size * 1.6} A${size} ${size} 0 1 1 ${x + size} ${y - size * 1.6} C${x + size} ${y - size * 1.1} ${x + size * 0.5} ${y - size * 0.8} ${x} ${y} Z" fill="${palette.gold}" stroke="${palette.night}" stroke-width="${size * 0.12}"/>
   <circle cx="${x}" cy="${y - size * 1.6}" r="${size * 0.38}" fill="${palette.night}"/>`;

/** A closed envelope, `w` wide, centred at (x, y) and tilted by `angle` degrees. */
const envelope = (x: number, y: number, w: number, angle: number, colour: string) => {
  const h = w * 0.64;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.04}" fill="${colour}"/>
    <path d="M${-w / 2} ${-h / 2} L0 ${h * 0.1} L${w / 2} ${-h / 2}" stroke="${palette.gold}" stroke-width="${w * 0.05}" fill="none" stroke-linejoin="round"/>
  </g>`;
};

/** A telephone handset from its earpiece (ex, ey) to its mouthpiece (mx, my), `size` thick. */
const handset = (ex: number, ey: number, mx: number, my: number, size: number) =>
  `<path d="M${ex} ${ey} Q${(ex + mx) / 2 + size * 1.6} ${(ey + my) / 2} ${mx} ${my}" stroke="${palette.shadow}" stroke-width="${size}" stroke-linecap="round" fill="none"/>
   <ellipse cx="${ex}" cy="${ey}" rx="${size * 0.8}" ry="${size * 1.1}" fill="${palette.shadow}"/>
   <ellipse cx="${mx}" cy="${my}" rx="${size * 0.8}" ry="${size * 1.1}" fill="${palette.shadow}"/>`;

export function scene(): string {
  const { width, height } = canvas;
  // The desk: its top seen a little from above, from the back edge to the front edge.
  const deskBack = 800;
  const deskFront = 930;
  // The map: the kit's 235 x 80 outline, scaled up; Kingston lies near (180, 60) on that grid.
  const map = { x: 170, y: 150, scale: 3.2 };
  const kingston = { x: map.x + 180 * map.scale, y: map.y + 60 * map.scale };
  // The staff member, seated behind the desk; the kit's "mic" pose puts her right hand by her
  // chin (holding the receiver) and holds her left hand out (holding an envelope).
  const clerk = { x: 730, y: 532, scale: 2.4 };
  const at = (dx: number, dy: number) =>
    [clerk.x + dx * clerk.scale, clerk.y + dy * clerk.scale] as const;
  const [earX, earY] = at(25, -2);
  const [mouthX, mouthY] = at(17, 33);
  const [handX, handY] = at(18, 36);
  const [letterX, letterY] = at(-100, 52);
  const phone = { x: 990, y: 860 };
  const laptop = { x: 1250, y: 870 };
  return `
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 13 }, (_, index) => `<rect x="${index * 128 + 40}" y="0" width="6" height="${deskBack}" fill="${palette.night}" opacity="0.35"/>`).join("")}
    <rect x="0" y="620" width="${width}" height="12" fill="${palette.jade}"/>
    <rect x="${map.x - 60}" y="${map.y - 70}" width="${235 * map.scale + 120}" height="${80 * map.scale + 140}" rx="14" fill="${palette.night}" stroke="${palette.gold}" stroke-width="10"/>
    <g stroke="${palette.deep}" stroke-width="3" opacity="0.8">
      ${Array.from({ length: 5 }, (_, index) => `<path d="M${map.x + 20 + index * 170} ${map.y - 60} V${map.y + 80 * map.scale + 60}"/>`).join("")}
      ${Array.from({ length: 3 }, (_, index) => `<path d="M${map.x - 50} ${map.y - 10 + index * 120} H${map.x + 235 * map.scale + 50}"/>`).join("")}
    </g>
    <path d="${jamaicaPath}" transform="translate(${map.x} ${map.y}) scale(${map.scale})" fill="${palette.leaf}" stroke="${palette.mint}" stroke-width="1.5" stroke-linejoin="round"/>
    ${pin(kingston.x, kingston.y, 34)}
    <g>
      <rect x="1140" y="90" width="360" height="450" rx="10" fill="url(#daySky)"/>
      <circle cx="1420" cy="180" r="40" fill="${palette.sun}" opacity="0.9"/>
      <path d="M1140 450 Q1300 410 1500 440 V540 H1140 Z" fill="${palette.deep}" opacity="0.6"/>
      <path d="M1260 540 Q1250 390 1310 290" stroke="${palette.night}" stroke-width="18" fill="none" stroke-linecap="round"/>
      ${[
        [1190, 340],
        [1215, 240],
        [1395, 236],
        [1440, 330],
      ]
        .map(
          ([tx = 0, ty = 0]) =>
            `<path d="M1310 284 Q${(1310 + tx) / 2} ${Math.min(284, ty) - 50} ${tx} ${ty} Q${(1310 + tx) / 2} ${Math.min(284, ty) - 14} 1310 296 Z" fill="${palette.night}"/>`,
        )
        .join("")}
      <path d="M1320 90 V540 M1140 310 H1500" stroke="${palette.cream}" stroke-width="14"/>
      <rect x="1140" y="90" width="360" height="450" rx="10" fill="none" stroke="${palette.cream}" stroke-width="18"/>
      <rect x="1120" y="536" width="400" height="22" rx="6" fill="${palette.cream}"/>
    </g>
    <rect x="${clerk.x - 58 * clerk.scale}" y="${clerk.y + 30 * clerk.scale}" width="${116 * clerk.scale}" height="${deskBack}" rx="${18 * clerk.scale}" fill="${palette.night}"/>
    ${envelope(letterX + 10, letterY - 40, 160, -12, palette.cream)}
    ${person({ x: clerk.x, y: clerk.y, scale: clerk.scale, skin: skin(1), top: palette.gold, hair: "bun", hairColour: hairColours[1], pose: "mic", seated: true })}
    ${handset(earX, earY, mouthX, mouthY, 11 * clerk.scale)}
    <circle cx="${handX}" cy="${handY}" r="${8.5 * clerk.scale}" fill="${skin(1)}"/>
    <path d="M0 ${deskFront} L60 ${deskBack} H${width - 60} L${width} ${deskFront} Z" fill="${palette.jade}"/>
    <rect x="0" y="${deskFront}" width="${width}" height="${height - deskFront}" fill="${palette.night}"/>
    <rect x="0" y="${deskFront - 4}" width="${width}" height="12" fill="${palette.gold}"/>
    ${[120, 1100]
      .map(
        (
          x,
        ) => `<rect x="${x}" y="${deskFront + 40}" width="380" height="${height - deskFront}" rx="10" fill="none" stroke="${palette.deep}" stroke-width="6"/>
          <rect x="${x + 150}" y="${deskFront + 70}" width="80" height="14" rx="7" fill="${palette.gold}" opacity="0.8"/>`,
      )
      .join("")}
    <path d="M${handX + 6} ${handY + 16} C${handX + 30} ${deskBack + 40} ${phone.x - 150} ${phone.y + 20} ${phone.x - 60} ${phone.y - 10}" stroke="${palette.shadow}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <g transform="translate(${phone.x} ${phone.y})">
      <path d="M-80 20 L-62 -44 H62 L80 20 Z" fill="${palette.shadow}"/>
      <rect x="-40" y="-32" width="80" height="34" rx="6" fill="${palette.deep}"/>
      ${[-22, 0, 22].map((dx) => `<circle cx="${dx}" cy="-15" r="6" fill="${palette.mint}"/>`).join("")}
    </g>
    <g transform="translate(${laptop.x} ${laptop.y})">
      <path d="M-150 -10 L-110 -220 L90 -200 L60 -10 Z" fill="${palette.shadow}"/>
      <path d="M-132 -28 L-98 -200 L74 -184 L48 -28 Z" fill="${palette.mint}"/>
      <path d="M-100 -150 H30 M-106 -110 H20 M-112 -70 H-10" stroke="${palette.deep}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>
      <path d="M-170 -12 H76 L116 40 H-214 Z" fill="${palette.leaf}"/>
      <path d="M-156 -2 H60 L82 26 H-184 Z" fill="${palette.jade}"/>
    </g>
    <g transform="translate(330 870)">
      ${[0, 1, 2, 3].map((index) => `<rect x="${-110 + (index % 2) * 10}" y="${-index * 22}" width="220" height="20" rx="3" fill="${index % 2 ? palette.mist : palette.cream}"/>`).join("")}
      ${envelope(0, -100, 190, -6, palette.cream)}
    </g>
    ${envelope(560, 890, 130, 10, palette.sun)}`;
}
