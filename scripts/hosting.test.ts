import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersForPath,
  hostFilePattern,
  inlineScriptHashes,
  netlifyHeaders,
  nginxServer,
  parseNetlifyHeaders,
  precompressedPattern,
  redirectablePattern,
  securityHeaders,
} from "./hosting.mjs";

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

describe("the _headers file", () => {
  const headers = securityHeaders(["'sha256-a'"]);
  const rules = parseNetlifyHeaders(netlifyHeaders(headers, ["/proposal.pdf"]));

  it("gives every path the security headers, and assets the long cache", () => {
    const page = headersForPath(rules, "/about-jade");
    expect([...page.keys()]).toEqual(headers.map(([name]) => name));
    expect(page.get("Cache-Control")).toBeUndefined();
    expect(headersForPath(rules, "/assets/root-abc.js").get("Cache-Control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("lets the site frame its own PDF: no page policy, X-Frame-Options SAMEORIGIN", () => {
    const pdf = headersForPath(rules, "/proposal.pdf");
    expect(pdf.has("Content-Security-Policy")).toBe(false);
    expect(pdf.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(pdf.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("matches a splat across any character, a decoded line break included", () => {
    const rules = parseNetlifyHeaders(netlifyHeaders(securityHeaders([])));
    expect(headersForPath(rules, "/a\r\nSet-Cookie: x").get("X-Content-Type-Options")).toBe(
      "nosniff",
    );
  });

  it("names a line it cannot read", () => {
    expect(() => parseNetlifyHeaders("/*\n  no colon here")).toThrow('cannot read "no colon here"');
  });
});

describe("nginxServer", () => {
  it("repeats the security headers in every location, since nginx does not inherit add_header", () => {
    const headers = securityHeaders(["'sha256-a'"]);
    const config = nginxServer({ root: "/srv", listen: "8080", headers, framedFiles: ["/p.pdf"] });
    const locations = config.split(/\n {4}location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(6);
    // Every location answers with the headers, redirects included, except those that only
    // send the not-found page, which its own location answers.
    for (const location of locations.filter(
      (block) => !/^[^\n]*\{\s*return 404;\s*\}/.test(block),
    )) {
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    // So does what is answered before any location (414, 400, 405).
    expect(config.split(/\n {4}location /)[0]).toContain(
      '    add_header X-Content-Type-Options "nosniff" always;',
    );
    const pdf = locations.find((block) => block.startsWith("= /p.pdf"));
    expect(pdf).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(pdf).not.toContain("Content-Security-Policy");
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
    for (const path of ["/_root.data", "/_headers/", "/about-jade", "/assets/a.b.js", "/x_headers"])
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
