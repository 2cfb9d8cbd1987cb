import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { assetKinds, sizeInWords } from "../../app/content/asset-rules";
import { checkContent } from "../../app/pipeline/check.server";
import { ContentError } from "../../app/content/load.server";
import {
  addItem,
  changedLines,
  checkedContent,
  contentDir,
  field,
  openFile,
  reveal,
  saveAndReadBack,
} from "../support/editor";
import { throughThePipeline } from "../support/image-pipeline";
import { expect, test } from "../support/fixtures";

// A partner's PNG logo and a 10 MB image through the real editor (decision 0037): the editor's
// verdict is the check's and the build's. The PNG logo is taken by the editor, by content:check
// (which the build runs first) and by the build's image pipeline; the 10 MB image is refused at
// upload with the size the check refuses it at, and the check refuses the same file naming the
// file, the record and the field.

/** A logo as a partner sends it: a PNG with a transparent background, 480 x 240. */
function pngLogo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect x="40" y="60" width="400" height="120" rx="24" fill="#0b6e8a"/><circle cx="120" cy="120" r="40" fill="#f2b705"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo of about 10.6 MB straight off a camera: noise no format compresses. */
async function tenMegabytes() {
  const side = 1880;
  const noise = Buffer.alloc(side * side * 3);
  let seed = 11;
  for (let index = 0; index < noise.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[index] = seed >> 16;
  }
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Adds a partner and opens its logo's upload in the editor's file dialog. */
async function uploadLogo(
  page: Page,
  id: string,
  file: { name: string; buffer: Buffer; mimeType?: string },
) {
  await openFile(page, "Partners");
  const added = await addItem(page, field(page, "Partners"), "Partner", "Partner ID");
  await added.getByRole("textbox", { name: "Partner ID" }).fill(id);
  await added.getByRole("textbox", { name: "Name" }).fill("Blue Lagoon Bank");
  const image = await reveal(page, field(added, "Logo"));
  await image.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ mimeType: "image/png", ...file });
  return { dialog, image };
}

/** The logo as a PNG or a JPEG, cut short, as a copy or download that stopped early. */
async function cutShort(format: "png" | "jpeg") {
  const png = await pngLogo();
  if (format === "png")
    return {
      name: "blue-lagoon-bank.png",
      mimeType: "image/png",
      buffer: png.subarray(0, png.length >> 1),
    };
  const jpeg = await sharp(png).flatten({ background: "#ffffff" }).jpeg().toBuffer();
  return {
    name: "blue-lagoon-bank.jpg",
    mimeType: "image/jpeg",
    buffer: jpeg.subarray(0, jpeg.length - (jpeg.length >> 2)),
  };
}

/** A file's bytes as the editor saved it in its folder. */
function savedBytes(page: Page, asset: string) {
  return page
    .evaluate(async (parts) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
      for (const part of ["content", ...parts.slice(0, -1)])
        dir = await dir.getDirectoryHandle(part);
      return [
        ...new Uint8Array(
          await (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).arrayBuffer(),
        ),
      ];
    }, asset.split("/"))
    .then((bytes) => Uint8Array.from(bytes));
}

test.describe("the editor gives the check's and the build's verdict on an upload", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a partner's PNG logo saves, passes the check and comes out of the build", async ({
    page,
  }) => {
    const before = readFileSync(path.join(contentDir, "partners.yaml"), "utf8");
    const logo = await pngLogo();
    // As a partner names it: the editor saves it in lower-case ASCII words joined by hyphens,
    // a name the check's rule for names takes.
    const { dialog, image } = await uploadLogo(page, "blue-lagoon-bank", {
      name: "Blue Lagoon Bank – Logo.png",
      buffer: logo,
    });
    await expect(dialog.getByRole("option", { name: "blue-lagoon-bank-logo.png" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog.getByRole("button", { name: "Insert" }).click();
    await expect(image.getByRole("textbox")).toHaveText(/blue-lagoon-bank-logo\.png$/);
    const after = await saveAndReadBack(page, "partners", before);
    expect(changedLines(before, after).added).toContain(
      "    logo: assets/partners/blue-lagoon-bank-logo.png",
    );
    // content:check, which the build runs first, takes the files as the editor left them.
    const content = await checkedContent(page);
    expect(content.partners.partners.at(-1)?.logo).toBe(
      "assets/partners/blue-lagoon-bank-logo.png",
    );
    // And the build's image pipeline makes the logo's files from the bytes the editor saved.
    const asset = "assets/partners/blue-lagoon-bank-logo.png";
    const saved = await savedBytes(page, asset);
    expect(Buffer.from(saved).equals(logo)).toBe(true);
    const built = await throughThePipeline([{ asset, bytes: saved }]);
    expect(built.get(asset)).toMatch(/^\/assets\/blue-lagoon-bank-logo-[\w-]+\.png$/);
  });

  for (const format of ["png", "jpeg"] as const)
    test(`a ${format.toUpperCase()} picture cut short is refused when it is inserted, as the check refuses it`, async ({
      page,
    }) => {
      const file = await cutShort(format);
      // Chromium draws what it can of it, and so did the editor's list of files: half a logo.
      const { dialog, image } = await uploadLogo(page, "blue-lagoon-bank", file);
      await expect(dialog.getByRole("option", { name: file.name })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await dialog.getByRole("button", { name: "Insert" }).click();
      const refusal = page.getByRole("alertdialog", { name: "Invalid File" });
      await expect(refusal).toContainText("This file cannot be uploaded because it’s damaged");
      await expect(refusal.getByRole("listitem")).toHaveText(file.name);
      await refusal.getByRole("button", { name: "OK" }).click();
      // Nothing went into the field: it still offers only to browse for a file.
      await expect(image.getByRole("textbox")).toHaveCount(0);
      await expect(image.getByRole("button", { name: "Browse" })).toBeAttached();

      // content:check (and so the build) refuses the same bytes in a logo, in staff words.
      const copy = mkdtempSync(path.join(tmpdir(), "jade-verdict-"));
      try {
        cpSync(contentDir, copy, { recursive: true });
        writeFileSync(path.join(copy, "assets/partners", file.name), file.buffer);
        const partners = path.join(copy, "partners.yaml");
        const text = readFileSync(partners, "utf8");
        const first = /logo: (assets\/partners\/[\w.-]+)/.exec(text)?.[1] ?? "";
        writeFileSync(
          partners,
          text.replace(`logo: ${first}`, `logo: assets/partners/${file.name}`),
        );
        const refused = await checkContent(copy).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(ContentError);
        expect((refused as ContentError).message).toMatch(
          new RegExp(
            `^ {2}- content/partners\\.yaml › Partner 1 "[\\w-]+" › logo: points to content/assets/partners/${file.name.replace(".", "\\.")}, which is not an? (PNG|JPEG) image the site can read \\(it is cut short: `,
            "m",
          ),
        );
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });

  test("a 10 MB image is refused at upload, with the limit the check refuses it at", async ({
    page,
  }) => {
    const big = await tenMegabytes();
    expect(big.length).toBeGreaterThan(10_000_000);
    const limit = sizeInWords(assetKinds.logo.maxBytes);
    const { dialog, image } = await uploadLogo(page, "blue-lagoon-bank", {
      name: "blue-lagoon-bank.png",
      buffer: big,
    });
    // Sveltia lists the chosen file, and refuses it when it is to go into the field.
    await expect(dialog.getByRole("option", { name: "blue-lagoon-bank.png" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog.getByRole("button", { name: "Insert" }).click();
    // Sveltia's words, with its isolates around the size (U+2066 to U+2069) taken out.
    const refusal = page.getByRole("alertdialog", { name: "Large File" });
    await expect(refusal).toBeVisible();
    expect((await refusal.innerText()).replace(/[\u2066-\u2069]/g, "")).toContain(
      `This file cannot be uploaded because it exceeds the maximum size of ${limit}. Please reduce the size or select a different file.`,
    );
    await expect(refusal.getByRole("listitem")).toHaveText("blue-lagoon-bank.png");
    // Nothing went into the field: it still offers only to browse for a file.
    await expect(image.getByRole("textbox")).toHaveCount(0);
    await expect(image.getByRole("button", { name: "Browse" })).toBeAttached();

    // content:check (and so the build) refuses the same file in a logo, by file, record and field.
    const copy = mkdtempSync(path.join(tmpdir(), "jade-verdict-"));
    try {
      cpSync(contentDir, copy, { recursive: true });
      writeFileSync(path.join(copy, "assets/partners/blue-lagoon-bank.png"), big);
      const partners = path.join(copy, "partners.yaml");
      const text = readFileSync(partners, "utf8");
      const first = /logo: (assets\/partners\/[\w.-]+)/.exec(text)?.[1] ?? "";
      writeFileSync(
        partners,
        text.replace(`logo: ${first}`, "logo: assets/partners/blue-lagoon-bank.png"),
      );
      const refusal = await checkContent(copy).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ContentError);
      expect((refusal as ContentError).message).toMatch(
        new RegExp(
          `^ {2}- content/partners\\.yaml › Partner 1 "[\\w-]+" › logo: points to content/assets/partners/blue-lagoon-bank\\.png\\. This image is ${sizeInWords(big.length).replace(".", "\\.")}; the largest the site takes is ${limit}: `,
          "m",
        ),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
