import { describe, expect, it } from "vitest";
import { acceptedEncodings, byteRange, parseTarget } from "./http-request.mjs";

describe("parseTarget", () => {
  it("decodes, merges slashes and resolves dot segments, keeping the query as sent", () => {
    expect(parseTarget("/about-jade")).toEqual({
      kind: "path",
      pathname: "/about-jade",
      trailingSlash: false,
      search: "",
    });
    expect(parseTarget("/%5Fheaders")).toMatchObject({ pathname: "/_headers" });
    expect(parseTarget("/_header%73")).toMatchObject({ pathname: "/_headers" });
    expect(parseTarget("//")).toMatchObject({ pathname: "/", trailingSlash: false });
    expect(parseTarget("/.//evil.example/")).toMatchObject({
      pathname: "/evil.example",
      trailingSlash: true,
    });
    expect(parseTarget("/%2F%2Fevil.example/")).toMatchObject({ pathname: "/evil.example" });
    expect(parseTarget("/a/b/../c/.")).toMatchObject({ pathname: "/a/c", trailingSlash: true });
    expect(parseTarget("/contact/?x=1&y=%2F")).toMatchObject({
      pathname: "/contact",
      trailingSlash: true,
      search: "?x=1&y=%2F",
    });
    expect(parseTarget("/caf%C3%A9")).toMatchObject({ pathname: "/café" });
  });

  it("reads the absolute form's path, as nginx does", () => {
    expect(parseTarget("http://evil.example/about-jade/")).toMatchObject({
      pathname: "/about-jade",
      trailingSlash: true,
    });
    expect(parseTarget("HTTPS://evil.example")).toMatchObject({ pathname: "/" });
    expect(parseTarget("http://evil.example?q")).toMatchObject({ pathname: "/", search: "?q" });
  });

  it("refuses what no URI holds, and a path above the root", () => {
    for (const target of [
      "",
      "*",
      "about-jade",
      "/%E0%A4%A",
      "/%zz",
      "/%",
      "/%00",
      "/a\u0000b",
      "/a\tb",
      "/a b",
      "/é",
      "/\\evil.example/",
      '/"x"',
      "/<script>",
      "/a#b",
      "/../etc/passwd",
      "/%2e%2e/x",
    ])
      expect(parseTarget(target), JSON.stringify(target)).toEqual({ kind: "malformed" });
    expect(parseTarget("/x?path=a\\b")).toMatchObject({ kind: "path", search: "?path=a\\b" });
  });

  it("tells bytes that are not UTF-8 apart (no such file, not a malformed request)", () => {
    expect(parseTarget("/%E0%A4")).toEqual({ kind: "undecodable" });
    expect(parseTarget("/%FF")).toEqual({ kind: "undecodable" });
  });

  it("takes time linear in the target, however it is made", () => {
    const started = performance.now();
    for (let run = 0; run < 20; run += 1) {
      parseTarget(`/${"/".repeat(16_000)}`);
      parseTarget(`/${"a/".repeat(8_000)}x`);
      parseTarget(`/${"%2F".repeat(5_000)}`);
    }
    // About 1 ms a run on a laptop; a quadratic path would take seconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("acceptedEncodings", () => {
  it("lists brotli then gzip when both are accepted at the same weight", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br")).toEqual(["br"]);
    expect(acceptedEncodings("x-gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings("")).toEqual([]);
    expect(acceptedEncodings("identity")).toEqual([]);
  });

  it("respects q-values: 0 is not acceptable, the heavier one comes first", () => {
    expect(acceptedEncodings("br;q=0")).toEqual([]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("gzip;q=0.5, br;q=0.4")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("BR ; Q=0.000, gzip;q=1.0")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0")).toEqual([]);
    expect(acceptedEncodings("gzip;q=0, *")).toEqual(["br"]);
    // An unreadable weight is not a yes.
    expect(acceptedEncodings("br;q=2, gzip;q=abc")).toEqual([]);
  });
});

describe("byteRange", () => {
  it("reads one range, a suffix or an open end", () => {
    expect(byteRange("bytes=100-150", 1000)).toEqual({ start: 100, end: 150 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-10", 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange("bytes=0-99999", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("ignores what is not one valid range, so the whole file is sent", () => {
    for (const header of [
      undefined,
      "bytes=100-50",
      "bytes=-",
      "bytes=0-1,5-6",
      "items=0-1",
      "bytes=a-b",
      "bytes=1234567890123456-",
    ])
      expect(byteRange(header, 1000), header).toBeUndefined();
  });

  it("cannot satisfy a range past the end", () => {
    expect(byteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
