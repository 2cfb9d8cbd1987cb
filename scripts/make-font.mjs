// `npm run font`: writes the subset web font (scripts/font-subset.mjs says what it keeps).
import { writeFileSync } from "node:fs";
import { fontFile, makeFontSubset } from "./font-subset.mjs";

const font = await makeFontSubset();
writeFileSync(fontFile, font);
console.log(`font: ${fontFile}, ${font.length} bytes`);
