// The web fonts the site serves and what a page says about them: an @font-face per family and a
// preload of each file. No Node modules here: gatsby-ssr.tsx bundles this file. The
// metric-matched fallback faces
// are design values (scripts/font-fallbacks.mjs measures them) and stay in src/styles/_fonts.scss.

export interface SiteFont {
  /** The CSS family name the styles use (src/styles/_tokens.scss $font-serif, $font-sans). */
  readonly family: string;
  /** What it sets: headings (the serif) or text (the sans); scripts/font-fallbacks.mjs matches its fallbacks by it. */
  readonly role: "serif" | "sans";
  /** The full variable font, from its npm package. */
  readonly source: string;
  /** The subset's file name, served at FONTS_PATH + file. */
  readonly file: string;
}

export const SITE_FONTS: readonly SiteFont[] = [
  {
    family: "Source Serif 4 Variable",
    role: "serif",
    source: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    file: "source-serif-4.woff2",
  },
  {
    family: "Inter Variable",
    role: "sans",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter.woff2",
  },
];

/**
 * Where the files are served: a stable URL, without a content hash, so the page can name it
 * without asking webpack. Hosts revalidate it (the default Cache-Control): a build whose content
 * brings a new character changes the file at the same URL.
 */
export const FONTS_PATH = "/fonts/";

/** The weights kept: the site's stylesheets use 400 to 700. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** The characters a latin subset may hold (the unicode-range of @fontsource's "latin" files). */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The public URL of a font file. */
export function fontUrl(font: SiteFont): string {
  return `${FONTS_PATH}${font.file}`;
}

/**
 * One @font-face per web font: every weight the styles use from one variable file. font-display:
 * optional: a font not there within about 100 ms is not swapped in on that page view (the page
 * stays in its metric-matched fallback, and the next page has the font from the cache), so a
 * swap can never move text (CLS 0): the fallback's metrics match on average, not line for line.
 */
export function fontFaceCss(): string {
  return SITE_FONTS.map(
    (font) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};` +
      `font-display:optional;src:url(${fontUrl(font)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  ).join("");
}

/**
 * The URLs to preload: every font, fetched with the document so it is there within font-display:
 * optional's wait (crossorigin: fonts are fetched in CORS mode, even from the same origin).
 */
export function preloadedFontUrls(): string[] {
  return SITE_FONTS.map(fontUrl);
}
