/**
 * `npm run content:check [content-dir]`: runs what the build runs on the content (checkContent,
 * app/content/check.server.ts) without building, and exits 1, naming every problem, if the build
 * would refuse it.
 */
import path from "node:path";
import { checkContent } from "../app/content/check.server";
import { ContentError } from "../app/content/load.server";
import { contentSchemas } from "../app/content/schema";

const [contentDir] = process.argv.slice(2);
try {
  await checkContent(contentDir === undefined ? undefined : path.resolve(contentDir));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`Content OK: ${Object.keys(contentSchemas).length} files.`);
