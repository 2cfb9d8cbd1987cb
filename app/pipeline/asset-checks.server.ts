/**
 * What the build would trip on among the files under content/, found before it starts
 * (decision 0037): a symbolic link anywhere (the build would publish whatever it points to), a
 * named pipe, device or socket (reading one waits for ever), a file name a web address or an
 * import cannot carry, and any file the build's globs take (app/lib/content-images.server.ts,
 * app/lib/content-assets.ts) that is not what its extension says; a raster image is decoded
 * whole, as the picture pipeline decodes it, so a truncated photo is refused here and not halfway
 * through a build. Named or not, every such file counts: the build takes every file in those
 * folders. So every file under content/assets is also held to the largest size a field of its
 * extension takes, and one of a kind no field takes is refused (decision 0046): a file that no
 * field names yet (an upload saved before the field that names it) or any more (a banner
 * replaced) is published all the same, at an address nothing links to. Node only.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  extensionOf,
  fileNamePart,
  fileProblemByKind,
  rasterFormats,
  rasterMaxPixels,
  tooManyPixels,
} from "../content/asset-rules";
import { entryAt, matchesExtension, readPlainFile } from "../content/file-checks.server";
import { fileTooLarge, isContentName } from "../content/file-size.server";

/** A problem with one file, by its path below the content folder ("assets/partners/x.png"). */
export interface FileProblem {
  path: string;
  message: string;
}

/** What each format is called, for "is not a JPEG image". */
const formatNames: Record<string, string> = {
  jpg: "a JPEG image",
  jpeg: "a JPEG image",
  png: "a PNG image",
  webp: "a WebP image",
  gif: "a GIF image",
  tiff: "a TIFF image",
  heif: "a HEIC or AVIF image",
  avif: "an AVIF image",
  svg: "an SVG image",
  mp4: "an MP4 video",
  webm: "a WebM video",
  vtt: "a WebVTT captions file",
};

/** The formats sharp reports for the raster formats the pipeline takes. */
const readableRasters = new Set(["jpeg", "png", "webp"]);

/**
 * Every problem with the files under `contentDir`: symbolic links, names and the bytes of each file
 * the build takes, each by its path below the folder.
 */
export async function fileProblems(contentDir: string): Promise<FileProblem[]> {
  const problems: FileProblem[] = [];
  const rasters: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(contentDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(contentDir, child);
      // Looked at without following a link; opened only if it is a plain file.
      const found = entryAt(full);
      if (found.kind === "refused") {
        problems.push({ path: child, message: found.message });
        continue;
      }
      const inAssets = child.startsWith("assets/");
      if (inAssets && !fileNamePart.test(entry.name)) {
        const odd = [
          ...new Set([...entry.name].filter((character) => !fileNamePart.test(character))),
        ];
        problems.push({
          path: child,
          message: `has ${odd.map((character) => (character === " " ? "a space" : `"${character}"`)).join(" and ")} in its name, which a web address cannot carry as it is: rename it using only letters, digits, hyphens, underscores and dots`,
        });
        continue;
      }
      if (found.kind === "folder") walk(child);
      else if (!inAssets && found.kind === "file") {
        // A content file, or one no schema names (which the site never reads, but every
        // build's checkout carries): the loader names a content file's size the same way.
        const name = /^([^/]+)\.yaml$/.exec(child)?.[1];
        const large = fileTooLarge(found.size, name && isContentName(name) ? name : undefined);
        if (large) problems.push({ path: child, message: large });
      } else if (inAssets && found.kind === "file") {
        const extension = extensionOf(child);
        const byKind = fileProblemByKind(extension, found.size);
        if (byKind) problems.push({ path: child, message: byKind });
        else if ((rasterFormats as readonly string[]).includes(extension)) rasters.push(child);
        else if (matchesExtension(full) === false)
          problems.push({ path: child, message: notWhatItSays(extension) });
      }
    }
  };
  walk("");
  for (const raster of rasters) {
    const problem = await rasterProblem(path.join(contentDir, raster));
    if (problem) problems.push({ path: raster, message: problem });
  }
  return problems;
}

function notWhatItSays(extension: string, why?: string): string {
  const kind = formatNames[extension] ?? `a .${extension} file`;
  return `is not ${kind}${why ? ` the site can read (${why})` : ""}: save it again in that format, or delete it`;
}

/**
 * Whether a raster image decodes whole as one of the formats the pipeline takes, as sharp (which
 * the build's vite-imagetools runs) decodes it. The image is judged by its bytes: a PNG named .jpg
 * is read as the PNG it is, as the build and the editor read it.
 */
async function rasterProblem(file: string): Promise<string | undefined> {
  const read = readPlainFile(file);
  if (!read.ok) return read.missing ? "does not exist" : read.message;
  const extension = extensionOf(file);
  // Judged once a process for the same bytes under the same extension: the tests check many
  // copies of one content set, each differing in a file, and decoding every picture of each copy
  // again was most of the unit tests' time (issue 52).
  const key = `${extension}:${createHash("sha256").update(read.bytes).digest("hex")}`;
  let verdict = rasterVerdicts.get(key);
  if (verdict === undefined) {
    verdict = rasterVerdict(read.bytes, extension);
    rasterVerdicts.set(key, verdict);
  }
  return verdict;
}

/** Each raster verdict reached in this process, by extension and hash of the bytes. */
const rasterVerdicts = new Map<string, Promise<string | undefined>>();

async function rasterVerdict(bytes: Buffer, extension: string): Promise<string | undefined> {
  try {
    // Never decoded past its pixels' limit: its size read from its header first (sharp refuses
    // even to read the header of a picture over the limit it is given), then decoded within it.
    const { format, width, height } = await sharp(bytes).metadata();
    if (!readableRasters.has(format ?? ""))
      return notWhatItSays(
        extension,
        `it is ${formatNames[format ?? ""] ?? "a picture of another kind"}`,
      );
    const large = tooManyPixels(width, height);
    if (large) return large;
    await sharp(bytes, { limitInputPixels: rasterMaxPixels }).stats();
    return undefined;
  } catch (error) {
    return notWhatItSays(extension, unreadable((error as Error).message));
  }
}

/**
 * Why sharp could not read a picture, in staff words: its own messages name its libraries
 * ("VipsJpeg: premature end of JPEG image"), which say nothing to the person who saved the file.
 */
export function unreadable(message: string): string {
  if (/premature end|end of (stream|file|data)|truncated|unexpected end/i.test(message))
    return "it is cut short: the end of the picture is missing, as when a copy or download stops early";
  if (/unsupported image format|unknown (image )?format|not a known file format/i.test(message))
    return "its bytes are not a picture";
  return "it is damaged: the picture cannot be read whole";
}
