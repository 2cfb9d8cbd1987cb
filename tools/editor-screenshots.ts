// The screenshots in docs/editing.md, from the real editor (/admin) in local-folder mode on a
// copy of content/ (tests/support/editor.ts), with nothing fetched off the machine.
// Usage: npm run build && npm run screenshots:editor
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { parse } from "yaml";
import { readPlainText } from "../app/content/file-checks.server";
import { formatDate } from "../app/editor/form-values";
import { fileWords } from "../app/editor/words";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import {
  addItem,
  field,
  openFile,
  openItem,
  openLocalEditor,
  reveal,
} from "../tests/support/editor";

const port = 4190;
const base = `http://127.0.0.1:${port}`;
const outDir = "docs/images";
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], {
  stdio: ["ignore", "pipe", "inherit"],
});
try {
  // The server says where it listens once it does.
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(base)) resolve();
    });
    server.on("exit", (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  // A fresh context each time: the editor remembers the folder it opened and skips its sign-in.
  const offlineContext = async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
    });
    await context.route(
      (url) => url.origin !== base && url.protocol !== "blob:",
      (route) => route.abort(),
    );
    return context;
  };
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${outDir}/editor-${name}.png` });

  const signInContext = await offlineContext();
  const signIn = await signInContext.newPage();
  await signIn.goto("/admin");
  await signIn.getByRole("button", { name: "Sign In Using Access Token" }).waitFor();
  await shot(signIn, "sign-in");
  await signInContext.close();

  const page = await (await offlineContext()).newPage();
  await openLocalEditor(page);
  await shot(page, "files");
  const { programmes } = parse(
    readPlainText("content/programmes.yaml", "content/programmes.yaml"),
  ) as {
    programmes: {
      name: string;
      stagings: { edition: string; dates: { start: string; end?: string }[]; costs?: object }[];
    }[];
  };
  // A staging with costs that runs over several days: its dates and prices make the pictures.
  const stagings = programmes.flatMap((programme) =>
    programme.stagings.map((staging) => ({ programme, staging, start: staging.dates[0] })),
  );
  const found = stagings.find(({ staging, start }) => staging.costs && start?.end);
  if (!found?.start) throw new Error("No staging with costs runs over several days.");
  const { programme, staging, start } = found;
  await page.getByText(fileWords.programmes.label).click();
  const item = await openItem(page, field(page, "Programmes"), programme.name);
  const form = await openItem(page, await reveal(page, field(item, "Stagings")), staging.edition);
  const date = await openItem(
    page,
    await reveal(page, field(form, "Dates")),
    formatDate(start.start),
  );
  await (
    await reveal(page, form.getByRole("textbox", { name: "Staging ID" }))
  ).scrollIntoViewIfNeeded();
  await shot(page, "staging");
  await (await reveal(page, field(form, "Costs"))).scrollIntoViewIfNeeded();
  await shot(page, "costs");
  // An end before its start, to show what a refused save looks like.
  await (await reveal(page, date.getByRole("textbox", { name: "End" }))).fill("1 January 2000");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alertdialog", { name: "Not saved" }).waitFor();
  await shot(page, "refused");
  // OK leads to the field: its groups open, it is scrolled to, focused and outlined.
  await page
    .getByRole("alertdialog", { name: "Not saved" })
    .getByRole("button", { name: "OK" })
    .click();
  await page.locator('[aria-invalid="true"]:focus').waitFor();
  await shot(page, "led-to-field");
  await page.close();

  const announcements = await (await offlineContext()).newPage();
  await openFile(announcements, fileWords.announcements.label);
  const added = await addItem(
    announcements,
    field(announcements, "Announcements"),
    "Announcement",
    "Announcement ID",
  );
  const choice = await reveal(announcements, field(added, "Staging").getByRole("combobox"));
  await choice.scrollIntoViewIfNeeded();
  await shot(announcements, "announcement");
  await announcements.close();

  const images = await (await offlineContext()).newPage();
  const { articles } = parse(readPlainText("content/articles.yaml", "content/articles.yaml")) as {
    articles: { title: string }[];
  };
  await openFile(images, fileWords.articles.label);
  const [first] = articles;
  if (!first) throw new Error("There is no article to show.");
  const article = await openItem(images, field(images, "Articles"), first.title);
  const image = await reveal(images, field(article, "Image"));
  await image.getByRole("button", { name: "Replace Image" }).click();
  await images
    .getByRole("dialog", { name: "Select Image" })
    .getByRole("button", { name: "Upload" })
    .waitFor();
  await shot(images, "image");

  await browser.close();
  console.log(`Editor screenshots in ${outDir}/`);
} finally {
  server.kill();
}
