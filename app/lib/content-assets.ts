/**
 * URLs of the vector, video and caption files in content/assets/, which content files name by
 * path ("assets/partners/x.svg"); raster images, the video's poster among them, go through
 * app/lib/content-images.server.ts instead. Vite copies each file into the build under a hashed
 * name; this maps content paths to those URLs. The content loader has already checked at build
 * time that every named file exists.
 */
const urls = import.meta.glob<string>("/content/assets/**/*.{svg,mp4,webm,vtt}", {
  eager: true,
  query: "?url",
  import: "default",
});

export function contentAssetUrl(path: string): string {
  const url = urls[`/content/${path}`];
  if (url === undefined)
    throw new Error(`No file content/${path} (paths in content files start with assets/)`);
  return url;
}
