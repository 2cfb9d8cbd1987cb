// How scripts/serve.mjs reads a request target, in time linear in its length (decision 0024).
import { posix } from "node:path";
const unsafe = /[\u0000-\u0020"#<>\u007f-\uffff]/; // eslint-disable-line no-control-regex
const badPath = /\\|%(?![0-9A-Fa-f]{2})|%00/;
/**
 * A target (`req.url`) read as nginx reads it: the absolute form's path, percent-decoded, slashes
 * merged, `.` and `..` resolved, the query as sent. Malformed (400): not `/…` nor absolute, a
 * control, space, `"#<>`, DEL or non-ASCII, in the path a `\\`, a bad `%` or `%00`, a `..` above
 * the root. Undecodable (404): not UTF-8. @param {string} target
 * @returns {{ kind: "malformed" } | { kind: "undecodable" } | { kind: "path", pathname: string, trailingSlash: boolean, search: string }}
 */
export function parseTarget(target) {
  const scheme = /^https?:\/\/[^/?]*/i.exec(target)?.[0];
  const full = scheme ? `/${target.slice(scheme.length).replace(/^\//, "")}` : target;
  const query = full.indexOf("?") < 0 ? full.length : full.indexOf("?");
  const [rawPath, search] = [full.slice(0, query), full.slice(query)];
  if (!full.startsWith("/") || unsafe.test(full) || badPath.test(rawPath))
    return { kind: "malformed" };
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "undecodable" };
  }
  // Resolved below a marker segment (a NUL: none is left after the checks above), which a `..`
  // above the root removes.
  const resolved = posix.normalize(`/\u0000/${decoded}`);
  if (!resolved.startsWith("/\u0000")) return { kind: "malformed" };
  const pathname = resolved.slice(2).replace(/\/$/, "") || "/";
  const last = decoded.slice(decoded.lastIndexOf("/") + 1);
  const trailingSlash = pathname !== "/" && ["", ".", ".."].includes(last);
  return { kind: "path", pathname, trailingSlash, search };
}
