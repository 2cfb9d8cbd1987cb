// subset-font ships no types; app/outputs/font-subset.server.mjs uses its one function.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Keep only the glyphs the characters map to, not those GSUB could substitute for them. */
    noLayoutClosure?: boolean;
    /** Tables to leave out of the subset, by tag ("GSUB"). */
    dropTables?: string[];
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
