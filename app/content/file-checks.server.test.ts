import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryAt, matchesExtension, readPlainFile, readPlainText } from "./file-checks.server";

// Each kind of entry a content folder can hold, made for real: reading a named pipe or
// /dev/zero through a link used to wait for ever (or fill the memory), and a folder named like
// a file gave a raw EISDIR.
let dir: string;
let socketServer: Server;
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "jade-entries-"));
  writeFileSync(at("site.yaml"), "name: JADE\n");
  mkdirSync(at("about.yaml"));
  execFileSync("mkfifo", [at("team.yaml")]);
  symlinkSync("/dev/zero", at("legal.yaml"));
  symlinkSync(at("site.yaml"), at("home.yaml"));
  execFileSync("mkfifo", [at("pipe.svg")]);
  socketServer = createServer();
  await new Promise<void>((resolve) => socketServer.listen(at("socket.yaml"), resolve));
});

afterAll(async () => {
  await new Promise((resolve) => socketServer.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const waitsForEver =
  "not a file, and reading it could wait for ever: delete it and put the file itself here";

describe("entryAt", () => {
  it("tells a file, a folder and nothing apart, without opening anything", () => {
    expect(entryAt(at("site.yaml"))).toEqual({ kind: "file", size: 11 });
    expect(entryAt(at("about.yaml"))).toEqual({ kind: "folder" });
    expect(entryAt(at("missing.yaml"))).toEqual({ kind: "missing" });
  });

  it("refuses a link, a named pipe, a device and a socket, in staff words", () => {
    expect(entryAt(at("legal.yaml"))).toEqual({
      kind: "refused",
      message:
        "is a symbolic link (to /dev/zero), and the site would publish whatever it points to: put the file itself here instead",
    });
    expect(entryAt(at("team.yaml"))).toEqual({
      kind: "refused",
      message: `is a named pipe, ${waitsForEver}`,
    });
    expect(entryAt("/dev/zero")).toEqual({
      kind: "refused",
      message: `is a device, ${waitsForEver}`,
    });
    expect(entryAt(at("socket.yaml"))).toEqual({
      kind: "refused",
      message: `is a socket, ${waitsForEver}`,
    });
  });
});

describe("readPlainFile", () => {
  it("reads a plain file whole", () => {
    const read = readPlainFile(at("site.yaml"));
    expect(read.ok && read.bytes.toString("utf8")).toBe("name: JADE\n");
  });

  it("says a file is missing", () => {
    expect(readPlainFile(at("missing.yaml"))).toEqual({ ok: false, missing: true });
  });

  it.each([
    ["a folder named like a file", "about.yaml", /^is a folder, not a file/],
    ["a named pipe", "team.yaml", /^is a named pipe, not a file/],
    ["a link to /dev/zero", "legal.yaml", /^is a symbolic link \(to \/dev\/zero\)/],
    ["a link to a plain file", "home.yaml", /^is a symbolic link \(to .+site\.yaml\)/],
    ["a socket", "socket.yaml", /^is a socket, not a file/],
  ])("refuses %s at once, naming what it is", (_, name, message) => {
    const read = readPlainFile(at(name));
    expect(read).toMatchObject({ ok: false, missing: false });
    expect(!read.ok && !read.missing && read.message).toMatch(message);
  });

  it("refuses a device", () => {
    expect(readPlainFile("/dev/zero")).toMatchObject({ ok: false, missing: false });
  });
});

describe("readPlainText", () => {
  it("names the file as the reader knows it when it is not a plain file", () => {
    expect(readPlainText(at("site.yaml"), "content/site.yaml")).toBe("name: JADE\n");
    expect(() => readPlainText(at("team.yaml"), "content/team.yaml")).toThrow(
      /^content\/team\.yaml: is a named pipe, not a file/,
    );
    expect(() => readPlainText(at("missing.yaml"), "content/missing.yaml")).toThrow(
      "content/missing.yaml: the file is missing",
    );
  });
});

describe("matchesExtension", () => {
  it("never opens a named pipe: it is not what its extension says", () => {
    expect(matchesExtension(at("pipe.svg"))).toBe(false);
  });
});
