// The content editor's page script (/admin): loads our copy of Sveltia CMS, gives each content
// file its own format (app/editor/content-format.ts), which shows dates and amounts as staff
// write them and refuses what the build refuses, leads a refused save to its field
// (lead-to-field.ts), shows a price's "J$" once (currency-sign.ts), gives each of its database's
// upgrades a version of its own (indexeddb-upgrades.ts), adds the field that chooses a
// record of another file (reference-field.ts), and starts the editor with the configuration
// generated from the schemas at build time (scripts/build/editor.ts). Only staff load this page,
// so zod may come with it.
// First: zod is told not to probe for eval before any module parses with it.
import "./jitless";
import type { ContentName } from "~/content/schema";
import { checker } from "./check";
import { formatName, referenceWidget } from "./config";
import { contentFormat } from "./content-format";
import { currencySignOnce } from "./currency-sign";
import { distinctUpgrades } from "./indexeddb-upgrades";
import { leadToFields } from "./lead-to-field";
import type { JsonSchema } from "./json-schema";
import { referenceControl, type LentReact } from "./reference-field";

interface SveltiaCms {
  registerCustomFormat: (
    name: string,
    extension: string,
    methods: ReturnType<typeof contentFormat>,
  ) => void;
  registerFieldType: (name: string, control: unknown) => void;
  init: (options: { config: object }) => Promise<void>;
}

declare const __EDITOR__: {
  config: object;
  schemas: Record<ContentName, JsonSchema>;
  /** Our copy of Sveltia CMS, under /admin/. */
  sveltia: string;
};

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: SveltiaCms;
    createClass?: LentReact["createClass"];
    h?: LentReact["h"];
  }
}

function fail(message: string) {
  const status = document.getElementById("editor-status");
  if (status) status.textContent = message;
}

window.CMS_MANUAL_INIT = true;
// Before Sveltia opens its database: each of its stores' upgrades gets a version of its own.
distinctUpgrades();
const script = document.createElement("script");
script.src = __EDITOR__.sveltia;
script.addEventListener("load", () => {
  const { CMS: cms, createClass, h } = window;
  if (!cms || !createClass || !h)
    return fail("The editor did not start. Reload the page to try again.");
  // A refused save leads to its field once its note is closed (lead-to-field.ts).
  const leader = leadToFields();
  // A price typed with its "J$" shows it once, before the box (currency-sign.ts).
  currencySignOnce();
  for (const [name, schema] of Object.entries(__EDITOR__.schemas) as [ContentName, JsonSchema][]) {
    const check = checker(name);
    cms.registerCustomFormat(
      formatName(name),
      "yaml",
      contentFormat(name, schema, (data) => {
        const problems = check(data);
        leader.remember(name, problems);
        return problems;
      }),
    );
  }
  cms.registerFieldType(referenceWidget, referenceControl({ createClass, h }));
  document.getElementById("editor-status")?.remove();
  void cms.init({ config: __EDITOR__.config });
});
script.addEventListener("error", () =>
  fail("The editor could not be loaded. Check your connection and reload the page."),
);
document.head.append(script);
