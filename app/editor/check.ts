import type { z } from "zod";
import { crossCheck, type CrossProblem } from "~/content/cross-check";
import { type Content, type ContentName, contentSchemas } from "~/content/schema";
import { refusal, type Refusal } from "./messages";
import { rememberedFiles } from "./registry";

/**
 * The build's own rules for one file, run before the editor writes it: the file's zod schema, then
 * the rules across files (cross-check.ts) against the other files as the editor last saw them.
 * Every problem in this file stops the save, and so does one this save would bring to another
 * file (a staging removed that an announcement names); one another file already had does not.
 * Each problem is named in staff words, with its place as data for the editor to go to.
 */
export function checker(name: ContentName): (data: unknown) => Refusal[] {
  const schema = contentSchemas[name] as z.ZodType;
  return (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success)
      return result.error.issues.map((issue) =>
        refusal(
          {
            file: name,
            path: issue.path,
            message: issue.message,
            code: issue.code,
            input: issue.input,
            ...("minimum" in issue ? { minimum: issue.minimum } : {}),
            ...("maximum" in issue ? { maximum: issue.maximum } : {}),
            ...("origin" in issue ? { origin: String(issue.origin) } : {}),
          },
          data,
        ),
      );
    const others = rememberedFiles();
    // Until every file has been read there is nothing whole to check against.
    if (Object.keys(contentSchemas).some((file) => !(file in others))) return [];
    const files = { ...others, [name]: result.data } as Content;
    const key = (problem: CrossProblem) =>
      JSON.stringify([problem.file, problem.path, problem.message]);
    const before = new Set(crossCheck(others as Content).map(key));
    return crossCheck(files)
      .filter((problem) => problem.file === name || !before.has(key(problem)))
      .map((problem) => refusal(problem, files[problem.file]));
  };
}
