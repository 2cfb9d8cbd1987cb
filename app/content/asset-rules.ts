/**
 * What each kind of file a content field names may be: its formats and its largest size. The one
 * source the schema (which fields take which formats), the loader (sizes and bytes on disk) and the
 * content editor's upload fields (`accept`, `max_file_size`) read, so the three cannot disagree
 * (decision 0037). Browser-safe: no Node imports.
 */

/** A format by the file's extension, with the MIME type a browser gives such a file. */
const mimeTypes = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt",
} as const;

export type AssetFormat = keyof typeof mimeTypes;

/** The raster formats the picture pipeline (vite-imagetools, app/lib/content-images.server.ts) reads. */
export const rasterFormats = ["jpg", "jpeg", "png", "webp"] as const satisfies AssetFormat[];

/** What a kind of file is, for staff: "This image is …". */
type Noun = "image" | "video" | "captions file";

interface AssetKind {
  /** The extensions a field of this kind takes, lower-case. */
  formats: readonly AssetFormat[];
  /** The largest file, in bytes (1 MB is 1,000,000 bytes, as the editor counts). */
  maxBytes: number;
  noun: Noun;
}

/**
 * Every kind of file a content field can name. A photo the build serves at several widths (banners,
 * article and programme pictures, phone crops, portraits, the video's poster) is at most 2 MB: a
 * photo exported for the web at 2,400 px is well under it, while a camera's or phone's original (5
 * to 12 MB) is refused, as it would slow every build and stay in the repository's history for
 * good. A logo is drawn at most 480 px wide, so 1 MB is plenty. The video is what the README has
 * always asked (under 2 MB each) and captions are text.
 */
export const assetKinds = {
  picture: { formats: rasterFormats, maxBytes: 2_000_000, noun: "image" },
  portrait: { formats: rasterFormats, maxBytes: 2_000_000, noun: "image" },
  poster: { formats: rasterFormats, maxBytes: 2_000_000, noun: "image" },
  logo: { formats: ["svg", ...rasterFormats], maxBytes: 1_000_000, noun: "image" },
  mp4: { formats: ["mp4"], maxBytes: 2_000_000, noun: "video" },
  webm: { formats: ["webm"], maxBytes: 2_000_000, noun: "video" },
  captions: { formats: ["vtt"], maxBytes: 100_000, noun: "captions file" },
} as const satisfies Record<string, AssetKind>;

export type AssetKindName = keyof typeof assetKinds;

export function isAssetKind(name: unknown): name is AssetKindName {
  return typeof name === "string" && Object.hasOwn(assetKinds, name);
}

/** Whether a kind's files are images (an image upload in the editor). */
export function isImageKind(kind: AssetKindName): boolean {
  return assetKinds[kind].noun === "image";
}

/** The editor's `accept`: the MIME types of the kind's formats, as a file picker filters them. */
export function acceptOf(kind: AssetKindName): string {
  return [...new Set(assetKinds[kind].formats.map((format) => mimeTypes[format]))].join(",");
}

/** The MIME type of a format, as the editor's `accept` names it. */
export function mimeTypeOf(format: AssetFormat): string {
  return mimeTypes[format];
}

/** The extension of a path, lower-case ("jpg"), or "". */
export function extensionOf(path: string): string {
  const name = path.split("/").at(-1) ?? "";
  return name.includes(".") ? (name.split(".").at(-1)?.toLowerCase() ?? "") : "";
}

/** Bytes as staff read them, as the editor writes them: "10.6 MB", "2 MB", "850 KB". */
export function sizeInWords(bytes: number): string {
  const [unit, value] = bytes >= 1e6 ? ["MB", bytes / 1e6] : ["KB", bytes / 1e3];
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString("en")} ${unit}`;
}

/** A size over a limit, in words: never "2 MB is 2 MB", a file a few bytes over says so in bytes. */
export function sizeOver(bytes: number, maxBytes: number): string {
  return sizeInWords(bytes) === sizeInWords(maxBytes)
    ? `${bytes.toLocaleString("en")} bytes`
    : sizeInWords(bytes);
}

/** The refusal of a file over its kind's size, or undefined when it fits. */
export function tooLarge(kind: AssetKindName, bytes: number): string | undefined {
  const { maxBytes, noun } = assetKinds[kind];
  if (bytes <= maxBytes) return undefined;
  return `This ${noun} is ${sizeOver(bytes, maxBytes)}; the largest the site takes is ${sizeInWords(maxBytes)}: save it smaller, or choose another`;
}

/**
 * The most pixels a raster image may hold: 40 megapixels, a phone's or camera's largest photo.
 * The site shows none wider than 2,400 pixels; a file of a few kilobytes can say it is 16,000
 * pixels square (a PNG of one colour), and decoding its 256 megapixels takes the check minutes.
 */
export const rasterMaxPixels = 40_000_000;

/** The refusal of a raster image of `width` by `height` pixels, or undefined when it fits. */
export function tooManyPixels(width: number, height: number): string | undefined {
  if (width * height <= rasterMaxPixels) return undefined;
  const megapixels = Math.round((width * height) / 1e6).toLocaleString("en");
  return `is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels (${megapixels} megapixels); the site takes at most ${rasterMaxPixels / 1e6} megapixels and shows none wider than 2,400 pixels: save it again at 2,400 pixels on its longer side`;
}

/** Every extension some kind takes, in the kinds' order: "jpg", "jpeg", …, "vtt". */
export const assetExtensions: readonly AssetFormat[] = [
  ...new Set(Object.values(assetKinds).flatMap((kind) => kind.formats)),
];

/**
 * The kind whose limit holds a file under content/assets by its extension alone, whether or not a
 * field names it: of the kinds that take the extension, the one that takes the largest file. The
 * build publishes every such file (its globs take them all), so none may be larger than some field
 * could take (decision 0046). Undefined for an extension no kind takes.
 */
export function kindByExtension(extension: string): AssetKindName | undefined {
  const kinds = (Object.keys(assetKinds) as AssetKindName[]).filter((kind) =>
    (assetKinds[kind].formats as readonly string[]).includes(extension),
  );
  return kinds.sort((a, b) => assetKinds[b].maxBytes - assetKinds[a].maxBytes)[0];
}

/**
 * The refusal of a file under content/assets by its extension and size alone, or undefined when
 * some field could take it: "is 30 MB; the largest video the site takes is 2 MB: …".
 */
export function fileProblemByKind(extension: string, bytes: number): string | undefined {
  const kind = kindByExtension(extension);
  const taken = assetExtensions.map((format) => `.${format}`);
  const list = `${taken.slice(0, -1).join(", ")} and ${taken.at(-1) ?? ""}`;
  if (kind === undefined)
    return extension === ""
      ? `has no extension, so no field of the site can show it (the site takes ${list} files): name it by what it is, or delete it`
      : `is a .${extension} file, which no field of the site can show (the site takes ${list} files): delete it, or save it in one of those formats`;
  const { maxBytes, noun } = assetKinds[kind];
  if (bytes <= maxBytes) return undefined;
  return `is ${sizeOver(bytes, maxBytes)}; the largest ${noun} the site takes is ${sizeInWords(maxBytes)}: save it smaller, or delete it`;
}

/**
 * The characters a file name under content/assets may use: letters, digits, hyphen, underscore and
 * dot. Anything else (a space, "#", "?", "%", an accent) must be escaped in a web address or an
 * import, and a build that meets one unescaped stops (decision 0037).
 */
export const fileNamePart = /^[A-Za-z0-9_.-]+$/;
