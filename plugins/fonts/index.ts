// The fonts plugin's public entry: what scripts and tests use of it. Gatsby loads gatsby-node.ts
// and gatsby-ssr.tsx itself; everything else goes through here.
export { FONTS_PATH, fontFaceCss, fontUrl, LATIN_RANGE, preloadedFontUrls, SITE_FONTS, WEIGHT_RANGE, type SiteFont } from "./fontFaces";
export { contentFontCharacters, fontCharacters, writeSiteFonts } from "./siteFonts";
