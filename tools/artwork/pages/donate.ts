// The journey a gift makes possible: a small green school bus, students' silhouettes in its lit
// windows and a gold heart on its side, winding along a road through Jamaica's green hills
// toward a distant hall glowing gold on a hilltop, under a warm late-afternoon sky.
import { canvas, palette } from "../kit";

type Point = [number, number];

/** A point on the cubic Bézier a-b-c-d at t. */
function bezier([a, b, c, d]: [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t;
  return [
    u ** 3 * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t ** 3 * d[0],
    u ** 3 * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t ** 3 * d[1],
  ];
}

/**
 * A road in perspective: a band along a chain of cubic Béziers, narrowing from `near` wide at the
 * start to `far` at the end, with a dashed centre line. Returns the band and the line's path.
 */
function road(segments: [Point, Point, Point, Point][], near: number, far: number) {
  const steps = 40;
  const centre: Point[] = segments.flatMap((segment, index) =>
    Array.from({ length: steps + (index === segments.length - 1 ? 1 : 0) }, (_, step) =>
      bezier(segment, step / steps),
    ),
  );
  const left: Point[] = [];
  const right: Point[] = [];
  centre.forEach(([x, y], index) => {
    const [px, py] = centre[Math.max(index - 1, 0)] ?? [x, y];
    const [nx, ny] = centre[Math.min(index + 1, centre.length - 1)] ?? [x, y];
    const length = Math.hypot(nx - px, ny - py) || 1;
    const half = (far + (near - far) * (1 - index / (centre.length - 1)) ** 1.5) / 2;
    // The band is flattened vertically (a road seen from above at a low angle).
    const [ox, oy] = [(-(ny - py) / length) * half, ((nx - px) / length) * half * 0.55];
    left.push([x + ox, y + oy]);
    right.push([x - ox, y - oy]);
  });
  const line = (points: Point[]) => points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`);
  return {
    band: `M${[...line(left), ...line(right.reverse())].join(" L")} Z`,
    centre: `M${line(centre).join(" L")}`,
  };
}

/**
 * Fronds of a palm, each by its tip and the control point of its arch, in units of half the
 * tree's height from the crown (x right, y down): long ones drooping at the sides, short ones up.
 */
const fronds: [Point, Point][] = [
  [
    [-0.95, 0.55],
    [-0.55, -0.3],
  ],
  [
    [-0.9, 0.05],
    [-0.4, -0.45],
  ],
  [
    [-0.35, -0.6],
    [-0.25, -0.45],
  ],
  [
    [0.4, -0.55],
    [0.25, -0.45],
  ],
  [
    [0.92, 0.02],
    [0.42, -0.45],
  ],
  [
    [0.9, 0.6],
    [0.55, -0.3],
  ],
];

/** A palm tree rooted at (x, y), `height` tall, its crown leaning by `lean`, in one colour. */
function palm(x: number, y: number, height: number, lean: number, colour: string): string {
  const [cx, cy] = [x + lean, y - height];
  const unit = height / 2;
  const thick = height * 0.05;
  const leaves = fronds
    .map(([[tx, ty], [qx, qy]]) => {
      const tip = `${cx + tx * unit} ${cy + ty * unit}`;
      // The leaf's upper edge arches through the control point, its lower edge a little below.
      return `<path d="M${cx} ${cy - thick * 0.6} Q${cx + qx * unit} ${cy + qy * unit} ${tip} Q${cx + qx * unit} ${cy + qy * unit + thick * 3} ${cx} ${cy + thick * 0.6} Z" fill="${colour}"/>`;
    })
    .join("");
  return `<path d="M${x} ${y} Q${x + lean * 0.1} ${y - height * 0.55} ${cx} ${cy}" stroke="${colour}" stroke-width="${height * 0.055}" stroke-linecap="round" fill="none"/>
    ${leaves}<circle cx="${cx}" cy="${cy}" r="${height * 0.045}" fill="${colour}"/>`;
}

/** A soft cloud, warm with the low sun: a flat base with three rounded tops, `w` wide. */
const cloud = (x: number, y: number, w: number) =>
  `<path d="M${x} ${y} a${w * 0.16} ${w * 0.16} 0 0 1 ${w * 0.26} ${-w * 0.1} a${w * 0.22} ${w * 0.22} 0 0 1 ${w * 0.4} ${-w * 0.02} a${w * 0.15} ${w * 0.15} 0 0 1 ${w * 0.34} ${w * 0.12} Z" fill="${palette.sun}" opacity="0.22"/>`;

/** A heart of width about 2 * size, its point at the bottom, centred at (x, y). */
const heart = (x: number, y: number, size: number, colour: string) =>
  `<path d="M${x} ${y + size * 0.9} C${x - size * 1.4} ${y} ${x - size * 0.9} ${y - size * 1.1} ${x} ${y - size * 0.4} C${x + size * 0.9} ${y - size * 1.1} ${x + size * 1.4} ${y} ${x} ${y + size * 0.9} Z" fill="${colour}"/>`;

/** The school bus, side on and facing right: (x, y) is the road under its back end. */
function bus(x: number, y: number): string {
  const top = y - 250;
  const riders = ["puff", "", "bun", "", "puff"] as const;
  const windows = riders
    .map((hair, index) => {
      const wx = x + 34 + index * 76;
      const cx = wx + 30;
      return `<rect x="${wx}" y="${top + 36}" width="60" height="64" rx="8" fill="${palette.sun}"/>
        <g fill="${palette.night}">
          ${hair === "puff" ? `<circle cx="${cx}" cy="${top + 56}" r="11"/>` : ""}
          ${hair === "bun" ? `<circle cx="${cx}" cy="${top + 54}" r="8"/>` : ""}
          <circle cx="${cx}" cy="${top + 72}" r="14"/>
          <path d="M${cx - 24} ${top + 100} Q${cx - 24} ${top + 84} ${cx} ${top + 84} Q${cx + 24} ${top + 84} ${cx + 24} ${top + 100} Z"/>
        </g>`;
    })
    .join("");
  const wheel = (wx: number) =>
    `<circle cx="${wx}" cy="${y - 40}" r="42" fill="${palette.night}"/>
     <circle cx="${wx}" cy="${y - 40}" r="17" fill="${palette.gold}"/>`;
  return `<g>
    <ellipse cx="${x + 270}" cy="${y - 4}" rx="290" ry="18" fill="${palette.shadow}" opacity="0.55"/>
    <path d="M${x + 440} ${top + 112} h74 q22 0 26 22 l8 64 q2 18 -16 18 h-92 Z" fill="${palette.leaf}"/>
    <path d="M${x + 26} ${top} H${x + 440} Q${x + 476} ${top} ${x + 476} ${top + 40} V${top + 222} H${x} V${top + 26} Q${x} ${top} ${x + 26} ${top} Z" fill="${palette.leaf}"/>
    <path d="M${x + 26} ${top} H${x + 440} Q${x + 462} ${top} ${x + 470} ${top + 18} H${x + 4} Q${x + 8} ${top} ${x + 26} ${top} Z" fill="${palette.mint}"/>
    ${windows}
    <rect x="${x + 418}" y="${top + 36}" width="44" height="180" rx="6" fill="${palette.jade}"/>
    <rect x="${x + 426}" y="${top + 44}" width="28" height="56" rx="4" fill="${palette.sun}" opacity="0.85"/>
    <rect x="${x}" y="${top + 120}" width="418" height="14" fill="${palette.gold}"/>
    <rect x="${x + 462}" y="${top + 120}" width="80" height="14" fill="${palette.gold}"/>
    ${heart(x + 210, top + 170, 28, palette.gold)}
    <rect x="${x - 8}" y="${top + 204}" width="566" height="18" rx="8" fill="${palette.night}"/>
    <circle cx="${x + 526}" cy="${top + 160}" r="11" fill="${palette.sun}"/>
    ${wheel(x + 100)}${wheel(x + 450)}
  </g>`;
}

export function scene(): string {
  const { width, height } = canvas;
  const hall = { x: 1190, y: 468 };
  const way = road(
    [
      [
        [60, height + 40],
        [240, 930],
        [380, 880],
        [640, 872],
      ],
      [
        [640, 872],
        [980, 866],
        [1140, 800],
        [950, 724],
      ],
      [
        [950, 724],
        [780, 660],
        [820, 596],
        [1010, 566],
      ],
      [
        [1010, 566],
        [1100, 552],
        [1150, 520],
        [hall.x - 10, hall.y + 22],
      ],
    ],
    330,
    24,
  );
  return `
    <defs>
      <linearGradient id="donateSky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${palette.night}"/>
        <stop offset="0.5" stop-color="${palette.deep}"/>
        <stop offset="0.9" stop-color="${palette.jade}"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#donateSky)"/>
    <ellipse cx="${width / 2}" cy="${hall.y}" rx="${width * 0.7}" ry="260" fill="url(#halo)" opacity="0.7"/>
    <ellipse cx="${hall.x - 80}" cy="${hall.y - 60}" rx="900" ry="420" fill="url(#halo)"/>
    ${cloud(150, 250, 360)}${cloud(640, 150, 280)}${cloud(1240, 190, 250)}
    <path d="M0 500 Q80 440 140 450 Q200 470 260 440 Q330 390 400 410 Q470 440 530 420 Q600 380 680 390 Q760 410 820 380 Q880 350 950 390 Q1040 430 1120 400 Q1200 370 1280 400 Q1360 420 1420 380 Q1500 350 ${width} 400 V640 H0 Z" fill="${palette.mint}" opacity="0.35"/>
    <path d="M0 600 Q200 500 430 560 T860 540 Q1040 470 1200 500 T${width} 480 V760 H0 Z" fill="${palette.leaf}"/>
    <circle cx="${hall.x}" cy="${hall.y - 40}" r="220" fill="url(#halo)"/>
    <g transform="translate(${hall.x} ${hall.y})">
      <rect x="-110" y="-96" width="220" height="100" fill="${palette.cream}"/>
      <path d="M-130 -96 L0 -160 L130 -96 Z" fill="${palette.gold}"/>
      <rect x="-130" y="-100" width="260" height="12" fill="${palette.sun}"/>
      ${[-80, -40, 0, 40, 80].map((dx) => `<rect x="${dx - 12}" y="-78" width="24" height="${dx === 0 ? 82 : 54}" rx="${dx === 0 ? 12 : 4}" fill="${palette.gold}"/>`).join("")}
      <rect x="-124" y="0" width="248" height="12" fill="${palette.sun}"/>
    </g>
    ${palm(hall.x - 170, hall.y + 20, 110, -14, palette.deep)}${palm(hall.x + 160, hall.y + 24, 96, 12, palette.deep)}
    <path d="M0 700 Q180 600 420 650 Q640 700 820 640 Q940 600 1080 640 Q1300 700 ${width} 610 V${height} H0 Z" fill="${palette.jade}"/>
    <path d="${way.band}" fill="${palette.night}"/>
    <path d="${way.centre}" stroke="${palette.gold}" stroke-width="6" stroke-dasharray="26 22" fill="none" opacity="0.85"/>
    <path d="M${width} 760 Q1420 820 1300 900 Q1200 980 1240 ${height} H${width} Z" fill="${palette.deep}"/>
    ${bus(400, 900)}
    ${palm(1430, 1000, 330, -40, palette.night)}${palm(110, 1040, 280, 30, palette.night)}`;
}
