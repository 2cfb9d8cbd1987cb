// The content editor's page script (/admin): loads our copy of Sveltia CMS, gives each content
// file its own format (app/editor/content-format.ts) and starts the editor with the
// configuration generated from the schemas at build time (scripts/build-editor.ts).
import { formatName } from "./config";
import { contentFormat } from "./content-format";
import type { JsonSchema } from "./normalize";

interface SveltiaCms {
  registerCustomFormat: (
    name: string,
    extension: string,
    methods: ReturnType<typeof contentFormat>,
  ) => void;
  init: (options: { config: object }) => Promise<void>;
}

declare const __EDITOR__: {
  config: object;
  schemas: Record<string, JsonSchema>;
  /** Our copy of Sveltia CMS, under /admin/. */
  sveltia: string;
};

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: SveltiaCms;
  }
}

function fail(message: string) {
  const status = document.getElementById("editor-status");
  if (status) status.textContent = message;
}

window.CMS_MANUAL_INIT = true;
const script = document.createElement("script");
script.src = __EDITOR__.sveltia;
script.addEventListener("load", () => {
  const cms = window.CMS;
  if (!cms) return fail("The editor did not start. Reload the page to try again.");
  for (const [name, schema] of Object.entries(__EDITOR__.schemas))
    cms.registerCustomFormat(formatName(name), "yaml", contentFormat(schema));
  document.getElementById("editor-status")?.remove();
  void cms.init({ config: __EDITOR__.config });
});
script.addEventListener("error", () =>
  fail("The editor could not be loaded. Check your connection and reload the page."),
);
document.head.append(script);
