/**
 * What a link to another site may be, judged the way a browser reads it: the address is parsed
 * with the WHATWG URL parser (`new URL`, which browsers and Node share), and the site it leads to
 * must be the one a person reading the address sees after `https://`. Browser-safe: the schema's
 * address type (so the content editor, content:check and the build) uses it (decision 0046).
 *
 * A pattern cannot do this: a browser reads `https:/www.facebook.com@attacker.example/x` and
 * `https:\\www.facebook.com@attacker.example` as attacker.example with a user name, drops tabs and
 * line breaks anywhere, reads a backslash as a slash and `%65` in a site's name as `e`, and shows
 * a name in Cyrillic letters that look like Latin ones as the Latin name.
 */
import { characterProblem, codePoint } from "./text-rules";

/** Scripts whose letters pass for Latin ones, for "a Cyrillic letter". */
const lookAlikeScripts: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, "a Cyrillic letter"],
  [/\p{Script=Greek}/u, "a Greek letter"],
  [/\p{Script=Armenian}/u, "an Armenian letter"],
  [/\p{Script=Cherokee}/u, "a Cherokee letter"],
];

/** What a space-like character is called, for "holds a tab". */
function spaceName(character: string): string {
  if (character === "\t") return "a tab";
  if (character === "\n" || character === "\r") return "a line break";
  if (character === " ") return "a space";
  return `a space (${codePoint(character.codePointAt(0) ?? 0)})`;
}

/** The site's name as written after `https://`: up to the first `/`, `?` or `#`, without a port. */
function writtenHost(value: string): string {
  const authority = value.slice("https://".length).split(/[/?#]/, 1)[0] ?? "";
  return authority.replace(/:\d*$/, "");
}

const ipv4 = /^\d+\.\d+\.\d+\.\d+$/;

/**
 * What is wrong with an address, in staff words, or undefined when it may be a link of the site.
 * The first problem only: once it is mended, the next save names the next.
 */
/**
 * The address as a browser reads it, or undefined where it reads none. Not `URL.canParse`: once a
 * check has run it a few thousand times, Node 20 takes a fast path that reads an address held as
 * one byte per letter (Latin-1, as "https://bücher.example/" is) as UTF-8, and says it cannot
 * parse it, so the check named the wrong problem depending on what ran before it (a unit test
 * failed so in CI). The constructor takes no such path.
 */
function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

export function addressProblem(value: string): string | undefined {
  const shown = JSON.stringify(value);
  const control = characterProblem(value);
  if (control) return control;
  const url = parsed(value);
  if (url === undefined || url.protocol !== "https:")
    return `must be a full https:// address, got ${shown}`;
  // "https://jadejamaica.org@attacker.com/" goes to attacker.com: what comes before an @ is a
  // name (and password) for the site after it, which no link of ours needs.
  if (url.username !== "" || url.password !== "")
    return `must not hold a name or password before an @ (${shown} leads to ${url.host}, not to the site before the @): write the site's own address`;
  const space = /[\s\u200B\u2060\uFEFF]/u.exec(value)?.[0];
  if (space !== undefined)
    return `holds ${spaceName(space)}, which a browser drops or stops at, so the address may not lead where it seems: write it on one line with no spaces (a space inside an address is written %20)`;
  if (value.includes("\\"))
    return `holds a backslash (\\), which a browser reads as a slash, so the address may lead elsewhere than it seems: write / instead, or delete it`;
  if (!/^https:\/\//i.test(value) || /^https:\/\/[/\\]/i.test(value))
    return `must start with https:// (two slashes) and then the site's name, got ${shown}`;
  const written = writtenHost(value);
  const foreign = [...written].find((character) => (character.codePointAt(0) ?? 0) > 0x7e);
  if (foreign !== undefined) {
    const script = lookAlikeScripts.find(([pattern]) => pattern.test(foreign))?.[1];
    return `has "${foreign}" (${codePoint(foreign.codePointAt(0) ?? 0)}${script ? `, ${script}` : ""}) in its site's name, which is not one of the letters a to z: a name in other letters can look exactly like another site's. Type the site's name again in a to z, digits and hyphens`;
  }
  const host = url.hostname;
  if (host.split(".").some((label) => label.startsWith("xn--")))
    return `has a site's name written in punycode (${host}), which a browser shows in other letters than a to z, and such letters can look exactly like another site's: write the site's name in a to z, digits and hyphens`;
  if (host.startsWith("[") || ipv4.test(host))
    return `leads to a numeric address (${host}), not to a site's name: write the site's own address, like https://example.org/`;
  if (written.toLowerCase() !== host)
    return `must name its site plainly after https://, got ${shown}, which leads to ${host}: write https://${host}${value.slice(8 + written.length)}`;
  if (host.endsWith("."))
    return `ends its site's name with a dot (${host}), which makes another address of it: delete that dot`;
  if (host.split(".").includes(""))
    return `has two dots together in its site's name (${host}): delete one`;
  if (!host.includes("."))
    return `names no site on the web (${host} has no dot, as example.org has): write the site's full name`;
  return undefined;
}
