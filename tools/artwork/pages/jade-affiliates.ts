// The tiers of belonging: four platforms rising from left to right, each with one or two people
// wearing a rosette badge that grows and warms from leaf green on the lowest step to gold on the
// top one; a dotted line with small gold circles links the tiers like a network, and a soft gold
// glow rises behind the top step.
import { canvas, palette, person, skin, type Hair, type Pose } from "../kit";

/** A colour between two hex colours, `t` of the way from `from` to `to`. */
function mix(from: string, to: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((value, index) => Math.round(value + ((b[index] ?? value) - value) * t))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

interface Climber {
  /** Across the step, from its left edge (0) to its right edge (1). */
  at: number;
  tone: number;
  top: string;
  hair: Hair;
  pose: Pose;
}

/** The steps from the lowest (left) to the highest (right), and who stands on each. */
const steps: Climber[][] = [
  [
    { at: 0.3, tone: 4, top: palette.cream, hair: "puff", pose: "down" },
    { at: 0.7, tone: 1, top: palette.mint, hair: "short", pose: "down" },
  ],
  [
    { at: 0.32, tone: 3, top: palette.sun, hair: "buns", pose: "down" },
    { at: 0.7, tone: 0, top: palette.cream, hair: "locs", pose: "down" },
  ],
  [
    { at: 0.3, tone: 2, top: palette.mint, hair: "bald", pose: "down" },
    { at: 0.7, tone: 4, top: palette.cream, hair: "long", pose: "down" },
  ],
  [
    { at: 0.34, tone: 0, top: palette.cream, hair: "bun", pose: "cheer" },
    { at: 0.72, tone: 3, top: palette.mint, hair: "short", pose: "down" },
  ],
];

const floor = 1010;
const stepWidth = 330;
const left = (canvas.width - stepWidth * steps.length) / 2;
/** The front edge of each step's top: the lowest 165 above the floor, each next 120 higher. */
const stepTop = (index: number) => floor - 165 - index * 120;
/** The depth of a step's top, seen from a little above. */
const depth = 44;
const scale = 1.15;

/** A rosette: a disc with a dark rim and two ribbon tails, its size growing with the tier. */
function rosette(x: number, y: number, radius: number, colour: string): string {
  return `<path d="M${x - radius * 0.55} ${y} l${-radius * 0.3} ${radius * 1.7} l${radius * 0.45} ${-radius * 0.3} l${radius * 0.3} ${radius * 0.4} Z" fill="${colour}" stroke="${palette.night}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M${x + radius * 0.55} ${y} l${radius * 0.3} ${radius * 1.7} l${-radius * 0.45} ${-radius * 0.3} l${-radius * 0.3} ${radius * 0.4} Z" fill="${colour}" stroke="${palette.night}" stroke-width="4" stroke-linejoin="round"/>
    <circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}" stroke="${palette.night}" stroke-width="5"/>
    <circle cx="${x}" cy="${y}" r="${radius * 0.45}" fill="${palette.cream}" opacity="0.55"/>`;
}

/** A smooth curve through the points (Catmull-Rom, as cubic Béziers). */
function smooth(points: readonly (readonly [number, number])[]): string {
  const at = (index: number) => points[Math.max(0, Math.min(points.length - 1, index))] ?? [0, 0];
  const [first = [0, 0]] = points;
  let d = `M${first[0]} ${first[1]}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return d;
}

export function scene(): string {
  const { width, height } = canvas;
  const badge = (tier: number) => mix(palette.leaf, palette.gold, tier / (steps.length - 1));
  const topStep = steps.length - 1;
  const topCentre = left + stepWidth * (topStep + 0.5);

  const blocks = steps
    .map((_, tier) => {
      const x = left + tier * stepWidth;
      const y = stepTop(tier);
      const face = tier === topStep ? palette.jade : palette.deep;
      return `<rect x="${x}" y="${y - depth}" width="${stepWidth}" height="${depth}" fill="${tier === topStep ? palette.sun : palette.leaf}"/>
        <rect x="${x}" y="${y}" width="${stepWidth}" height="${floor - y}" fill="${face}"/>
        <rect x="${x}" y="${y}" width="${stepWidth}" height="12" fill="${badge(tier)}"/>
        <circle cx="${x + stepWidth / 2}" cy="${y + 100 + tier * 6}" r="${34 + tier * 7}" fill="${badge(tier)}" stroke="${palette.night}" stroke-width="6"/>
        <rect x="${x + stepWidth - 6}" y="${y - depth}" width="6" height="${floor - y + depth}" fill="${palette.night}" opacity="0.5"/>`;
    })
    .join("");

  const people = steps
    .map((climbers, tier) =>
      climbers
        .map(({ at, tone, top, hair, pose }) => {
          const x = left + tier * stepWidth + at * stepWidth;
          const y = stepTop(tier) - depth / 2 - 224 * scale;
          const radius = (12 + tier * 3.5) * scale;
          return (
            person({ x, y, scale, skin: skin(tone), top, bottom: palette.night, hair, pose }) +
            rosette(x + 14 * scale, y + 66 * scale, radius, badge(tier))
          );
        })
        .join(""),
    )
    .join("");

  // The network: a dotted line from beyond the left edge, dipping over the lowest step and rising
  // over the heads of each tier to the top, a gold circle at each tier.
  const nodes = steps.map((_, tier): [number, number] => [
    left + stepWidth * (tier + 0.5),
    stepTop(tier) - depth / 2 - 224 * scale - 100,
  ]);
  const line: [number, number][] = [[-40, 250], [110, 380], ...nodes, [1620, 80]];
  // Further members of the network, branching off into the upper left.
  const branches: [number, number][][] = [
    [
      [110, 380],
      [200, 230],
      [380, 150],
    ],
    [
      [200, 230],
      [120, 90],
    ],
    [
      [380, 150],
      [600, 190],
    ],
  ];

  return `
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 14 }, (_, index) => {
      const angle = Math.PI + (index / 13) * Math.PI * 0.62 - 0.08;
      const [cx, cy] = [topCentre, stepTop(topStep) - 120];
      return `<path d="M${cx} ${cy} L${cx + Math.cos(angle) * 2000} ${cy + Math.sin(angle) * 2000} L${cx + Math.cos(angle + 0.07) * 2000} ${cy + Math.sin(angle + 0.07) * 2000} Z" fill="${palette.jade}" opacity="0.22"/>`;
    }).join("")}
    <circle cx="${topCentre}" cy="${stepTop(topStep) - 160}" r="520" fill="url(#halo)"/>
    <rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="${palette.night}"/>
    <rect x="0" y="${floor - 6}" width="${width}" height="8" fill="${palette.gold}"/>
    ${blocks}
    <path d="${smooth(line)}" stroke="${palette.sun}" stroke-width="7" stroke-dasharray="2 20" stroke-linecap="round" fill="none" opacity="0.85"/>
    ${branches
      .map(
        (branch) =>
          `<path d="${smooth(branch)}" stroke="${palette.mint}" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round" fill="none" opacity="0.6"/>` +
          branch
            .slice(1)
            .map(
              ([x, y]) =>
                `<circle cx="${x}" cy="${y}" r="10" fill="${palette.leaf}" stroke="${palette.night}" stroke-width="4"/>`,
            )
            .join(""),
      )
      .join("")}
    ${[[110, 380] as const, ...nodes]
      .map(
        ([x, y], index) =>
          `<circle cx="${x}" cy="${y}" r="${index === 0 ? 10 : 15 + index * 2}" fill="${index === 0 ? palette.leaf : badge(index - 1)}" stroke="${palette.night}" stroke-width="5"/>`,
      )
      .join("")}
    ${people}`;
}
