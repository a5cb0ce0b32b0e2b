// fontverter 2.x ships no types; the part of its API the tests use (plugins/fonts/siteFonts.test.ts).
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "truetype" | "woff" | "woff2", fromFormat?: string): Promise<Buffer>;
}
