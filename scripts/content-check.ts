/** `npm run content:check`: validates content/ and exits 1, naming every problem, if it is invalid. */
import { ContentError, loadContent } from "../app/content/load";
import { contentSchemas } from "../app/content/schema";

try {
  loadContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`Content OK: ${Object.keys(contentSchemas).length} files.`);
