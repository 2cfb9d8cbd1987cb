// Loaded first by `node --import ./tests/support/fs-journal.mjs …`: notes every file the process
// writes, copies, moves or removes, one line each, its kind and path(s) apart by tabs ("write",
// "remove": one file each; "move": a file or folder and where it went), appended to the file
// FS_JOURNAL names, so a test can hold the build to writing each file once and removing
// none (scripts/build/build.built.test.ts, decision 0053). Node's fs functions are replaced on the module
// objects, and the ES modules' bindings of them made to follow (syncBuiltinESMExports), so an
// `import { writeFileSync } from "node:fs"` loaded afterwards calls the noted one.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const journal = process.env.FS_JOURNAL;
if (!journal) throw new Error("fs-journal: FS_JOURNAL names no file to write the journal to.");
/** Written with writeSync, which nothing here replaces: the journal notes no write of its own. */
const descriptor = fs.openSync(journal, "a");

/** @param {unknown} file */
const absolute = (file) => path.resolve(file instanceof URL ? file.pathname : String(file));

/** @param {"write" | "remove" | "move"} kind @param {unknown[]} files */
function note(kind, ...files) {
  if (files.some((file) => typeof file === "number")) return; // A descriptor.
  fs.writeSync(descriptor, `${[kind, ...files.map(absolute)].join("\t")}\n`);
}

/** Every file below a folder (for a recursive copy or removal), or the file itself. Node's own
 * cpSync copies through the module's copyFileSync, noted again: a test reads the journal as a
 * list of files, and the build copies nothing by cpSync. */
function filesAt(/** @type {string} */ at) {
  try {
    if (!fs.statSync(at).isDirectory()) return [at];
  } catch {
    return [];
  }
  return fs
    .readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * @param {Record<string, unknown>} target
 * @param {string} name
 * @param {(...args: any[]) => void} before
 */
function wrap(target, name, before) {
  const original = /** @type {(...args: unknown[]) => unknown} */ (target[name]);
  target[name] = function (/** @type {unknown[]} */ ...args) {
    before(...args);
    return original.apply(this, args);
  };
}

const writes = (/** @type {unknown} */ file) => note("write", file);
const removes = (/** @type {unknown} */ file) => {
  for (const each of filesAt(String(file))) note("remove", each);
};
/** A copy: each file of the source, at its place under the destination. */
const copies = (/** @type {unknown} */ from, /** @type {unknown} */ to) => {
  const source = String(from);
  for (const each of filesAt(source))
    note("write", path.join(String(to), path.relative(source, each)));
};
const moves = (/** @type {unknown} */ from, /** @type {unknown} */ to) => note("move", from, to);

const sync = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs));
const promises = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs.promises));
for (const target of [sync, promises]) {
  wrap(target, target === sync ? "writeFileSync" : "writeFile", writes);
  wrap(target, target === sync ? "copyFileSync" : "copyFile", copies);
  wrap(target, target === sync ? "cpSync" : "cp", copies);
  wrap(target, target === sync ? "renameSync" : "rename", moves);
  wrap(target, target === sync ? "rmSync" : "rm", removes);
  wrap(target, target === sync ? "unlinkSync" : "unlink", removes);
}
wrap(sync, "writeFile", writes);
wrap(sync, "copyFile", copies);
wrap(sync, "rename", moves);
wrap(sync, "rm", removes);
wrap(sync, "unlink", removes);
wrap(sync, "createWriteStream", writes);
syncBuiltinESMExports();
