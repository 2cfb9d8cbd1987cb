/**
 * Characters no text of the site needs, and which can make text read differently from what it
 * holds: control characters (C0 but tab and line breaks, DEL, C1), the marks, embeddings, overrides
 * and isolates that reorder right-to-left text, Unicode's line and paragraph separators (U+2028,
 * U+2029), tag characters (U+E0000 to U+E007F) outside a region's flag, and half a character (a
 * lone UTF-16 surrogate).
 * And a name or heading must show at least one visible character. Browser-safe: the schema (so the
 * content editor, content:check and the build) and the loader's walk over every value share it
 * (decision 0037).
 */

/** The directional formatting characters, by name. The site's text is English: none needs them. */
const bidiNames: Record<number, string> = {
  0x061c: "Arabic letter mark",
  0x200e: "left-to-right mark",
  0x200f: "right-to-left mark",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "pop directional formatting",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "pop directional isolate",
};

/** Characters that take no room and draw nothing, by name, for "has no visible character". */
const invisibleNames: Record<number, string> = {
  0x00ad: "soft hyphen",
  0x034f: "combining grapheme joiner",
  0x115f: "Hangul choseong filler",
  0x1160: "Hangul jungseong filler",
  0x180e: "Mongolian vowel separator",
  0x200b: "zero-width space",
  0x200c: "zero-width non-joiner",
  0x200d: "zero-width joiner",
  0x2060: "word joiner",
  0x2061: "function application",
  0x2062: "invisible times",
  0x2063: "invisible separator",
  0x2064: "invisible plus",
  0x2800: "Braille blank",
  0x3164: "Hangul filler",
  0xfeff: "zero-width no-break space",
  0xffa0: "halfwidth Hangul filler",
};

/** The separators of Unicode's own, which text written with Enter never holds. */
const separatorNames: Record<number, string> = {
  0x2028: "line separator",
  0x2029: "paragraph separator",
};

/** A region's flag: the black flag, two to six tag letters or digits, the cancel tag. */
const subdivisionFlag = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/uy;

export const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f);

/**
 * What is wrong with a value's characters, in staff words, or undefined. The first problem only:
 * once it is deleted, the next save names the next.
 */
export function characterProblem(value: string): string | undefined {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isControl(code))
      return `holds the control character ${codePoint(code)}, which no text needs: delete it`;
    const bidi = bidiNames[code];
    if (bidi)
      return `holds ${codePoint(code)} (${bidi}), which can make text read differently from what it says: delete it`;
    const separator = separatorNames[code];
    if (separator)
      return `holds ${codePoint(code)} (${separator}), a break some browsers and editors show and others do not: delete it, and press Enter where the text takes a new line`;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        const character = value.codePointAt(index) ?? 0;
        // A flag of a region (England's: a black flag, its tag letters, a cancel tag) is the
        // one thing tag characters write; anywhere else they hide words from whoever reads.
        subdivisionFlag.lastIndex = index;
        const flag = character === 0x1f3f4 ? subdivisionFlag.exec(value) : null;
        if (flag) {
          index += flag[0].length - 1;
          continue;
        }
        if (character >= 0xe0000 && character <= 0xe007f)
          return `holds ${codePoint(character)} (a tag character), which draws nothing and can hide words from the people who read the text: delete it`;
        index += 1;
        continue;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff)
      return `holds ${codePoint(code)}, half of a character whose other half is missing, which is not text: delete it and type the character again`;
  }
  return undefined;
}

/** Whether a text shows anything: a character that is not a space, a control or invisible. */
export function hasVisibleCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (invisibleNames[code] || /[\s\p{C}\p{Z}]/u.test(character)) continue;
    return true;
  }
  return false;
}

/** The refusal of a text with nothing visible in it, naming what it holds instead. */
export function invisibleProblem(value: string): string | undefined {
  if (value.length === 0 || hasVisibleCharacter(value)) return undefined;
  const held = [...new Set([...value].map((character) => character.codePointAt(0) ?? 0))]
    .filter((code) => !/\s/.test(String.fromCodePoint(code)))
    .map((code) => `${codePoint(code)}${invisibleNames[code] ? ` (${invisibleNames[code]})` : ""}`);
  return `has no visible character${held.length > 0 ? `, only ${held.join(", ")}` : ""}: write it in letters or digits`;
}
