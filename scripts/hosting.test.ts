import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  netlifyHeaders,
  nginxServer,
  parseNetlifyHeaders,
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
    for (const location of locations.filter((block) => !block.includes("return 301"))) {
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    const pdf = locations.find((block) => block.startsWith("= /p.pdf"));
    expect(pdf).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(pdf).not.toContain("Content-Security-Policy");
  });
});
