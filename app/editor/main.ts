// The content editor's page script (/admin): loads our copy of Sveltia CMS, gives each content
// file its own format (app/editor/content-format.ts), which refuses what the build's zod schemas
// refuse, and starts the editor with the configuration generated from those schemas at build
// time (scripts/build-editor.ts). Only staff load this page, so zod may come with it.
import type { z } from "zod";
import { locate } from "~/content/locate";
import { contentSchemas } from "~/content/schema";
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

/**
 * The build's zod rules for one file, its problems named as `npm run content:check` names them.
 * Sveltia's own error says only that saving failed, so the problems are shown beside it.
 */
function checker(name: string) {
  const schema = contentSchemas[name as keyof typeof contentSchemas] as z.ZodType | undefined;
  return (data: unknown) => {
    const result = schema?.safeParse(data);
    if (!result || result.success) return [];
    const problems = result.error.issues.map(
      (issue) => `content/${name}.yaml › ${locate(data, issue.path)}: ${issue.message}`,
    );
    showProblems(problems);
    return problems;
  };
}

/** A note above the editor listing what stopped a save, until it is closed. */
function showProblems(problems: string[]) {
  document.getElementById("save-problems")?.remove();
  const note = document.createElement("div");
  note.id = "save-problems";
  note.setAttribute("role", "alert");
  note.popover = "manual";
  note.style.cssText =
    "inset: 1rem 1rem auto; max-width: 40rem; margin-inline: auto; padding: 1rem 1.25rem; " +
    "border: 2px solid #b3261e; border-radius: 0.5rem; background: Canvas; color: CanvasText; " +
    "font: 1rem/1.5 system-ui, sans-serif;";
  const heading = document.createElement("strong");
  heading.textContent = "Not saved: the site would refuse this. Correct it and save again.";
  const list = document.createElement("ul");
  for (const problem of problems) {
    const item = document.createElement("li");
    item.textContent = problem;
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", () => note.remove());
  note.append(heading, list, close);
  document.body.append(note);
  note.showPopover();
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
    cms.registerCustomFormat(formatName(name), "yaml", contentFormat(schema, checker(name)));
  document.getElementById("editor-status")?.remove();
  void cms.init({ config: __EDITOR__.config });
});
script.addEventListener("error", () =>
  fail("The editor could not be loaded. Check your connection and reload the page."),
);
document.head.append(script);
