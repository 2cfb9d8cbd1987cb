// Joining JADE: a mentor hands a large membership card (cream, a jade band, a gold seal and a few
// bold lines, no text) to a young person who reaches out for it; behind them their new club waves
// and cheers in a warm club room under string lights.
import { canvas, palette, person, skin, stringLights, type Hair, type Pose } from "../kit";

/** The arm of the "open" pose reaches to the hand at (104, 44) head-radius units from the head. */
const reach = { x: 104, y: 44 };

/** A person drawn mirrored about their own centre line, so that they reach to the left. */
const mirrored = (x: number, drawing: string) =>
  `<g transform="translate(${2 * x} 0) scale(-1 1)">${drawing}</g>`;

interface ClubMember {
  x: number;
  scale: number;
  tone: number;
  top: string;
  hair: Hair;
  pose: Pose;
}

/** The club behind, standing further back on the floor. */
const clubGround = 850;
const club: ClubMember[] = [
  { x: 200, scale: 1.42, tone: 4, top: palette.sun, hair: "puff", pose: "cheer" },
  { x: 620, scale: 1.34, tone: 2, top: palette.mint, hair: "locs", pose: "down" },
  { x: 975, scale: 1.36, tone: 1, top: palette.cream, hair: "short", pose: "cheer" },
  { x: 1400, scale: 1.44, tone: 3, top: palette.mint, hair: "long", pose: "point" },
];

/** The mentor (left) and the new member (right), in front. */
const mentor = { x: 420, ground: 1046, scale: 2.5 };
const member = { x: 1170, ground: 1022, scale: 2.1 };

export function scene(): string {
  const { width, height } = canvas;
  const mentorHead = mentor.ground - 224 * mentor.scale;
  const memberHead = member.ground - 224 * member.scale;
  const from = { x: mentor.x + reach.x * mentor.scale, y: mentorHead + reach.y * mentor.scale };
  const to = { x: member.x - reach.x * member.scale, y: memberHead + reach.y * member.scale };
  const centre = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  const cardWidth = Math.hypot(to.x - from.x, to.y - from.y) + 30;
  const cardHeight = cardWidth * 0.62;

  const card = `<g transform="translate(${centre.x} ${centre.y}) rotate(${angle.toFixed(1)})">
      <rect x="${-cardWidth / 2 + 8}" y="${-cardHeight / 2 + 14}" width="${cardWidth}" height="${cardHeight}" rx="18" fill="${palette.shadow}" opacity="0.5"/>
      <rect x="${-cardWidth / 2}" y="${-cardHeight / 2}" width="${cardWidth}" height="${cardHeight}" rx="18" fill="${palette.cream}"/>
      <path d="M${-cardWidth / 2} ${-cardHeight / 2 + 18} a18 18 0 0 1 18 -18 h${cardWidth - 36} a18 18 0 0 1 18 18 v${cardHeight * 0.2} h${-cardWidth} Z" fill="${palette.jade}"/>
      <circle cx="${cardWidth / 2 - 62}" cy="${cardHeight * 0.16}" r="34" fill="${palette.gold}"/>
      <g stroke="${palette.deep}" stroke-width="14" stroke-linecap="round">
        <path d="M${-cardWidth / 2 + 40} ${-cardHeight * 0.06} h${cardWidth * 0.46}"/>
        <path d="M${-cardWidth / 2 + 40} ${cardHeight * 0.12} h${cardWidth * 0.34}"/>
        <path d="M${-cardWidth / 2 + 40} ${cardHeight * 0.3} h${cardWidth * 0.4}"/>
      </g>
    </g>`;

  const people = club
    .map(({ x, scale, tone, top, hair, pose }) =>
      person({
        x,
        y: clubGround - 224 * scale,
        scale,
        skin: skin(tone),
        top,
        bottom: palette.night,
        hair,
        pose,
      }),
    )
    .join("");

  return `
    <rect width="${width}" height="${height}" fill="${palette.deep}"/>
    ${Array.from({ length: 17 }, (_, index) => `<rect x="${index * 100 + 30}" y="0" width="44" height="800" fill="${palette.night}" opacity="0.35"/>`).join("")}
    <circle cx="${centre.x}" cy="${centre.y - 40}" r="560" fill="url(#halo)"/>
    ${stringLights(-20, 40, 800, 50, 120, 7)}${stringLights(800, 50, 1620, 40, 120, 7)}
    <g transform="translate(800 40)">
      <rect x="-100" y="-12" width="200" height="20" rx="10" fill="${palette.gold}"/>
      <path d="M-80 0 H80 V280 L0 230 L-80 280 Z" fill="${palette.jade}" stroke="${palette.gold}" stroke-width="10" stroke-linejoin="round"/>
      <path d="M0 70 L44 120 L0 170 L-44 120 Z" fill="${palette.gold}"/>
    </g>
    <rect x="0" y="800" width="${width}" height="${height - 800}" fill="${palette.jade}"/>
    <rect x="0" y="792" width="${width}" height="10" fill="${palette.leaf}"/>
    <ellipse cx="${centre.x}" cy="980" rx="640" ry="90" fill="url(#pool)"/>
    ${people}
    ${person({ x: mentor.x, y: mentorHead, scale: mentor.scale, skin: skin(1), top: palette.night, bottom: palette.shadow, hair: "short", hairColour: "#5d5750", pose: "open", accent: palette.gold })}
    ${mirrored(member.x, person({ x: member.x, y: memberHead, scale: member.scale, skin: skin(3), top: palette.gold, bottom: palette.night, hair: "buns", pose: "open" }))}
    ${card}
    <circle cx="${from.x}" cy="${from.y}" r="${8.5 * mentor.scale}" fill="${skin(1)}"/>
    <circle cx="${to.x}" cy="${to.y}" r="${8.5 * member.scale}" fill="${skin(3)}"/>`;
}
