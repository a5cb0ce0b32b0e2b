// How the local stand-in for the photo CDNs (photo-host.mjs) encodes an answer, so that what the
// bench weighs moves the way the real CDN's bytes would when the site changes what it asks for.
// CommonJS, so Jest can test it as it is.
//
// - Unsplash (imgix, `auto=format&q=`): AVIF, else WebP, else JPEG, at the requested quality.
//   imgix's own AVIF bytes for a given q cannot be measured offline; the stand-in encodes AVIF at
//   q - 20, which keeps the calibration the bench has used from its start (the site's default
//   q=70 -> 50, sharp's own AVIF default) and lets a lower q weigh less, as it does on imgix.
// - Pexels (`auto=compress`, no quality parameter): WebP where the browser accepts it, else JPEG
//   (what plugins/photos/urlBuilders.ts expects of it), at 45, the quality imgix documents for
//   auto=compress.

/** The quality imgix uses when a URL gives none (its documented default). */
const IMGIX_DEFAULT_QUALITY = 75;
/** imgix's quality under auto=compress when the URL gives none. */
const COMPRESS_QUALITY = 45;
const AVIF_OFFSET = 20;

/** True when the query's q is one imgix honours: a whole number from 1 to 100. */
const isQuality = (q) => /^\d{1,3}$/.test(q) && Number(q) >= 1 && Number(q) <= 100;

/**
 * The format and encoder quality (1..100) the stand-in answers `url` with, for a browser that
 * sent `accept`. A q that is not a whole number from 1 to 100 counts as absent, as on imgix.
 */
function photoEncoding(url, accept) {
  const { hostname, searchParams } = new URL(url);
  const header = accept ?? "";
  if (hostname === "images.pexels.com") {
    return { format: header.includes("image/webp") ? "webp" : "jpeg", quality: COMPRESS_QUALITY };
  }
  const format = header.includes("image/avif") ? "avif" : header.includes("image/webp") ? "webp" : "jpeg";
  const q = searchParams.get("q") ?? "";
  const asked = isQuality(q) ? Number(q) : IMGIX_DEFAULT_QUALITY;
  return { format, quality: format === "avif" ? Math.max(1, asked - AVIF_OFFSET) : asked };
}

module.exports = { photoEncoding };
