// subset-font 2.x ships no types; the part of its API the build uses (plugins/fonts/siteFonts.ts).
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    /** Pin an axis to a value, or limit it to a range (harfbuzz instancing). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
