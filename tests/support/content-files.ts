import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { contentDirectory } from "../../app/content/load.server";

// The files of the content set under test as text or data, before the loader has validated them:
// the tests' own set, tests/content, in tests of code (CONTENT_DIR, decision 0044).

/** The names of its YAML files ("site.yaml"). */
export const contentFileNames = () =>
  readdirSync(contentDirectory()).filter((name) => name.endsWith(".yaml"));

/** A content file's text, by its name without ".yaml". */
export const contentText = (name: string) =>
  readFileSync(path.join(contentDirectory(), `${name}.yaml`), "utf8");

/** A content file's data as parsed, by its name without ".yaml". */
export const contentData = <T = Record<string, unknown>>(name: string) =>
  parse(contentText(name)) as T;
