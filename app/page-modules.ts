/**
 * Every page's module (app/routes/x.tsx): its data, worked out at build time, and its component.
 * Apart from app/render-page.server.tsx, which imports the document (and its stylesheet, whose
 * layer order must open the bundled stylesheet) before these.
 */
import type { ComponentType } from "react";
import type { RouteData } from "./hooks/use-content";
import type { ArchivePage } from "./lib/archives";

export interface PageModule {
  /** Its data; an archive page's module is given the archive page it renders. */
  loader: (archive: ArchivePage) => RouteData;
  /** The page, given its own data (what its loader returned). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's own data type.
  default: ComponentType<{ data: any }>;
}

export const pageModules = import.meta.glob<PageModule>(
  ["./routes/*.tsx", "!./routes/*.test.tsx"],
  { eager: true },
);
