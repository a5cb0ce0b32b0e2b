// The hero photo is each page's largest paint, and it comes from a second origin (the stock-photo
// CDN). In the built HTML its <img> stands in the body, after the inlined stylesheets (about 30 KB
// raw): the browser would open the CDN connection and request the photo only once the parser or
// its preload scanner got that far, on a phone often in the document's second round trip.
// After the build, each page gets two hints at the very top of its <head>, right after the
// viewport: a preconnect to the photo's origin and a preload of the very <img> (same imagesrcset
// and imagesizes, so the browser picks the same candidate and reuses the response;
// fetchpriority=high). Made from the finished HTML, the hints can never disagree with the photo
// the page shows, and no JavaScript ships for them (the Head API would run again in the browser).
// Pure: HTML in, HTML out.

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? match[1] : undefined;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The page's hero: the one <img fetchpriority="high">, or null when the page has none. */
export function heroImgTag(html: string): string | null {
  const heroes = html.match(/<img\b[^>]*\sfetchpriority="high"[^>]*>/gi) ?? [];
  if (heroes.length > 1)
    throw new Error(`heroHints: ${heroes.length} <img fetchpriority="high"> on one page; only the largest paint may have it`);
  return heroes[0] ?? null;
}

/** The two <link>s for a hero <img> tag: preconnect to its origin, then its preload. */
export function heroHintLinks(imgTag: string): string {
  const src = attribute(imgTag, "src");
  const srcset = attribute(imgTag, "srcset");
  const sizes = attribute(imgTag, "sizes");
  if (!src || !srcset || !sizes) throw new Error(`heroHints: the hero <img> needs src, srcset and sizes: ${imgTag.slice(0, 200)}`);
  const origin = new URL(decodeEntities(src)).origin;
  // No href: a browser that knows imagesrcset ignores it, and one that does not would fetch a
  // candidate the <img> may not use (a second download of the largest paint).
  return (
    `<link rel="preconnect" href="${origin}"/>` +
    `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high"/>`
  );
}

// What withHeroHints inserts, to take it out again: Gatsby's incremental builds keep the HTML of
// unchanged pages, so the post-build step can see a page it already processed.
const INSERTED_HINTS = /<link rel="preconnect" href="[^"]*"\/><link rel="preload" as="image" [^>]*\/>/;

/** The page with its hero's hints right after <meta name="viewport">; unchanged without a hero. */
export function withHeroHints(page: string): string {
  const html = page.replace(INSERTED_HINTS, "");
  const hero = heroImgTag(html);
  if (!hero) return html;
  const viewport = /<meta name="viewport"[^>]*>/i.exec(html);
  if (!viewport || viewport.index > html.indexOf("</head>")) throw new Error('heroHints: no <meta name="viewport"> in the <head>');
  const at = viewport.index + viewport[0].length;
  return html.slice(0, at) + heroHintLinks(hero) + html.slice(at);
}
