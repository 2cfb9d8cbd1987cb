// The podium: three young debaters on a three-step winners' podium under a soft spotlight, the
// champion on the tall middle step lifting a gold trophy with both arms up, the runners-up on
// either side wearing medals, gold and mint confetti falling against a deep curtained stage.
import { canvas, hairColours, palette, person, seenFromBehind, skin, spotlight } from "../kit";

/** A medal on a V of ribbon, hung from the neck of a person at (x, y) of this scale. */
function medal(x: number, y: number, scale: number, colour: string): string {
  const at = (dx: number, dy: number) => `${x + dx * scale} ${y + dy * scale}`;
  return `<path d="M${at(-14, 30)} L${at(0, 70)} L${at(14, 30)}" stroke="${palette.jade}" stroke-width="${7 * scale}" fill="none" stroke-linejoin="round"/>
    <circle cx="${x}" cy="${y + 80 * scale}" r="${14 * scale}" fill="${colour}" stroke="${palette.night}" stroke-width="${2.5 * scale}"/>`;
}

/** A podium block: a front face with its number, and a lighter top edge. */
function step(x: number, top: number, width: number, floor: number, place: string): string {
  return `<rect x="${x}" y="${top}" width="${width}" height="${floor - top}" fill="${palette.jade}"/>
    <rect x="${x}" y="${top}" width="${width}" height="${floor - top}" fill="${palette.night}" opacity="0.18"/>
    <rect x="${x - 6}" y="${top - 4}" width="${width + 12}" height="22" rx="5" fill="${palette.gold}"/>
    <text x="${x + width / 2}" y="${top + Math.min(150, (floor - top) / 2 + 52)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="118" fill="${palette.deep}" text-anchor="middle">${place}</text>`;
}

/** Confetti: small tilted strips scattered over the upper part of the scene, spaced evenly. */
function confetti(count: number, height: number): string {
  const colours = [palette.gold, palette.mint, palette.sun, palette.gold, palette.leaf];
  return Array.from({ length: count }, (_, index) => {
    const x = (index * 211 + 37) % canvas.width;
    const y = (index * 97 + 20) % height;
    const colour = colours[index % colours.length] ?? palette.gold;
    return `<rect x="${x}" y="${y}" width="14" height="26" rx="3" fill="${colour}" transform="rotate(${(index * 41) % 120} ${x} ${y})"/>`;
  }).join("");
}

/** Where a standing person of this scale puts the centre of the head to stand on `top`. */
const headAbove = (top: number, scale: number) => top - 224 * scale;

export function scene(): string {
  const floor = 960;
  const centre = canvas.width / 2;
  const first = { x: 590, top: 640, width: 420 };
  const second = { x: 200, top: 750, width: 390 };
  const third = { x: 1010, top: 812, width: 390 };
  const runnerUp = 1.36;
  // The winner: both arms up (the kit's "cheer"), the trophy in the raised right hand.
  const winner = { x: centre, y: headAbove(first.top, 1.5), scale: 1.5 };
  const hand = { x: winner.x + 70 * winner.scale, y: winner.y - 20 * winner.scale };
  const trophyScale = 0.84;
  const secondX = second.x + second.width / 2;
  const thirdX = third.x + third.width / 2;
  return `
    <rect width="${canvas.width}" height="${canvas.height}" fill="${palette.night}"/>
    ${Array.from({ length: 25 }, (_, index) => `<rect x="${index * 66 + 12}" y="0" width="34" height="${floor}" fill="${palette.deep}" opacity="0.55"/>`).join("")}
    <path d="M0 0 H${canvas.width} V70 Q${canvas.width * 0.75} 120 ${centre} 96 Q${canvas.width * 0.25} 120 0 70 Z" fill="${palette.jade}"/>
    <path d="M0 70 Q${canvas.width * 0.25} 120 ${centre} 96 Q${canvas.width * 0.75} 120 ${canvas.width} 70" stroke="${palette.gold}" stroke-width="8" fill="none"/>
    <circle cx="${centre}" cy="480" r="540" fill="url(#halo)"/>
    ${spotlight(centre, 440, 0.75)}
    <rect x="0" y="${floor}" width="${canvas.width}" height="${canvas.height - floor}" fill="${palette.deep}"/>
    <rect x="0" y="${floor - 6}" width="${canvas.width}" height="10" fill="${palette.gold}"/>
    <ellipse cx="${centre}" cy="${floor + 20}" rx="700" ry="70" fill="url(#pool)"/>
    ${confetti(70, 640)}
    ${step(second.x, second.top, second.width, floor, "2")}
    ${step(third.x, third.top, third.width, floor, "3")}
    ${step(first.x, first.top, first.width, floor, "1")}
    ${person({ x: secondX, y: headAbove(second.top, runnerUp), scale: runnerUp, skin: skin(4), top: palette.mint, bottom: palette.deep, hair: "puff", hairColour: hairColours[1], pose: "heart" })}
    ${medal(secondX, headAbove(second.top, runnerUp), runnerUp, palette.cream)}
    <!-- Third place, mirrored so the waving hand reaches toward the winner. -->
    <g transform="translate(${2 * thirdX} 0) scale(-1 1)">
      ${person({ x: thirdX, y: headAbove(third.top, runnerUp), scale: runnerUp, skin: skin(0), top: palette.leaf, bottom: palette.night, hair: "short", pose: "open" })}
    </g>
    ${medal(thirdX, headAbove(third.top, runnerUp), runnerUp, palette.sun)}
    ${person({ x: winner.x, y: winner.y, scale: winner.scale, skin: skin(3), top: palette.cream, bottom: palette.night, hair: "locs", pose: "cheer" })}
    ${medal(winner.x, winner.y, winner.scale, palette.gold)}
    <g transform="translate(${hand.x} ${hand.y - 100 * trophyScale}) scale(${trophyScale})">
      <path d="M-70 -80 h140 v40 c0 70 -40 100 -70 110 c-30 -10 -70 -40 -70 -110 Z" fill="${palette.gold}"/>
      <path d="M-70 -60 c-60 0 -60 70 0 80 M70 -60 c60 0 60 70 0 80" stroke="${palette.gold}" stroke-width="14" fill="none"/>
      <path d="M-40 -60 v40 c0 30 14 50 24 58" stroke="${palette.sun}" stroke-width="12" fill="none" stroke-linecap="round"/>
      <rect x="-18" y="70" width="36" height="60" fill="${palette.gold}"/>
      <rect x="-60" y="128" width="120" height="30" rx="6" fill="${palette.sun}"/>
    </g>
    <circle cx="${hand.x}" cy="${hand.y}" r="${8.5 * winner.scale}" fill="${skin(3)}"/>
    ${seenFromBehind(96, 985, 1.3, palette.shadow, "puff")}${seenFromBehind(1504, 980, 1.35, palette.shadow, "bun")}`;
}
