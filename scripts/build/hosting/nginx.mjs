// The nginx server block of the built site: scripts/build/hosting/nginx.conf.template, filled from the
// hosting policy (scripts/build/hosting.mjs) and the build's `_headers` rules. scripts/build/postbuild.mjs
// writes it to <build>/nginx/jade.conf. Decisions 0016, 0024, 0026 and 0040.
import { readFileSync } from "node:fs";
import {
  cacheControl,
  hostFilePattern,
  maxTargetLength,
  notFoundPath,
  precompressedPattern,
  redirectablePattern,
} from "../hosting.mjs";
import { globSource, headersForPath } from "./headers-file.mjs";

/** @typedef {import("./headers-file.mjs").HeaderRule} HeaderRule */

const template = readFileSync(new URL("nginx.conf.template", import.meta.url), "utf8");

/**
 * An nginx server block serving the build as scripts/serve.mjs does (docs/decisions/0024): pages
 * at their canonical addresses, 308s from `/x/`, `/x.html` and `/index.html` that only ever name
 * a plain path of the site, the not-found page with status 404 (for `/404` too), host files and
 * dotfiles 404 under any spelling, 414 past the same length, 405 with `Allow` for methods other
 * than GET and HEAD, precompressed gzip (as the client accepts it, q=0 included). Headers, as
 * `npm start` sends them from `_headers` (docs/decisions/0026): each page its own, in a location
 * of its own; the not-found page's (the site-wide rule) on the not-found page, redirects and
 * errors; and each file those of the rules its path matches, through one `map` per header (the
 * last matching rule that sets or detaches a header decides it, as in `_headers`). nginx drops a
 * server's `add_header` lines in any location that has its own, so each location repeats them.
 * @param {{ root: string, listen: string, rules: HeaderRule[], pages: string[] }} options
 *   `pages`: the address of every page, the editor's included (served from `<address>.html`)
 * @returns {string}
 */
export function nginxServer({ root, listen, rules, pages }) {
  /** @type {(value: string) => string} */
  const quote = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  /** @type {(list: Iterable<[string, string]>, indent?: string) => string} */
  const add = (list, indent = "        ") =>
    [...list]
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join("\n");
  const siteWide = [...headersForPath(rules, notFoundPath)];
  const redirectHeaders = add([...siteWide, ["Cache-Control", cacheControl.redirect]]);
  // A plain path of the site, as a redirect may name it (without the anchors).
  const plainPath = redirectablePattern.slice(1, -1);

  // Files: a map per header from $uri, the rules in reverse (a map takes its first matching
  // regex); the site-wide rule is the default, else what the hosts send when no rule sets it.
  const [siteRule, ...later] = rules;
  if (siteRule?.path !== "/*") throw new Error("nginxServer: the first rule must be /*");
  const fileRules = later.filter((rule) => !pages.includes(rule.path)).reverse();
  /** @type {Record<string, string>} */
  const hostDefaults = { "cache-control": cacheControl.revalidate };
  const names = [
    ...new Map(
      rules.flatMap((rule) => rule.headers).map(([name]) => [name.toLowerCase(), name]),
    ).values(),
  ];
  const variable = (/** @type {string} */ name) => `$jade_${name.toLowerCase().replace(/-/g, "_")}`;
  const maps = names.map((name) => {
    const lower = name.toLowerCase();
    const entries = fileRules.flatMap((rule) => {
      const set = rule.headers.find(([header]) => header.toLowerCase() === lower);
      const detached = rule.detach.some((header) => header.toLowerCase() === lower);
      if (!set && !detached) return [];
      // (A path holds no quote or backslash: `_headers` could not hold it either.)
      return [`    "~${globSource(rule.path)}" ${quote(set?.[1] ?? "")};`];
    });
    const fallback =
      siteRule.headers.find(([header]) => header.toLowerCase() === lower)?.[1] ??
      hostDefaults[lower] ??
      "";
    return `map $uri ${variable(name)} {\n    default ${quote(fallback)};\n${entries.join("\n")}\n}`;
  });
  const fileHeaders = names
    .map((name) => `        add_header ${name} ${variable(name)} always;`)
    .join("\n");

  const pageLocations = pages
    .map((page) => {
      const file = page === "/" ? "/index.html" : `${page}.html`;
      return `    location = ${page} {
${add([...headersForPath(rules, page), ["Cache-Control", cacheControl.revalidate]])}
        try_files ${file} =404;
    }
`;
    })
    .join("");
  /** @type {Record<string, string>} */
  const values = {
    fileHeaderMaps: maps.join("\n"),
    listen,
    root,
    serverHeaders: add([...siteWide, ["Cache-Control", "no-store"]], "    "),
    tooLong: String(maxTargetLength + 1),
    notAllowedHeaders: add([...siteWide, ["Allow", "GET, HEAD"], ["Cache-Control", "no-store"]]),
    notFoundHeaders: add([...siteWide, ["Cache-Control", cacheControl.revalidate]]),
    hostFilePattern,
    precompressedPattern,
    redirectHeaders,
    plainPath,
    pageLocations,
    fileHeaders,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return value;
  });
}
