import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileProblems } from "./asset-checks.server";

// The files under a content folder, named by a field or not: the build publishes every file its
// globs take (decision 0046), so each is held to what some field could take.
let dir: string;
const put = (name: string, bytes: string | number | Uint8Array) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  if (typeof bytes === "number") {
    writeFileSync(file, "");
    truncateSync(file, bytes);
  } else writeFileSync(file, bytes);
  return file;
};
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "jade-files-"));
  put("site.yaml", "name: JADE\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("fileProblems", () => {
  it("judges a picture by its bytes and extension each time: a copy alike shares a verdict, a changed one gets its own", async () => {
    // Each check remembers the verdict on the bytes it decoded (the tests check many copies of
    // one content set); a file changed at the same place, or the same bytes under another
    // extension, is judged again.
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#1b7a4a" },
    })
      .png()
      .toBuffer();
    put("assets/banners/slide.png", png);
    expect(await fileProblems(dir)).toEqual([]);
    put("assets/banners/slide.png", png.subarray(0, 60));
    expect(await fileProblems(dir)).toEqual([
      {
        path: "assets/banners/slide.png",
        message: expect.stringMatching(/^is not a PNG image the site can read \(/),
      },
    ]);
    // The same cut-short bytes under another extension: refused in that extension's words.
    put("assets/banners/copy.jpg", png.subarray(0, 60));
    const problems = await fileProblems(dir);
    expect(problems.map((problem) => [problem.path, problem.message.slice(0, 40)]).sort()).toEqual([
      ["assets/banners/copy.jpg", "is not a JPEG image the site can read (i"],
      ["assets/banners/slide.png", "is not a PNG image the site can read (it"],
    ]);
  });

  it("takes files within their kind's size, wherever they are under assets/", async () => {
    put("assets/partners/logo.svg", svg);
    put("assets/captions/film.vtt", "WEBVTT\n");
    expect(await fileProblems(dir)).toEqual([]);
  });

  it("refuses a 30 MB video and a 5 MB SVG no field names, before reading them", async () => {
    put("assets/videos/trailer.mp4", 30_000_000);
    put("assets/partners/huge.svg", `${svg}${" ".repeat(5_000_000)}`);
    expect(await fileProblems(dir)).toEqual([
      {
        path: "assets/partners/huge.svg",
        message: "is 5 MB; the largest image the site takes is 1 MB: save it smaller, or delete it",
      },
      {
        path: "assets/videos/trailer.mp4",
        message:
          "is 30 MB; the largest video the site takes is 2 MB: save it smaller, or delete it",
      },
    ]);
  });

  it("refuses a file of a kind no field takes, in the first, a middle and the last folder", async () => {
    put("assets/articles/notes.pdf", "%PDF-1.4");
    put("assets/banners/film.mov", 100);
    put("assets/people/README", "notes");
    const problems = await fileProblems(dir);
    expect(problems.map((problem) => problem.path)).toEqual([
      "assets/articles/notes.pdf",
      "assets/banners/film.mov",
      "assets/people/README",
    ]);
    expect(problems[0]?.message).toMatch(/^is a \.pdf file, which no field of the site can show/);
    expect(problems[2]?.message).toMatch(/^has no extension, so no field of the site can show it/);
  });

  it("refuses a named pipe and a link anywhere under the folder, without opening them", async () => {
    execFileSync("mkfifo", [path.join(dir, "team.yaml")]);
    mkdirSync(path.join(dir, "assets/banners"), { recursive: true });
    execFileSync("mkfifo", [path.join(dir, "assets/banners/slide.jpg")]);
    symlinkSync("/dev/zero", path.join(dir, "assets/banners/zero.jpg"));
    expect(await fileProblems(dir)).toEqual([
      {
        path: "assets/banners/slide.jpg",
        message:
          "is a named pipe, not a file, and reading it could wait for ever: delete it and put the file itself here",
      },
      {
        path: "assets/banners/zero.jpg",
        message:
          "is a symbolic link (to /dev/zero), and the site would publish whatever it points to: put the file itself here instead",
      },
      {
        path: "team.yaml",
        message:
          "is a named pipe, not a file, and reading it could wait for ever: delete it and put the file itself here",
      },
    ]);
  });
});
