// Merges static TrueType fonts cut from one family into one font: Inter comes as unicode-range
// files (latin, latin-ext, vietnamese...) that share no characters, and a PDF font must hold them
// all. Each font's glyphs are appended in turn (a composite glyph's parts are renumbered with it);
// a character maps to the glyph of the first font that has it. Only what a PDF embedder and a
// text reader need is written: outlines, metrics, the Unicode cmap, names. Layout tables (GSUB,
// GPOS) are left out: pdf-lib places glyphs by their advance widths alone.

/** @typedef {{ tables: Map<string, Uint8Array>, glyphs: Uint8Array[], metrics: { advance: number, bearing: number }[], cmap: Map<number, number> }} ParsedFont */

/** @param {Uint8Array} bytes */
const dataView = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The tables of a TrueType font, by tag. @param {Uint8Array} bytes */
export function readTables(bytes) {
  const view = dataView(bytes);
  if (view.getUint32(0) !== 0x00010000)
    throw new Error("sfnt-merge: not a TrueType font (convert WOFF2 and CFF fonts first)");
  /** @type {Map<string, Uint8Array>} */
  const tables = new Map();
  for (let index = 0; index < view.getUint16(4); index++) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    tables.set(tag, bytes.subarray(offset, offset + view.getUint32(at + 12)));
  }
  return tables;
}

/** @param {Map<string, Uint8Array>} tables @param {string} tag */
function table(tables, tag) {
  const found = tables.get(tag);
  if (!found) throw new Error(`sfnt-merge: the font has no ${tag} table`);
  return found;
}

/** Unicode code point -> glyph id, from a (3,10) format 12 or a Unicode format 4 subtable. */
function readCmap(/** @type {Uint8Array} */ bytes) {
  const view = dataView(bytes);
  /** @type {Map<number, number>} */
  const map = new Map();
  const records = Array.from({ length: view.getUint16(2) }, (_, index) => ({
    platform: view.getUint16(4 + index * 8),
    encoding: view.getUint16(6 + index * 8),
    offset: view.getUint32(8 + index * 8),
  }));
  const formatOf = (/** @type {{ offset: number }} */ record) => view.getUint16(record.offset);
  const unicode = records.filter(
    (record) =>
      record.platform === 0 || (record.platform === 3 && [1, 10].includes(record.encoding)),
  );
  const full = unicode.find((record) => formatOf(record) === 12);
  const bmp = unicode.find((record) => formatOf(record) === 4);
  if (full) {
    const at = full.offset;
    for (let group = 0; group < view.getUint32(at + 12); group++) {
      const start = view.getUint32(at + 16 + group * 12);
      const end = view.getUint32(at + 20 + group * 12);
      const glyph = view.getUint32(at + 24 + group * 12);
      for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
    }
  } else if (bmp) {
    const at = bmp.offset;
    const segments = view.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment++) {
      const start = view.getUint16(starts + segment * 2);
      const end = view.getUint16(ends + segment * 2);
      const delta = view.getInt16(deltas + segment * 2);
      const rangeOffset = view.getUint16(rangeOffsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph = code;
        if (rangeOffset !== 0) {
          glyph = view.getUint16(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          if (glyph === 0) continue;
        }
        glyph = (glyph + delta) & 0xffff;
        if (glyph !== 0) map.set(code, glyph);
      }
    }
  } else {
    throw new Error("sfnt-merge: the font has no Unicode cmap");
  }
  return map;
}

/** @param {Uint8Array} bytes @returns {ParsedFont} */
function parseFont(bytes) {
  // A copy, as a plain Uint8Array: a Node Buffer's slice() would share (and let us write) memory.
  const tables = readTables(new Uint8Array(bytes));
  const glyphCount = dataView(table(tables, "maxp")).getUint16(4);
  const longOffsets = dataView(table(tables, "head")).getInt16(50) === 1;
  const loca = dataView(table(tables, "loca"));
  const glyf = table(tables, "glyf");
  const offset = (/** @type {number} */ index) =>
    longOffsets ? loca.getUint32(index * 4) : loca.getUint16(index * 2) * 2;
  const glyphs = Array.from({ length: glyphCount }, (_, index) =>
    glyf.subarray(offset(index), offset(index + 1)),
  );
  const longMetrics = dataView(table(tables, "hhea")).getUint16(34);
  const hmtx = dataView(table(tables, "hmtx"));
  const metrics = Array.from({ length: glyphCount }, (_, index) => ({
    advance: hmtx.getUint16(Math.min(index, longMetrics - 1) * 4),
    bearing:
      index < longMetrics
        ? hmtx.getInt16(index * 4 + 2)
        : hmtx.getInt16(longMetrics * 4 + (index - longMetrics) * 2),
  }));
  return { tables, glyphs, metrics, cmap: readCmap(table(tables, "cmap")) };
}

/** A glyph with its composite parts renumbered by `shift` (simple glyphs come back as they are). */
function shiftGlyph(/** @type {Uint8Array} */ glyph, /** @type {number} */ shift) {
  if (glyph.length === 0 || dataView(glyph).getInt16(0) >= 0 || shift === 0) return glyph;
  const copy = glyph.slice();
  const view = dataView(copy);
  for (let at = 10; ;) {
    const flags = view.getUint16(at);
    view.setUint16(at + 2, view.getUint16(at + 2) + shift);
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return copy;
  }
}

/** Big-endian bytes from a list of [size, value] fields. @param {[1 | 2 | 4, number][]} fields */
function pack(fields) {
  const bytes = new Uint8Array(fields.reduce((sum, [size]) => sum + size, 0));
  const view = dataView(bytes);
  let at = 0;
  for (const [size, value] of fields) {
    if (size === 1) view.setUint8(at, value);
    else if (size === 2) view.setUint16(at, value & 0xffff);
    else view.setUint32(at, value >>> 0);
    at += size;
  }
  return bytes;
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** A cmap with one Windows Unicode BMP subtable (format 4), runs of glyphs as one segment each. */
function writeCmap(/** @type {Map<number, number>} */ map) {
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  /** @type {{ start: number, end: number, delta: number }[]} */
  const segments = [];
  for (const [code, glyph] of entries) {
    if (code > 0xfffe) throw new Error(`sfnt-merge: U+${code.toString(16)} is outside the BMP`);
    const last = segments.at(-1);
    if (last && code === last.end + 1 && glyph - code === last.delta) last.end = code;
    else segments.push({ start: code, end: code, delta: glyph - code });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const subtable = pack([
    [2, 4],
    [2, 16 + count * 8],
    [2, 0],
    [2, count * 2],
    [2, power * 2],
    [2, Math.log2(power)],
    [2, count * 2 - power * 2],
    ...segments.map(({ end }) => /** @type {[2, number]} */ ([2, end])),
    [2, 0],
    ...segments.map(({ start }) => /** @type {[2, number]} */ ([2, start])),
    ...segments.map(({ delta }) => /** @type {[2, number]} */ ([2, delta])),
    ...segments.map(() => /** @type {[2, number]} */ ([2, 0])),
  ]);
  return concat([
    pack([
      [2, 0],
      [2, 1],
      [2, 3],
      [2, 1],
      [4, 12],
    ]),
    subtable,
  ]);
}

/** The Windows (3,1) name records of `source`, with `names` put in or replaced. */
function writeName(/** @type {Uint8Array} */ source, /** @type {Record<number, string>} */ names) {
  const view = dataView(source);
  const storage = view.getUint16(4);
  /** @type {Map<string, { platform: number, encoding: number, language: number, id: number, text: Uint8Array }>} */
  const records = new Map();
  for (let index = 0; index < view.getUint16(2); index++) {
    const at = 6 + index * 12;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((field) =>
      view.getUint16(at + field),
    );
    if (platform !== 3 || encoding !== 1 || id === undefined || language === undefined) continue;
    const start = storage + (offset ?? 0);
    records.set(`${language}:${id}`, {
      platform,
      encoding,
      language,
      id,
      text: source.slice(start, start + (length ?? 0)),
    });
  }
  for (const [id, text] of Object.entries(names)) {
    const utf16 = pack([...text].map((char) => [2, char.charCodeAt(0)]));
    records.set(`1033:${id}`, {
      platform: 3,
      encoding: 1,
      language: 0x409,
      id: Number(id),
      text: utf16,
    });
  }
  const sorted = [...records.values()].sort((a, b) => a.language - b.language || a.id - b.id);
  let offset = 0;
  const header = pack([
    [2, 0],
    [2, sorted.length],
    [2, 6 + sorted.length * 12],
    ...sorted.flatMap((record) => {
      const fields = /** @type {[2, number][]} */ ([
        [2, record.platform],
        [2, record.encoding],
        [2, record.language],
        [2, record.id],
        [2, record.text.length],
        [2, offset],
      ]);
      offset += record.text.length;
      return fields;
    }),
  ]);
  return concat([header, ...sorted.map((record) => record.text)]);
}

/** The sum of a table's big-endian 32-bit words, padded with zeros. */
function checksum(/** @type {Uint8Array} */ bytes) {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = dataView(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** A font file from its tables, sorted by tag, each on a four-byte boundary, checksums set. */
function writeFont(/** @type {Map<string, Uint8Array>} */ tables) {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = pack([
    [4, 0x00010000],
    [2, tags.length],
    [2, power * 16],
    [2, Math.log2(power)],
    [2, tags.length * 16 - power * 16],
  ]);
  let offset = header.length + tags.length * 16;
  /** @type {Uint8Array[]} */
  const bodies = [];
  const directory = tags.map((tag) => {
    const body = table(tables, tag);
    const padded = new Uint8Array(Math.ceil(body.length / 4) * 4);
    padded.set(body);
    bodies.push(padded);
    const entry = concat([
      new TextEncoder().encode(tag),
      pack([
        [4, checksum(body)],
        [4, offset],
        [4, body.length],
      ]),
    ]);
    offset += padded.length;
    return entry;
  });
  const font = concat([header, ...directory, ...bodies]);
  const headAt = dataView(font).getUint32(12 + tags.indexOf("head") * 16 + 8);
  dataView(font).setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

/**
 * One TrueType font holding every glyph and character of `fonts`, which must be static TrueType
 * fonts of one family and design (same units per em and vertical metrics). Head, hhea, OS/2 and
 * post come from the first font, bounds and maxima widened to cover all of them; `names` replaces
 * name records (1 family, 2 style, 4 full name, 6 PostScript name...). Deterministic.
 *
 * @param {Uint8Array[]} fonts
 * @param {{ names: Record<number, string>, bold: boolean }} options
 */
export function mergeFonts(fonts, { names, bold }) {
  const parsed = fonts.map(parseFont);
  const [first] = parsed;
  if (!first) throw new Error("sfnt-merge: no fonts to merge");
  const unitsPerEm = (/** @type {ParsedFont} */ font) =>
    dataView(table(font.tables, "head")).getUint16(18);
  if (parsed.some((font) => unitsPerEm(font) !== unitsPerEm(first)))
    throw new Error("sfnt-merge: the fonts differ in units per em");

  /** @type {Uint8Array[]} */
  const glyphs = [];
  /** @type {{ advance: number, bearing: number }[]} */
  const metrics = [];
  /** @type {Map<number, number>} */
  const cmap = new Map();
  for (const font of parsed) {
    const shift = glyphs.length;
    for (const glyph of font.glyphs) {
      const shifted = shiftGlyph(glyph, shift);
      const padded = new Uint8Array(Math.ceil(shifted.length / 4) * 4);
      padded.set(shifted);
      glyphs.push(padded);
    }
    metrics.push(...font.metrics);
    for (const [code, glyph] of font.cmap) if (!cmap.has(code)) cmap.set(code, glyph + shift);
  }
  if (glyphs.length > 0xffff) throw new Error("sfnt-merge: more than 65535 glyphs");

  let offset = 0;
  const loca = pack([
    [4, 0],
    ...glyphs.map((glyph) => /** @type {[4, number]} */ ([4, (offset += glyph.length)])),
  ]);
  const hmtx = pack(
    metrics.flatMap(
      ({ advance, bearing }) =>
        /** @type {[2, number][]} */ ([
          [2, advance],
          [2, bearing],
        ]),
    ),
  );

  const all = (/** @type {string} */ tag) =>
    parsed.map((font) => dataView(table(font.tables, tag)));
  const widen = (
    /** @type {Uint8Array} */ target,
    /** @type {string} */ tag,
    /** @type {number} */ at,
    /** @type {(...values: number[]) => number} */ pick,
    signed = true,
  ) => {
    const values = all(tag).map((view) => (signed ? view.getInt16(at) : view.getUint16(at)));
    dataView(target).setUint16(at, pick(...values) & 0xffff);
  };

  const head = table(first.tables, "head").slice();
  widen(head, "head", 36, Math.min);
  widen(head, "head", 38, Math.min);
  widen(head, "head", 40, Math.max);
  widen(head, "head", 42, Math.max);
  dataView(head).setUint32(8, 0);
  dataView(head).setUint16(44, (dataView(head).getUint16(44) & ~1) | (bold ? 1 : 0));
  dataView(head).setInt16(50, 1);

  const hhea = table(first.tables, "hhea").slice();
  widen(hhea, "hhea", 10, Math.max, false);
  widen(hhea, "hhea", 12, Math.min);
  widen(hhea, "hhea", 14, Math.min);
  widen(hhea, "hhea", 16, Math.max);
  dataView(hhea).setUint16(34, metrics.length);

  const maxp = table(first.tables, "maxp").slice(0, 32);
  dataView(maxp).setUint16(4, glyphs.length);
  for (let at = 6; at < 32; at += 2) widen(maxp, "maxp", at, Math.max, false);

  const os2 = table(first.tables, "OS/2").slice();
  const os2View = dataView(os2);
  for (let at = 42; at < 58; at += 4)
    os2View.setUint32(
      at,
      all("OS/2").reduce((bits, view) => (bits | view.getUint32(at)) >>> 0, 0),
    );
  const codes = [...cmap.keys()];
  os2View.setUint16(64, Math.min(...codes));
  os2View.setUint16(66, Math.min(Math.max(...codes), 0xffff));
  // fsSelection: BOLD (bit 5) or REGULAR (bit 6), never both.
  os2View.setUint16(62, (os2View.getUint16(62) & ~0x60) | (bold ? 0x20 : 0x40));

  const post = table(first.tables, "post").slice(0, 32);
  dataView(post).setUint32(0, 0x00030000);

  /** @type {Map<string, Uint8Array>} */
  const tables = new Map([
    ["head", head],
    ["hhea", hhea],
    ["maxp", maxp],
    ["OS/2", os2],
    ["hmtx", hmtx],
    ["cmap", writeCmap(cmap)],
    ["loca", loca],
    ["glyf", concat(glyphs)],
    ["name", writeName(table(first.tables, "name"), names)],
    ["post", post],
  ]);
  for (const tag of ["gasp", "prep"]) {
    const kept = first.tables.get(tag);
    if (kept) tables.set(tag, kept);
  }
  return writeFont(tables);
}
