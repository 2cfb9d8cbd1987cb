// The README's recipes (add a page, a widget, a content field, an output) stay true to the code:
// each is a numbered list, every file they name exists (a folder, where its name is a
// placeholder such as `app/routes/<id>.tsx`), and every function or list they name "in" or "of"
// a file is exported by it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const section = /^### Recipes\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";
const recipes = [
  ...section.matchAll(/^\*\*(Add [^*]+)\*\*[^\n]*\n\n((?:(?:\d+\.| {3}).*\n)+)/gm),
].map(([, name = "", steps = ""]) => ({ name, steps }));

describe("the README's recipes", () => {
  it("are there: a page, a widget, a content field, an output, each in numbered steps", () => {
    expect(recipes.map(({ name }) => name)).toEqual([
      "Add a page",
      "Add a widget",
      "Add a content field",
      "Add an output",
    ]);
    for (const { name, steps } of recipes) {
      const numbers = [...steps.matchAll(/^(\d+)\./gm)].map(([, number]) => Number(number));
      expect(numbers, name).toEqual(numbers.map((_, index) => index + 1));
      expect(numbers.length, name).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(recipes)("$name names files that exist", ({ steps }) => {
    const files = [...steps.matchAll(/`((?:app|scripts|tools|tests|content)\/[^`\s]+)`/g)].map(
      ([, file = ""]) => file,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      // A placeholder stands for the file to write: its folder must exist. The live content is
      // not a test's to read (decision 0044): its file is the tests' own set's, a copy of it.
      const named = file.startsWith("content/") ? `tests/${file}` : file;
      const existing = named.includes("<") ? path.dirname(named.replace(/<[^>]+>.*$/, "x")) : named;
      expect(existsSync(path.join(root, existing)), file).toBe(true);
    }
  });

  it.each(recipes)("$name names what the files it names export", ({ steps }) => {
    const named = [...steps.replace(/\n\s+/g, " ").matchAll(/`(\w+)` (?:in|of) `([^`]+)`/g)];
    for (const [, name = "", file = ""] of named) {
      const text = readFileSync(path.join(root, file), "utf8");
      expect(text, `${name} in ${file}`).toMatch(
        new RegExp(`(?:export )?(?:async )?(?:function|const) ${name}\\b`),
      );
    }
  });
});
