// The association as a community: six people (four students of different ages and two adult
// mentors) on a grassy rise at dusk, one student speaking to the others with an open hand, a
// mentor holding up a green-and-gold JADE pennant; the Blue Mountains in layers behind, the sun
// setting into a warm gold glow.
import { canvas, palette, person, skin, type Hair, type Pose } from "../kit";

type Point = readonly [number, number];

/** A smooth ridge through `points`, closed down to the bottom of the canvas. */
function ridge(points: readonly Point[], fill: string): string {
  const [first = [0, 0], ...rest] = points;
  const curve = rest
    .map((point, index) => {
      const previous = points[index] ?? first;
      const mid = [(previous[0] + point[0]) / 2, (previous[1] + point[1]) / 2];
      return `Q${previous[0]} ${previous[1]} ${mid[0]} ${mid[1]}`;
    })
    .join(" ");
  const last = points[points.length - 1] ?? first;
  return `<path d="M${first[0]} ${first[1]} ${curve} L${last[0]} ${last[1]} L${last[0]} ${canvas.height} L${first[0]} ${canvas.height} Z" fill="${fill}"/>`;
}

interface Member {
  x: number;
  /** Where the feet stand on the rise. */
  ground: number;
  scale: number;
  tone: number;
  top: string;
  hair: Hair;
  pose: Pose;
  accent?: string;
}

/**
 * The group, back row first: three students listening, then the front row: a mentor and the
 * student speaking with an open hand. The second mentor, holding the pennant, stands at the right.
 */
const group: Member[] = [
  { x: 620, ground: 900, scale: 1.4, tone: 4, top: palette.mint, hair: "buns", pose: "down" },
  { x: 812, ground: 892, scale: 1.56, tone: 0, top: palette.sun, hair: "short", pose: "down" },
  { x: 965, ground: 898, scale: 1.48, tone: 2, top: palette.cream, hair: "long", pose: "down" },
  {
    x: 300,
    ground: 950,
    scale: 1.95,
    tone: 3,
    top: palette.leaf,
    hair: "short",
    pose: "down",
    accent: palette.gold,
  },
  { x: 520, ground: 964, scale: 1.72, tone: 1, top: palette.gold, hair: "puff", pose: "open" },
];
const bearer: Member = {
  x: 1165,
  ground: 952,
  scale: 2,
  tone: 2,
  top: palette.night,
  hair: "bald",
  pose: "point",
  accent: palette.gold,
};

/** The pole stands in the bearer's raised hand ("point" holds it 104 head units to the side). */
const pole = { x: bearer.x + 104 * bearer.scale, ground: bearer.ground + 4 };

const drawMember = (
  { x, ground, scale, tone, top, hair, pose, accent }: Member,
  bottom: string = palette.night,
) =>
  person({ x, y: ground - 224 * scale, scale, skin: skin(tone), top, bottom, hair, pose, accent });

/** The pennant: a long swallowtailed flag flying left from the top of the pole, with the name. */
function pennant(): string {
  const top = 150;
  const x = pole.x;
  return `<rect x="${x - 7}" y="${top - 20}" width="14" height="${pole.ground - top + 20}" rx="7" fill="${palette.gold}"/>
    <circle cx="${x}" cy="${top - 24}" r="15" fill="${palette.sun}"/>
    <path d="M${x - 6} ${top} C${x - 160} ${top - 30} ${x - 300} ${top + 40} ${x - 520} ${top + 10} L${x - 440} ${top + 100} L${x - 530} ${top + 190} C${x - 320} ${top + 200} ${x - 170} ${top + 150} ${x - 6} ${top + 190} Z" fill="${palette.jade}"/>
    <path d="M${x - 6} ${top} C${x - 160} ${top - 30} ${x - 300} ${top + 40} ${x - 520} ${top + 10} L${x - 506} ${top + 26} C${x - 300} ${top + 58} ${x - 160} ${top - 12} ${x - 6} ${top + 18} Z" fill="${palette.gold}"/>
    <path d="M${x - 6} ${top + 172} C${x - 170} ${top + 132} ${x - 320} ${top + 182} ${x - 514} ${top + 174} L${x - 530} ${top + 190} C${x - 320} ${top + 200} ${x - 170} ${top + 150} ${x - 6} ${top + 190} Z" fill="${palette.gold}"/>
    <text x="${x - 250}" y="${top + 130}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="96" letter-spacing="10" fill="${palette.cream}" text-anchor="middle" transform="rotate(-2 ${x - 250} ${top + 100})">JADE</text>`;
}

/** A clump of bushes in the near corner, leaning in from the side `side` is on. */
function shrubs(x: number, y: number, side: 1 | -1): string {
  return `<g fill="${palette.night}">
    <circle cx="${x - side * 20}" cy="${y - 10}" r="90"/>
    <circle cx="${x + side * 90}" cy="${y + 30}" r="70"/>
    <circle cx="${x + side * 170}" cy="${y + 60}" r="50"/>
  </g>`;
}

/** The first stars, placed by hand in the dark upper sky. */
const stars: readonly Point[] = [
  [70, 60],
  [190, 150],
  [330, 48],
  [470, 120],
  [610, 40],
  [720, 170],
  [90, 280],
  [250, 330],
  [560, 250],
  [830, 70],
];

export function scene(): string {
  const { width, height } = canvas;
  const people =
    group.map((member) => drawMember(member)).join("") + drawMember(bearer, palette.shadow);
  return `
    <defs>
      <linearGradient id="about-dusk" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${palette.shadow}"/>
        <stop offset="0.3" stop-color="${palette.night}"/>
        <stop offset="0.52" stop-color="${palette.deep}"/>
      </linearGradient>
      <radialGradient id="about-sunset" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.9"/>
        <stop offset="0.3" stop-color="${palette.gold}" stop-opacity="0.45"/>
        <stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#about-dusk)"/>
    <ellipse cx="230" cy="560" rx="900" ry="400" fill="url(#about-sunset)"/>
    ${stars.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 5 : 3.5}" fill="${palette.sun}" opacity="${index % 2 ? 0.55 : 0.8}"/>`).join("")}
    <circle cx="150" cy="540" r="64" fill="${palette.sun}"/>
    ${ridge(
      [
        [0, 556],
        [120, 524],
        [220, 540],
        [340, 486],
        [450, 520],
        [580, 462],
        [690, 494],
        [800, 420],
        [890, 392],
        [980, 432],
        [1080, 470],
        [1200, 436],
        [1320, 492],
        [1450, 466],
        [1600, 510],
      ],
      palette.jade,
    )}
    ${ridge(
      [
        [0, 640],
        [170, 600],
        [330, 630],
        [480, 610],
        [640, 650],
        [820, 600],
        [990, 580],
        [1150, 620],
        [1320, 590],
        [1470, 630],
        [1600, 610],
      ],
      palette.deep,
    )}
    ${ridge(
      [
        [0, 720],
        [220, 690],
        [440, 716],
        [660, 690],
        [900, 712],
        [1120, 684],
        [1360, 712],
        [1600, 690],
      ],
      palette.night,
    )}
    ${ridge(
      [
        [0, 840],
        [300, 800],
        [620, 776],
        [900, 772],
        [1200, 786],
        [1600, 826],
      ],
      palette.leaf,
    )}
    ${ridge(
      [
        [0, 856],
        [300, 816],
        [620, 792],
        [900, 788],
        [1200, 802],
        [1600, 842],
      ],
      palette.jade,
    )}
    ${pennant()}
    ${people}
    ${ridge(
      [
        [0, 1010],
        [400, 990],
        [800, 1000],
        [1200, 986],
        [1600, 1004],
      ],
      palette.deep,
    )}
    ${shrubs(60, 1030, 1)}${shrubs(1540, 1030, -1)}`;
}
