import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { z } from "zod";
import { editorCollection, type ContentFile, type EditorField } from "~/editor/config";
import type { JsonSchema } from "~/editor/json-schema";
import { throughThePipeline } from "../../tests/support/image-pipeline";
import { type AssetField, assetFields } from "../content/asset-fields";
import { assetKinds, extensionOf, isImageKind, sizeInWords } from "../content/asset-rules";
import { checkFiles } from "./check.server";
import { ContentError, contentDirectory } from "../content/load.server";
import { contentSchemas } from "../content/schema";

// Every image field of the content (found in the schemas, so a new one is covered) takes or
// refuses each kind of file alike in the editor's upload, in `content:check` and in the build
// (decision 0037). The editor's gate is what it is given: the field's `accept` and
// `max_file_size` in the generated configuration, applied as the browser applies them (the type
// a browser gives a file by its extension). content:check and the build's content plugin both run
// checkContent (check.test.ts holds them to one verdict on every fixture); the build runs it
// first and stops on a refusal, so what it takes then goes through the build's own image
// pipeline (tests/support/image-pipeline.ts), and each must come out.

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-verdicts-"));
  made.push(dir);
  return dir;
};

/** The type a browser gives a chosen file by its extension, which `accept` filters on. */
const browserType: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

interface Sample {
  name: string;
  extension: string;
  bytes: Buffer;
}

/** A logo-like picture, 960 x 480, with a transparent background. */
async function picture(format: "png" | "jpeg" | "webp") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="480"><rect x="80" y="120" width="800" height="240" rx="40" fill="#1b7a4a"/><circle cx="480" cy="240" r="90" fill="#f5c518"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** Noise a PNG cannot compress, larger than the largest image any field takes. */
async function oversized(): Promise<Buffer> {
  const largest = Math.max(
    ...Object.values(assetKinds)
      .filter((kind) => kind.noun === "image")
      .map((kind) => kind.maxBytes),
  );
  const side = Math.ceil(Math.sqrt(largest / 3)) + 64;
  const noise = Buffer.alloc(side * side * 3);
  let seed = 7;
  for (let index = 0; index < noise.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[index] = seed >> 16;
  }
  const bytes = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(bytes.length).toBeGreaterThan(largest);
  return bytes;
}

let samples: Sample[] = [];

/** The generated editor field at a schema path ("[]" for list items). */
function editorField(field: AssetField): EditorField {
  const schema = z.toJSONSchema(contentSchemas[field.file], {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  const pagesText = readFileSync(path.join(contentDirectory(), "pages.yaml"), "utf8");
  const { pages } = parse(pagesText) as { pages: { id: string; name: string }[] };
  const file: ContentFile = {
    name: field.file,
    schema,
    text: readFileSync(path.join(contentDirectory(), `${field.file}.yaml`), "utf8"),
  };
  const [entry] = editorCollection([file], {
    pageNames: Object.fromEntries(pages.map((page) => [page.id, page.name])),
  }).files;
  let fields = entry?.fields ?? [];
  let found: EditorField | undefined;
  for (const step of field.path.filter((step) => step !== "[]")) {
    found = fields.find((candidate) => candidate.name === step);
    fields = found?.fields ?? [];
  }
  if (!found) throw new Error(`no editor field at ${field.file} ${field.path.join(".")}`);
  return found;
}

/** The editor's upload gate for a field: the file's type in `accept`, its size within the limit. */
function editorVerdict(field: AssetField, sample: Sample): boolean {
  const editor = editorField(field);
  const accepted = (editor.accept ?? "").split(",");
  const maxBytes = editor.media_library?.config.max_file_size ?? Infinity;
  return accepted.includes(browserType[sample.extension] ?? "") && sample.bytes.length <= maxBytes;
}

/** What the rules say of a sample in a field, for the verdict to be the expected one. */
function ruleVerdict(field: AssetField, sample: Sample): boolean {
  const kind = assetKinds[field.kind];
  return (
    (kind.formats as readonly string[]).includes(sample.extension) &&
    sample.bytes.length <= kind.maxBytes
  );
}

/** The folder a field's uploads go to (the schema's `folder`), as the editor uploads them. */
const folderOf = (field: AssetField) =>
  (editorField(field).media_folder ?? "/content/assets").replace(/^\/content\//, "");

/** A copy of content/ where every record with the field names the sample (with a description). */
function fixture(field: AssetField, sample: Sample): { dir: string; asset: string } {
  const dir = tempDir();
  cpSync(contentDirectory(), dir, { recursive: true });
  const asset = `${folderOf(field)}/verdict-${sample.name}.${sample.extension}`;
  mkdirSync(path.dirname(path.join(dir, asset)), { recursive: true });
  writeFileSync(path.join(dir, asset), sample.bytes);
  const yamlPath = path.join(dir, `${field.file}.yaml`);
  const document = parseDocument(readFileSync(yamlPath, "utf8"));
  const data = document.toJS() as unknown;
  const set = (node: unknown, rest: string[], at: (string | number)[]) => {
    const [step, ...after] = rest;
    // A record without the optional record holding the field (a page with no picture) has none.
    if (step === undefined || node === undefined || node === null) return;
    if (step === "[]") {
      if (Array.isArray(node)) node.forEach((item, index) => set(item, after, [...at, index]));
      return;
    }
    if (after.length > 0) return set((node as Record<string, unknown>)[step], after, [...at, step]);
    document.setIn([...at, step], asset);
    // A picture given must be described (schema.ts, describedPicture).
    const record = node as Record<string, unknown>;
    if (`${step}Alt` in record || ["photo", "image"].includes(step))
      if (record[`${step}Alt`] === undefined)
        document.setIn([...at, `${step}Alt`], "A picture for the test.");
  };
  set(data, field.path, []);
  writeFileSync(yamlPath, document.toString());
  return { dir, asset };
}

/** content:check's verdict (checkContent's check of the content and its files). */
async function checkVerdict(dir: string): Promise<{ ok: boolean; message: string }> {
  try {
    await checkFiles(dir);
    return { ok: true, message: "" };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { ok: false, message: error.message };
  }
}

interface Case {
  field: AssetField;
  sample: Sample;
  editor: boolean;
  check: { ok: boolean; message: string };
  asset: string;
  dir: string;
}
const cases: Case[] = [];
/** The paths the build's image pipeline gave back, for the cases the check took. */
let built = new Map<string, string>();

const imageFields = assetFields().filter((field) => isImageKind(field.kind));
const label = (field: AssetField) =>
  `${field.file}: ${field.path.join(".").replaceAll(".[]", "[]")}`;

beforeAll(async () => {
  samples = [
    {
      name: "svg",
      extension: "svg",
      bytes: readFileSync(path.join(contentDirectory(), "assets/partners/liguanea-books.svg")),
    },
    { name: "png", extension: "png", bytes: await picture("png") },
    { name: "jpeg", extension: "jpg", bytes: await picture("jpeg") },
    { name: "webp", extension: "webp", bytes: await picture("webp") },
    { name: "oversized", extension: "png", bytes: await oversized() },
    // PNG bytes under a JPEG's name: judged by its bytes, as the browser and sharp read it.
    { name: "mislabelled", extension: "jpg", bytes: await picture("png") },
  ];
  for (const field of imageFields)
    for (const sample of samples) {
      const { dir, asset } = fixture(field, sample);
      cases.push({
        field,
        sample,
        asset,
        dir,
        editor: editorVerdict(field, sample),
        check: await checkVerdict(dir),
      });
    }

  // The build's image pipeline over every file the check took, in one Vite build.
  const taken = cases.filter((entry) => entry.check.ok);
  built = await throughThePipeline(
    taken.map((entry) => ({ asset: entry.asset, bytes: entry.sample.bytes })),
  );
}, 600_000);

describe("every image field gives one verdict in the editor, content:check and the build", () => {
  it("finds the image fields in the schemas", () => {
    expect(imageFields.map(label)).toEqual(
      expect.arrayContaining(["partners: partners[].logo", "home: banners[].image"]),
    );
    expect(cases.length).toBe(imageFields.length * samples.length);
  });

  it.each(
    imageFields.flatMap((field) =>
      ["svg", "png", "jpeg", "webp", "oversized", "mislabelled"].map((sample) => ({
        field,
        sample,
        name: `${label(field)} with the ${sample} file`,
      })),
    ),
  )("$name", ({ field, sample: name }) => {
    const entry = cases.find((each) => each.field === field && each.sample.name === name);
    if (!entry) throw new Error(`no case for ${label(field)} ${name}`);
    const expected = ruleVerdict(field, entry.sample);
    const build = entry.check.ok && built.has(entry.asset);
    expect({ editor: entry.editor, check: entry.check.ok, build }).toEqual({
      editor: expected,
      check: expected,
      build: expected,
    });
    if (!expected) {
      // Refused naming the file, the record and the field, in words.
      expect(entry.check.message).toMatch(
        new RegExp(`^ {2}- content/${field.file}\\.yaml › .*${field.path.at(-1)}: `, "m"),
      );
      if (name === "oversized") {
        const { maxBytes } = assetKinds[field.kind];
        expect(entry.check.message).toContain(
          `. This image is ${sizeInWords(entry.sample.bytes.length)}; the largest the site takes is ${sizeInWords(maxBytes)}: save it smaller, or choose another`,
        );
        expect(entry.check.message).toMatch(
          /This image is \d+(\.\d)? MB; the largest the site takes is \d MB/,
        );
      }
    } else {
      expect(built.get(entry.asset)).toMatch(/^\/assets\//);
      expect(extensionOf(entry.asset)).toBe(entry.sample.extension);
    }
  });
});
