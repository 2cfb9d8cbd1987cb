// `npm run font`: writes the subset web font and the proposal PDF's fonts (app/outputs/font-subset.server.mjs
// says what each keeps).
import { writeFileSync } from "node:fs";
import {
  fontFile,
  makeFontSubset,
  makePdfFont,
  pdfFonts,
} from "../app/outputs/font-subset.server.mjs";

const font = await makeFontSubset();
writeFileSync(fontFile, font);
console.log(`font: ${fontFile}, ${font.length} bytes`);
for (const name of /** @type {(keyof typeof pdfFonts)[]} */ (Object.keys(pdfFonts))) {
  const pdfFont = await makePdfFont(name);
  writeFileSync(pdfFonts[name].file, pdfFont);
  console.log(`font: ${pdfFonts[name].file}, ${pdfFont.length} bytes`);
}
