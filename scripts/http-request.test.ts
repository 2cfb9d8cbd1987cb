import { describe, expect, it } from "vitest";
import { parseTarget } from "./http-request.mjs";

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
