/**
 * URLs of the vector, video and caption files in content/assets/, which content files name by
 * path ("assets/partners/x.svg"); raster images, the video's poster among them, go through
 * app/lib/content-images.server.ts instead. Vite copies each file into the build under a hashed
 * name; this maps content paths to those URLs. The content loader has already checked at build
 * time that every named file exists.
 */
const urls = byContentPath(
  import.meta.glob<string>("@content/assets/**/*.{svg,mp4,webm,vtt}", {
    eager: true,
    query: "?url",
    import: "default",
  }),
);

/**
 * A glob's files by the path content files name them by ("assets/partners/x.svg"). `@content` is
 * the content folder the build reads (content/, or the tests' own set: the content plugin sets the
 * alias), and Vite keys a glob's files by where that folder is ("/content/assets/…",
 * "/tests/content/assets/…"): the key's part from "assets/" on is the same in every set. The
 * content plugin refuses a folder whose own path has a folder named assets in it.
 */
export function byContentPath<T>(files: Record<string, T>): Map<string, T> {
  return new Map(
    Object.entries(files).map(([key, value]) => [key.slice(key.indexOf("/assets/") + 1), value]),
  );
}

export function contentAssetUrl(path: string): string {
  const url = urls.get(path);
  if (url === undefined)
    throw new Error(`No file content/${path} (paths in content files start with assets/)`);
  return url;
}
