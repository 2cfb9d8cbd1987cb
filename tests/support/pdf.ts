import { createRequire } from "node:module";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

export interface PdfLine {
  page: number;
  y: number;
  cells: string[];
}

/** A PDF's text, as pdf.js reads it, grouped into lines of cells (left to right). */
export async function readPdfLines(bytes: Uint8Array): Promise<PdfLine[]> {
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const lines: PdfLine[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const text = await page.getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const item of text.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const [, , , , x, y] = item.transform as number[];
      const key = Math.round(y ?? 0);
      byY.set(key, [...(byY.get(key) ?? []), { x: x ?? 0, text: item.str }]);
    }
    for (const [y, cells] of [...byY.entries()].sort((a, b) => b[0] - a[0])) {
      lines.push({
        page: number,
        y,
        cells: cells.sort((a, b) => a.x - b.x).map((cell) => cell.text),
      });
    }
  }
  return lines;
}

/** A PDF's text, a line a line, cells joined by spaces. */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdfLines(bytes)).map((line) => line.cells.join(" ")).join("\n");
}

export interface PdfFontFile {
  /** The font's name, "ABCDEF+Inter-Bold" for a subset (PDF 9.6.4). */
  name: string;
  /** Which kind of embedded font file: FontFile2 is TrueType. */
  kind: "FontFile" | "FontFile2" | "FontFile3";
  /** The embedded file's size in the PDF, compressed as it is stored. */
  bytes: number;
}

/** The font files a PDF embeds, one per font descriptor that has one. */
export async function readPdfFontFiles(bytes: Uint8Array): Promise<PdfFontFile[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const files: PdfFontFile[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")
    )
      continue;
    for (const kind of ["FontFile", "FontFile2", "FontFile3"] as const) {
      const file = object.lookup(PDFName.of(kind));
      if (file instanceof PDFRawStream)
        files.push({
          name: object.lookup(PDFName.of("FontName"), PDFName).decodeText(),
          kind,
          bytes: file.contents.length,
        });
    }
  }
  return files;
}
