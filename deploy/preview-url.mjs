// The preview's address, from what wrangler wrote to WRANGLER_OUTPUT_FILE_PATH as it deployed
// (one JSON record a line): the branch's alias, which stays the same for every save on the
// branch, or else the deployment's own address. Printed as `url=…` for $GITHUB_OUTPUT; it stops
// with a message if wrangler reported no deployment, or an address that is not https.
// Run by the preview workflow (.github/workflows/preview.yml) from main's copy, beside no other
// code of the project.
import { readFileSync } from "node:fs";

/**
 * @param {string} text what wrangler wrote
 * @returns {string} the preview's https address
 */
export function previewUrl(text) {
  const records = text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  const deployed = records.find((record) => record?.type === "pages-deploy-detailed");
  if (!deployed) throw new Error("wrangler reported no deployment");
  const url = deployed.alias ?? deployed.url;
  if (typeof url !== "string" || new URL(url).protocol !== "https:")
    throw new Error(`wrangler reported no https address: ${JSON.stringify(url)}`);
  return new URL(url).href;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.env.WRANGLER_OUTPUT_FILE_PATH;
  if (!file) throw new Error("WRANGLER_OUTPUT_FILE_PATH is not set");
  console.log(`url=${previewUrl(readFileSync(file, "utf8"))}`);
}
