/**
 * Where the build puts the generated identity files (drawn by app/outputs/social-card.server.ts and
 * app/outputs/identity.server.ts): stable paths that pages link to and other sites fetch.
 */
import type { RouteId } from "../route-table";

export const socialCardSize = { width: 1200, height: 630 } as const;

/** The Open Graph image of a page, at the root of the built site. */
export function socialCardFile(id: RouteId): string {
  return `og/${id}.png`;
}

/** The favicon, the app icons and the web app manifest, each with its square size in pixels. */
export const iconFiles = {
  favicon: { file: "favicon.svg" },
  faviconIco: { file: "favicon.ico", size: 32 },
  appleTouchIcon: { file: "apple-touch-icon.png", size: 180 },
  icon192: { file: "icon-192.png", size: 192 },
  icon512: { file: "icon-512.png", size: 512 },
  maskable192: { file: "icon-maskable-192.png", size: 192 },
  maskable512: { file: "icon-maskable-512.png", size: 512 },
  manifest: { file: "manifest.webmanifest" },
  logo: { file: "brand/jade-logo.svg" },
  logoOnDark: { file: "brand/jade-logo-on-dark.svg" },
} as const;
