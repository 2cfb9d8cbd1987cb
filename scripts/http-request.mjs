// How scripts/serve.mjs reads what a client sends, as pure functions: the request target, the
// codings it accepts and the byte range it asks for. Everything here runs in time linear in its
// input, with no regular expression that can backtrack, since the input is whatever anyone sends.
// See docs/decisions/0024-static-server-guarantees.md.

/**
 * @typedef {{ kind: "malformed" }
 *   | { kind: "undecodable" }
 *   | { kind: "path", pathname: string, trailingSlash: boolean, search: string }} Target
 */

const hex = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a request target the way nginx does: the absolute form's path (`http://host/x`), the path
 * percent-decoded, repeated slashes merged, `.` and `..` resolved, and the query as sent.
 * Malformed (answer 400): not `/…` nor absolute, a byte a URI cannot hold (controls, space,
 * `"<>#`, non-ASCII; a backslash in the path), a `%` not followed by two hex digits, a decoded
 * NUL, or a `..` above the root. Undecodable (answer 404, as nginx finds no such file): bytes
 * that are not UTF-8.
 * @param {string} target the request target as sent (Node's `req.url`)
 * @returns {Target}
 */
export function parseTarget(target) {
  let rest = target;
  const scheme = rest.slice(0, 8).toLowerCase();
  if (scheme.startsWith("http://") || scheme.startsWith("https://")) {
    const afterScheme = rest.indexOf("//") + 2;
    const ends = [rest.indexOf("/", afterScheme), rest.indexOf("?", afterScheme)].filter(
      (index) => index >= 0,
    );
    rest = ends.length > 0 ? rest.slice(Math.min(...ends)) : "/";
    if (rest.startsWith("?")) rest = `/${rest}`;
  }
  if (!rest.startsWith("/")) return { kind: "malformed" };
  const query = rest.indexOf("?");
  const rawPath = query < 0 ? rest : rest.slice(0, query);
  const search = query < 0 ? "" : rest.slice(query);
  for (let index = 0; index < rest.length; index += 1) {
    const code = rest.charCodeAt(index);
    // Controls, space, DEL and beyond ASCII; `"`, `<`, `>` and `#` are never sent unescaped.
    if (code <= 0x20 || code >= 0x7f || code === 0x22 || code === 0x23)
      return { kind: "malformed" };
    if (code === 0x3c || code === 0x3e) return { kind: "malformed" };
    // A browser turns `\` in a path into `/`: raw, it is not an address anyone links to.
    if (code === 0x5c && index < rawPath.length) return { kind: "malformed" };
  }
  /** @type {number[]} */
  const bytes = [];
  for (let index = 0; index < rawPath.length; index += 1) {
    const code = rawPath.charCodeAt(index);
    if (code !== 0x25) {
      bytes.push(code);
      continue;
    }
    const digits = rawPath.slice(index + 1, index + 3);
    if (!hex.test(digits)) return { kind: "malformed" };
    const byte = Number.parseInt(digits, 16);
    if (byte === 0) return { kind: "malformed" };
    bytes.push(byte);
    index += 2;
  }
  let decoded;
  try {
    decoded = utf8.decode(new Uint8Array(bytes));
  } catch {
    return { kind: "undecodable" };
  }
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split("/");
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part !== "..") segments.push(part);
    // Above the root: nginx refuses it too.
    else if (segments.pop() === undefined) return { kind: "malformed" };
  }
  const last = parts.at(-1);
  return {
    kind: "path",
    pathname: `/${segments.join("/")}`,
    trailingSlash: segments.length > 0 && (last === "" || last === "." || last === ".."),
    search,
  };
}

/**
 * The precompressed codings a client accepts, best first, from its Accept-Encoding header: `br`
 * and `gzip` (or `x-gzip`), each with its own q-value or else that of `*`; a q-value of 0 (or one
 * that cannot be read) means not acceptable. At equal weight brotli comes first, being smaller.
 * Identity is always acceptable, so it is never listed. Reads at most 32 entries.
 * @param {string | undefined} header
 * @returns {("br" | "gzip")[]}
 */
export function acceptedEncodings(header) {
  if (!header) return [];
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const entry of header.split(",", 32)) {
    const [name = "", ...parameters] = entry.split(";", 8);
    let coding = name.trim().toLowerCase();
    if (coding === "x-gzip") coding = "gzip";
    let weight = 1;
    for (const parameter of parameters) {
      const equals = parameter.indexOf("=");
      if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== "q") continue;
      weight = qValue(parameter.slice(equals + 1).trim());
    }
    if (!weights.has(coding)) weights.set(coding, weight);
  }
  const star = weights.get("*") ?? 0;
  /** @type {["br" | "gzip", number][]} */
  const codings = [
    ["br", weights.get("br") ?? star],
    ["gzip", weights.get("gzip") ?? star],
  ];
  return codings
    .filter(([, weight]) => weight > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([coding]) => coding);
}

const qSyntax = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * An RFC 9110 q-value (`0` to `1`, at most three decimals), or 0 if it is not one.
 * @param {string} text
 */
function qValue(text) {
  return qSyntax.test(text) ? Number(text) : 0;
}

const rangeSyntax = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The one byte range a Range header asks of a file of `size` bytes. Anything but a single, valid
 * range (several ranges, another unit, `bytes=100-50`) is ignored, as RFC 9110 says, and the whole
 * file is sent; a valid range that starts past the end cannot be satisfied (416).
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | undefined}
 */
export function byteRange(header, size) {
  if (!header) return undefined;
  const match = rangeSyntax.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
