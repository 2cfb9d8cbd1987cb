// The screenshots in docs/editing.md, from the real editor (/admin) in local-folder mode on a
// copy of content/ (tests/support/editor.ts), with nothing fetched off the machine.
// Usage: npm run build && npm run screenshots:editor
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/chromium";
import { field, openList, openLocalEditor, reveal } from "../tests/support/editor";

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
  await page.getByText("Programmes, stagings and results").click();
  await field(page, "Programmes").getByRole("button", { name: "Expand All" }).click();
  const stagings = await reveal(page, field(page, "Stagings"));
  await stagings.getByRole("button", { name: "Expand" }).first().click();
  await (
    await reveal(page, field(stagings, "Dates").getByRole("button", { name: "Expand" }))
  ).click();
  await (await reveal(page, field(stagings, "Dates"))).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -120);
  await shot(page, "staging");
  await (await reveal(page, field(stagings, "Costs"))).scrollIntoViewIfNeeded();
  await shot(page, "costs");
  const firstStart = await reveal(
    page,
    field(stagings, "Dates").getByRole("textbox", { name: "Start" }),
  );
  // Dates out of order, to show what a refused save looks like.
  await firstStart.fill("2099-12-31");
  const dates = field(stagings, "Dates");
  await dates.getByRole("button", { name: /^Add .?Dates/ }).click();
  await dates.getByRole("textbox", { name: "Start" }).last().fill("2000-01-01");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alert").filter({ hasText: "Not saved" }).waitFor();
  await shot(page, "refused");
  await page.close();

  const images = await (await offlineContext()).newPage();
  await openList(images, "Articles (Media Moments)", "Articles");
  const image = await reveal(images, field(images, "Image"));
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
