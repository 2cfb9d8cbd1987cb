import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControl,
  checkHeaderRules,
  contentSecurityPolicy,
  documentHeaders,
  documentOnlyHeaders,
  editorHeaders,
  headerRules,
  hostFilePattern,
  inlineScriptHashes,
  notFoundPath,
  precompressedPattern,
  redirectablePattern,
  svgPolicy,
} from "./hosting.mjs";
import {
  headersFileLimits,
  headersForPath,
  netlifyHeaders,
  parseNetlifyHeaders,
} from "./hosting/headers-file.mjs";
import { nginxServer } from "./hosting/nginx.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, skipping src scripts and JSON data", () => {
    const html = `<script>a()</script><script type="module" async="">import("/x.js")</script>
      <script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"NGO"}</script>
      <script id="_R_">$RC("B:1","S:1")</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha("a()"),
      sha('import("/x.js")'),
      sha('$RC("B:1","S:1")'),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only, each hash once, in a stable order", () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(policy).toContain(directive);
  });
});

/** A small site with a file of every kind the build writes. */
const site = {
  notFound: ["'sha256-notfound'"],
  pages: [
    { path: "/", scriptHashes: ["'sha256-home'", "'sha256-theme'"] },
    { path: "/about-jade", scriptHashes: ["'sha256-about'", "'sha256-theme'"] },
  ],
  files: [
    "/search-index.json",
    "/robots.txt",
    "/assets/root-abc.js",
    "/assets/style-abc.css",
    "/assets/photo-abc.avif",
    "/assets/partner-abc.svg",
    "/og/home.png",
    "/brand/jade-logo.svg",
    "/calendar/jade-events.ics",
    "/favicon.svg",
    "/favicon.ico",
    "/icon-192.png",
    "/apple-touch-icon.png",
    "/manifest.webmanifest",
    "/partnership-proposal.pdf",
    "/partnership-proposal-cover.svg",
    "/search-index.json",
    "/sitemap.xml",
    "/robots.txt",
    "/admin/editor.js",
    "/admin/locales/en.json",
  ],
};
const rules = headerRules(site);
const headersFile = netlifyHeaders(rules);
const parsed = parseNetlifyHeaders(headersFile);
const of = (path: string) => headersForPath(parsed, path);
const entries = (map: Map<string, string>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe("the _headers file", () => {
  it("reads back as written, and gives every address of the site its kind's headers", () => {
    expect(parsed.map(({ path, detach, headers }) => ({ path, detach, headers }))).toEqual(
      rules.map(({ path, detach, headers }) => ({ path, detach, headers })),
    );
    expect(checkHeaderRules(parsed, site)).toEqual([]);
  });

  it("gives each page the document headers with the hashes of its own inline scripts only", () => {
    expect(entries(of("/about-jade"))).toEqual(
      entries(new Map(documentHeaders(["'sha256-about'", "'sha256-theme'"]))),
    );
    expect(of("/").get("Content-Security-Policy")).toBe(
      contentSecurityPolicy(["'sha256-home'", "'sha256-theme'"]),
    );
    expect(of("/").get("Content-Security-Policy")).not.toContain("sha256-about");
  });

  it("gives any other address, the not-found page's own included, the not-found page's", () => {
    const notFound = entries(new Map(documentHeaders(site.notFound)));
    for (const path of [notFoundPath, "/no-such-page", "/about-jade/", "/a\r\nSet-Cookie: x"])
      expect(entries(of(path)), path).toEqual(notFound);
  });

  // A host answers a file's address with the not-found page once the file is gone (an old
  // build's script a cached page still asks for), under the headers of that address's rules:
  // so a file keeps the not-found page's policy, as every other 404 does (issue 38, point 5).
  it("gives files the not-found page's document headers, and a resource policy", () => {
    const notFound = new Map(documentHeaders(site.notFound));
    for (const path of [
      "/assets/root-abc.js",
      "/assets/photo-abc.avif",
      "/assets/old-abc.png",
      "/search-index.json",
      "/og/home.png",
      "/missing.png",
    ]) {
      const headers = of(path);
      for (const [name, value] of notFound)
        expect(headers.get(name), `${path} ${name}`).toBe(value);
      expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(headers.get("Cross-Origin-Resource-Policy"), path).toMatch(/^(same|cross)-origin$/);
    }
    expect(of("/assets/root-abc.js").get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(of("/assets/root-abc.js").get("Cache-Control")).toBe(cacheControl.immutable);
    // Other files keep the hosts' default cache, which revalidates.
    expect(of("/search-index.json").has("Cache-Control")).toBe(false);
  });

  it("gives a type with a policy of its own that policy, and none of the page's", () => {
    for (const path of ["/assets/partner-abc.svg", "/partnership-proposal.pdf", "/missing.pdf"])
      for (const name of documentOnlyHeaders.filter(
        (header) => header !== "Content-Security-Policy",
      ))
        expect(of(path).has(name), `${path} ${name}`).toBe(false);
  });

  it("lets other sites load what is made for them, and nothing else", () => {
    for (const path of [
      "/og/home.png",
      "/calendar/jade-events.ics",
      "/icon-192.png",
      "/favicon.ico",
    ])
      expect(of(path).get("Cross-Origin-Resource-Policy"), path).toBe("cross-origin");
    for (const path of ["/search-index.json", "/sitemap.xml", "/partnership-proposal.pdf"])
      expect(of(path).get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
  });

  it("gives every SVG a policy of its own that runs nothing", () => {
    for (const path of ["/assets/partner-abc.svg", "/brand/jade-logo.svg", "/favicon.svg"]) {
      expect(of(path).get("Content-Security-Policy"), path).toBe(svgPolicy);
      expect(of(path).has("Strict-Transport-Security"), path).toBe(false);
    }
    expect(svgPolicy).toMatch(/^default-src 'none';.*\bsandbox$/);
    expect(of("/assets/partner-abc.svg").get("Cache-Control")).toBe(cacheControl.immutable);
    expect(of("/brand/jade-logo.svg").get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  });

  it("lets the site frame its own PDF: no policy, X-Frame-Options SAMEORIGIN", () => {
    const pdf = of("/partnership-proposal.pdf");
    expect(pdf.has("Content-Security-Policy")).toBe(false);
    expect(pdf.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(pdf.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("gives the content editor's page and files its own headers and no others", () => {
    const editor = entries(new Map(editorHeaders(documentHeaders([]))));
    for (const path of ["/admin", "/admin/editor.js", "/admin/locales/en.json"])
      expect(entries(of(path)), path).toEqual(editor);
  });

  it("joins a header that two rules set, as Cloudflare Pages does, and the check says so", () => {
    const twice = parseNetlifyHeaders("/*\n  X-A: 1\n/about-jade\n  X-A: 2\n");
    expect(headersForPath(twice, "/about-jade").get("X-A")).toBe("1, 2");
    expect(checkHeaderRules(twice, site)).toContain(
      "/about-jade: X-A is set by /* and /about-jade",
    );
  });

  it("names a line it cannot read", () => {
    expect(() => parseNetlifyHeaders("/*\n  no colon here")).toThrow('cannot read "no colon here"');
  });
});

describe("Cloudflare Pages' limits", () => {
  it("keeps this site's file within them", () => {
    expect(parsed.length).toBeLessThanOrEqual(headersFileLimits.rules);
    for (const line of headersFile.split("\n"))
      expect(line.length).toBeLessThanOrEqual(headersFileLimits.lineLength);
    for (const { path } of parsed) expect(path.split("*").length, path).toBeLessThanOrEqual(2);
  });

  it("refuses a line over 2,000 characters, naming the rule", () => {
    const hashes = Array.from({ length: 40 }, (_, index) => sha(`script ${index}`));
    const big = headerRules({ ...site, pages: [{ path: "/big-page", scriptHashes: hashes }] });
    expect(() => netlifyHeaders(big)).toThrow(
      /the rule for \/big-page has a line of 2\d{3} characters, over Cloudflare Pages' limit of 2000/,
    );
  });

  it("refuses more than 100 rules", () => {
    const pages = Array.from({ length: 100 }, (_, index) => ({
      path: `/page-${index}`,
      scriptHashes: [],
    }));
    expect(() => netlifyHeaders(headerRules({ ...site, pages }))).toThrow(
      /rules, over Cloudflare Pages' limit of 100 \(from the rule for \/page-99 on\)/,
    );
  });

  it("refuses a path with two splats", () => {
    expect(() =>
      netlifyHeaders([{ path: "/*/x/*", pattern: /x/, detach: [], headers: [["X-A", "1"]] }]),
    ).toThrow("the rule for /*/x/* has more than one splat");
  });
});

describe("nginxServer", () => {
  const config = nginxServer({
    root: "/srv",
    listen: "8080",
    rules,
    pages: ["/", "/about-jade", "/admin"],
  });
  const [head = "", ...locations] = config.split(/\n {4}location /);

  it("repeats the headers in every location, since nginx does not inherit add_header", () => {
    expect(locations.length).toBeGreaterThanOrEqual(10);
    // Every location answers with the headers, redirects included, except those that only
    // send the not-found page, which its own location answers.
    for (const location of locations.filter(
      (block) => !/^[^\n]*\{\s*return 404;\s*\}/.test(block),
    )) {
      expect(location).toMatch(/add_header X-Content-Type-Options \S+ always;/);
      expect(location).toMatch(/add_header Cache-Control \S+/);
    }
    // So does what is answered before any location (414, 400, 405): the not-found page's.
    expect(head).toContain(
      `    add_header Content-Security-Policy "${contentSecurityPolicy(site.notFound)}" always;`,
    );
  });

  it("gives each page its own policy, and the not-found page and redirects the site-wide one", () => {
    const location = (start: string) => locations.find((block) => block.startsWith(start)) ?? "";
    expect(location("= /about-jade {")).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(site.pages[1]!.scriptHashes)}" always;`,
    );
    expect(location("= /about-jade {")).toContain("try_files /about-jade.html =404;");
    expect(location("= / {")).toContain("try_files /index.html =404;");
    for (const start of ["= /404.html {", '~ "^/index(?:\\.html)?$" {', '~ "^(?<page>'])
      expect(location(start), start).toContain(contentSecurityPolicy(site.notFound));
    expect(location("= /admin {")).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
  });

  it("gives each file, through its maps, the headers _headers gives it", () => {
    // nginx's map: the first regex that matches, else the default; an empty value sends nothing.
    const maps = new Map(
      [...head.matchAll(/^map \$uri (\$\w+) \{\n {4}default "(.*)";\n((?: {4}.*\n)*)\}/gm)].map(
        ([, variable, fallback, body]) => [
          variable,
          {
            fallback,
            entries: [...(body ?? "").matchAll(/^ {4}"~(.*)" "(.*)";$/gm)].map(
              ([, regex, value]) => [new RegExp(regex ?? ""), value] as const,
            ),
          },
        ],
      ),
    );
    const fileLocation = locations.find((block) => block.startsWith("/ {")) ?? "";
    const added = [...fileLocation.matchAll(/add_header ([\w-]+) (\$\w+) always;/g)];
    expect(added.length).toBeGreaterThan(5);
    for (const path of site.files) {
      const fromNginx = new Map<string, string>();
      for (const [, name, variable] of added) {
        const map = maps.get(variable!);
        expect(map, variable).toBeDefined();
        const value = map!.entries.find(([regex]) => regex.test(path))?.[1] ?? map!.fallback;
        if (value) fromNginx.set(name!, value);
      }
      const expected = new Map(of(path));
      if (!expected.has("Cache-Control")) expected.set("Cache-Control", cacheControl.revalidate);
      expect(entries(fromNginx), path).toEqual(entries(expected));
    }
  });
});

describe("the rules both servers share", () => {
  const hostFile = new RegExp(hostFilePattern, "i");
  const precompressed = new RegExp(precompressedPattern, "i");
  const redirectable = new RegExp(redirectablePattern);

  it("knows the host's files and dotfiles, in any case, and nothing else", () => {
    for (const path of ["/_headers", "/_Redirects", "/_routes.json", "/.env", "/a/.git/config"])
      expect(hostFile.test(path), path).toBe(true);
    expect(hostFile.test("/jade.conf")).toBe(true);
    for (const path of ["/_app.json", "/_headers/", "/about-jade", "/assets/a.b.js", "/x_headers"])
      expect(hostFile.test(path), path).toBe(false);
  });

  it("knows a precompressed copy from a file of its own", () => {
    expect(precompressed.test("/about-jade.html.gz")).toBe(true);
    expect(precompressed.test("/assets/entry.client-abc.js.br")).toBe(true);
    expect(precompressed.test("/archive.tar.gz")).toBe(false);
    expect(precompressed.test("/about-jade.html")).toBe(false);
  });

  it("redirects only to plain paths, never to another origin", () => {
    for (const path of ["/about-jade", "/admin", "/a/b.c/d_e~f"])
      expect(redirectable.test(path), path).toBe(true);
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "/a b",
      "/caf\u00e9",
      "/a\nb",
      "/",
      "",
    ])
      expect(redirectable.test(path), path).toBe(false);
  });
});
