/**
 * `npm run content:check [-- --on YYYY-MM-DD] [content-dir]`: runs what the build runs on the
 * content (checkContent, app/pipeline/check.server.ts) without building, and exits 1, naming every
 * problem, if the build would refuse it. Like the build, it then prints what has gone out of date
 * as a warning that does not fail it. `--on` checks the content as the build would on that day in
 * Jamaica (the day a new season's pages go live, say); today by default.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { checkContent, outOfDateWarning, summariseRefusal } from "../app/pipeline/check.server";
import { ContentError } from "../app/content/load.server";
import { contentSchemas } from "../app/content/schema";
import { jamaicaToday } from "../app/lib/dates";

const { values, positionals } = parseArgs({
  options: { on: { type: "string" } },
  allowPositionals: true,
});
const [contentDir] = positionals;

let builtAt = Date.now();
if (values.on !== undefined) {
  // Noon in Jamaica (UTC-5 all year) on that day; a day that does not exist comes out as another.
  builtAt = Date.parse(`${values.on}T12:00:00-05:00`);
  if (Number.isNaN(builtAt) || jamaicaToday(builtAt) !== values.on) {
    console.error(`content:check: --on ${values.on} is not a day written YYYY-MM-DD`);
    process.exit(2);
  }
}

try {
  const { content } = await checkContent(
    contentDir === undefined ? undefined : path.resolve(contentDir),
    builtAt,
  );
  console.log(`Content OK: ${Object.keys(contentSchemas).length} files.`);
  const stale = outOfDateWarning(content, builtAt);
  if (stale) console.warn(`\nWarning, which does not stop the build:\n${stale}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  summariseRefusal(error);
  process.exit(1);
}
