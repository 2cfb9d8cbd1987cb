/**
 * URLs of the vector, video and caption files in content/assets/ (raster images go through
 * app/lib/content-images.server.ts instead), which content files name by path ("assets/banners/x.svg").
 * Vite copies each one into the build under a hashed name; this maps content paths to those URLs.
 * The content loader has already checked at build time that every named file exists.
 */
const urls = import.meta.glob<string>("/content/assets/**/*.{svg,mp4,webm,vtt}", {
  eager: true,
  query: "?url",
  import: "default",
});

// The video poster is a single JPEG at the video's own size, re-encoded without metadata.
const posters = import.meta.glob<string>("/content/assets/partnership/*.jpg", {
  eager: true,
  query: "?format=jpeg",
  import: "default",
});

export function contentAssetUrl(path: string): string {
  const url = urls[`/content/${path}`] ?? posters[`/content/${path}`];
  if (url === undefined)
    throw new Error(`No file content/${path} (paths in content files start with assets/)`);
  return url;
}
