import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { imagetools } from "vite-imagetools";

// The build's own image pipeline over chosen files: a Vite build of app/lib/content-images.server.ts
// and app/lib/content-assets.ts with vite-imagetools as vite.config.ts has it, in a folder holding
// only those files under content/, then the lookup each component makes (a picture's files for a
// raster image, the URL of an SVG, video or captions file). What the real build does with them,
// in seconds rather than a whole build.

const root = path.resolve(import.meta.dirname, "../..");

/** Each file's built address ("/assets/…"), for the files the build's lookups found. */
export async function throughThePipeline(
  files: { asset: string; bytes: Uint8Array }[],
): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-pipeline-"));
  try {
    for (const { asset, bytes } of files) {
      const target = path.join(dir, "content", asset);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    const entry = path.join(dir, "entry.ts");
    writeFileSync(
      entry,
      [
        `export { contentPicture, isRasterImage } from ${JSON.stringify(path.join(root, "app/lib/content-images.server.ts"))};`,
        `export { contentAssetUrl } from ${JSON.stringify(path.join(root, "app/lib/content-assets.ts"))};`,
      ].join("\n"),
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [imagetools({ removeMetadata: true })],
      resolve: { alias: { "~": path.join(root, "app"), "@content": path.join(dir, "content") } },
      build: {
        ssr: entry,
        outDir: path.join(dir, "out"),
        assetsInlineLimit: 0,
        rollupOptions: { output: { entryFileNames: "entry.mjs" } },
      },
    });
    const pipeline = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(dir, "out/entry.mjs")).href
    )) as {
      isRasterImage: (path: string) => boolean;
      contentPicture: (path: string) => { img: { src: string } };
      contentAssetUrl: (path: string) => string;
    };
    const built = new Map<string, string>();
    for (const { asset } of files) {
      try {
        built.set(
          asset,
          pipeline.isRasterImage(asset)
            ? pipeline.contentPicture(asset).img.src
            : pipeline.contentAssetUrl(asset),
        );
      } catch {
        // Not built: the caller's verdict says so.
      }
    }
    return built;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
