// A communication workshop: a coach at the left points to a whiteboard drawn with three bold icons
// (a speech bubble, an ear, an arrow rising), while six participants at two tables, seen from the
// side, face the board; one raises a hand. Warm light falls from a tall window at the right.
import { type Figure, canvas, hairColours, palette, person, skin } from "../kit";

type ProfileHair = "short" | "puff" | "bun" | "locs" | "long";

interface ProfileOptions extends Figure {
  hair: ProfileHair;
  /** The near arm raised, to ask a question. */
  handUp?: boolean;
}

/**
 * A faceless participant seated on a chair, seen from the side and facing left: the hair sits at
 * the back of the head, the near forearm rests forward on the table (or is raised).
 */
function seatedInProfile(options: ProfileOptions): string {
  const { x, y, scale, top, bottom, hair } = options;
  const hairColour = options.hairColour ?? hairColours[0];
  const arm = options.handUp
    ? { path: "M2 46 L20 4 L26 -48", handX: 26, handY: -52 }
    : { path: "M2 46 L12 92 L52 92", handX: 56, handY: 92 };
  const hairBehind: Record<ProfileHair, string> = {
    short: "",
    puff: `<circle cx="-12" cy="-22" r="17"/>`,
    bun: `<circle cx="-25" cy="-8" r="10"/>`,
    locs: `<path d="M-20 -4 L-26 46 M-10 -4 L-14 50 M-2 -4 L-2 40" stroke="${hairColour}" stroke-width="9" stroke-linecap="round"/>`,
    long: `<path d="M-22 -8 C-30 24 -30 50 -26 62 L-2 62 C-4 40 -6 20 -2 -8 Z"/>`,
  };
  // Drawn facing right in its own units (a head of radius 22), then mirrored to face left.
  return `<g transform="translate(${x} ${y}) scale(${-scale} ${scale})">
    <g fill="${palette.shadow}">
      <rect x="-42" y="34" width="10" height="176" rx="4"/>
      <rect x="-42" y="128" width="86" height="10" rx="4"/>
      <rect x="32" y="132" width="9" height="78" rx="4"/>
    </g>
    <g fill="${hairColour}">${hairBehind[hair]}</g>
    <path d="M58 120 L56 204" stroke="${bottom}" stroke-width="22" stroke-linecap="round"/>
    <ellipse cx="66" cy="210" rx="19" ry="8" fill="${palette.shadow}"/>
    <rect x="-6" y="12" width="12" height="26" fill="${options.skin}"/>
    <path d="M-24 40 Q-20 30 0 30 Q16 30 18 44 L20 118 L-28 122 Z" fill="${top}"/>
    <path d="M-12 116 L58 118" stroke="${bottom}" stroke-width="28" stroke-linecap="round"/>
    <path d="${arm.path}" stroke="${top}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <circle cx="${arm.handX}" cy="${arm.handY}" r="8.5" fill="${options.skin}"/>
    <circle cx="0" cy="0" r="22" fill="${options.skin}"/>
    <path d="M17 -14 C10 -29 -8 -31 -19 -21 C-29 -11 -27 8 -16 18 Q-8 6 -4 -4 Q6 -9 17 -14 Z" fill="${hairColour}"/>
  </g>`;
}

/** Seats along a table running into the room: each one further back is up and to the right. */
const depthStep = { dx: 118, dy: -62, shrink: 0.95 };
const tableWidth = 150;

/** A table seen in three-quarter, its near end at (x, y), running back into the room. */
function tableIntoRoom(x: number, y: number, seats: number, scale: number): string {
  const run = seats - 0.25;
  const backX = x + run * depthStep.dx;
  const backY = y + run * depthStep.dy;
  const legs = 118 * scale;
  return `<path d="M${x + 24} ${y} V${y + legs} M${x + tableWidth - 24} ${y} V${y + legs}" stroke="${palette.shadow}" stroke-width="14" stroke-linecap="round"/>
    <path d="M${x} ${y} L${x + tableWidth} ${y} L${backX + tableWidth} ${backY} L${backX} ${backY} Z" fill="${palette.mint}"/>
    <path d="M${x} ${y} H${x + tableWidth} V${y + 24} H${x} Z" fill="${palette.deep}"/>
    <path d="M${x + tableWidth} ${y} L${backX + tableWidth} ${backY} V${backY + 24} L${x + tableWidth} ${y + 24} Z" fill="${palette.night}"/>`;
}

/** A sheet of notes and a pen on a table top, near (x, y). */
const notes = (x: number, y: number) =>
  `<path d="M${x} ${y} l64 -4 l34 -26 l-64 4 Z" fill="${palette.cream}"/>
   <path d="M${x + 100} ${y - 8} l36 -26" stroke="${palette.gold}" stroke-width="7" stroke-linecap="round"/>`;

/** A potted plant, its pot's base centred at (x, y). */
const plant = (x: number, y: number) =>
  `${(
    [
      [-62, 130, palette.jade],
      [-34, 180, palette.leaf],
      [-8, 210, palette.mint],
      [22, 190, palette.leaf],
      [50, 150, palette.jade],
    ] as const
  )
    .map(
      ([angle, length, colour]) =>
        `<ellipse cx="${x}" cy="${y - 100 - length / 2}" rx="28" ry="${length / 2}" fill="${colour}" transform="rotate(${angle} ${x} ${y - 100})"/>`,
    )
    .join("")}
  <path d="M${x - 62} ${y - 110} H${x + 62} L${x + 46} ${y} H${x - 46} Z" fill="${palette.night}"/>
  <rect x="${x - 70}" y="${y - 120}" width="140" height="22" rx="6" fill="${palette.gold}"/>`;

/** One table and its participants, drawn from the back seat to the front one. */
function group(
  x: number,
  y: number,
  scale: number,
  people: Omit<ProfileOptions, "x" | "y" | "scale">[],
): string {
  const seats = people
    .map((who, index) => {
      const seatScale = scale * depthStep.shrink ** index;
      return seatedInProfile({
        ...who,
        x: x + tableWidth + 46 * seatScale + index * depthStep.dx,
        y: y - 92 * seatScale + index * depthStep.dy,
        scale: seatScale,
      });
    })
    .reverse()
    .join("");
  const papers = people
    .map((_, index) => notes(x + 18 + index * depthStep.dx, y - 6 + index * depthStep.dy))
    .join("");
  return `${tableIntoRoom(x, y, people.length, scale)}${papers}${seats}`;
}

/** The board's three icons, in a row centred on y: speak (a bubble), listen (an ear), grow (an arrow). */
const icons = (centres: number[], y: number) => {
  const [speak = 0, listen = 0, grow = 0] = centres;
  return `<g transform="translate(${speak} ${y})">
    <path d="M-66 -62 H66 Q82 -62 82 -46 V18 Q82 34 66 34 H-6 L-44 70 L-38 34 H-66 Q-82 34 -82 18 V-46 Q-82 -62 -66 -62 Z" fill="${palette.jade}"/>
    ${[-34, 0, 34].map((dx) => `<circle cx="${dx}" cy="-14" r="11" fill="${palette.mist}"/>`).join("")}
  </g>
  <g transform="translate(${listen} ${y})" fill="none" stroke="${palette.deep}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M-44 -18 C-44 -58 -16 -80 14 -80 C48 -80 70 -54 70 -20 C70 12 46 24 36 44 C28 62 28 80 6 82 C-10 84 -20 72 -22 62" stroke-width="20"/>
    <path d="M-8 -18 C-8 -36 4 -46 18 -46 C34 -46 42 -32 40 -18 C38 -4 24 0 20 14" stroke-width="14"/>
  </g>
  <g transform="translate(${grow} ${y})">
    <path d="M0 -84 L70 -8 H28 V80 H-28 V-8 H-70 Z" fill="${palette.gold}" stroke="${palette.night}" stroke-width="8" stroke-linejoin="round"/>
  </g>`;
};

export function scene(): string {
  const { width, height } = canvas;
  const floor = 620;
  const board = { x: 290, y: 80, w: 580, h: 330 };
  return `
    <defs>
      <linearGradient id="servicesDaylight" x1="1" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${palette.sun}" stop-opacity="0.4"/>
        <stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="${palette.jade}"/>
    ${Array.from({ length: 17 }, (_, index) => `<rect x="${index * 100 + 20}" y="0" width="6" height="${floor}" fill="${palette.deep}" opacity="0.35"/>`).join("")}
    <rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="${palette.deep}"/>
    <rect x="0" y="${floor - 8}" width="${width}" height="10" fill="${palette.leaf}"/>

    <rect x="1250" y="60" width="280" height="360" rx="10" fill="${palette.gold}" opacity="0.6"/>
    <circle cx="1430" cy="150" r="150" fill="url(#halo)"/>
    <rect x="1250" y="60" width="280" height="360" rx="10" fill="none" stroke="${palette.night}" stroke-width="16"/>
    <path d="M1390 60 V420 M1250 240 H1530" stroke="${palette.night}" stroke-width="12"/>
    <rect x="1232" y="414" width="316" height="20" rx="5" fill="${palette.deep}"/>
    <path d="M1250 80 L1530 80 L1100 ${height} L300 ${height} Z" fill="url(#servicesDaylight)"/>

    <path d="M${board.x + 90} ${board.y + board.h} L${board.x + 60} ${floor + 30} M${board.x + board.w - 90} ${board.y + board.h} L${board.x + board.w - 60} ${floor + 30}" stroke="${palette.night}" stroke-width="14" stroke-linecap="round"/>
    <rect x="${board.x}" y="${board.y}" width="${board.w}" height="${board.h}" rx="12" fill="${palette.mist}" stroke="${palette.night}" stroke-width="12"/>
    <rect x="${board.x + 40}" y="${board.y + board.h - 4}" width="${board.w - 80}" height="18" rx="6" fill="${palette.night}"/>
    <rect x="${board.x + 80}" y="${board.y + board.h - 16}" width="56" height="14" rx="5" fill="${palette.gold}"/>
    <rect x="${board.x + 150}" y="${board.y + board.h - 16}" width="56" height="14" rx="5" fill="${palette.leaf}"/>
    ${icons(
      [0, 1, 2].map((index) => board.x + (board.w * (2 * index + 1)) / 6),
      board.y + 165,
    )}

    ${person({ x: 170, y: 236, scale: 1.75, skin: skin(2), top: palette.gold, bottom: palette.night, hair: "short", pose: "point", accent: palette.jade })}

    ${plant(150, 1000)}
    ${group(380, 820, 1.42, [
      {
        skin: skin(4),
        top: palette.mint,
        bottom: palette.night,
        hair: "long",
        hairColour: hairColours[1],
      },
      { skin: skin(0), top: palette.leaf, bottom: palette.shadow, hair: "short", handUp: true },
      { skin: skin(3), top: palette.cream, bottom: palette.night, hair: "bun" },
    ])}
    ${group(990, 860, 1.42, [
      { skin: skin(1), top: palette.sun, bottom: palette.night, hair: "puff" },
      { skin: skin(3), top: palette.night, bottom: palette.shadow, hair: "locs" },
      {
        skin: skin(2),
        top: palette.leaf,
        bottom: palette.night,
        hair: "short",
        hairColour: hairColours[2],
      },
    ])}`;
}
