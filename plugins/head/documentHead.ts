import { canonicalUrl, documentTitle } from "./title";
import { type FocalPoint, photoUrl } from "../photos";
import { jsonLdGraph, serializeJsonLd, type JsonLdObject } from "./jsonLd";

// The whole document head of a page as data: <html lang>, title, canonical, description,
// theme-color, Open Graph + Twitter card and one JSON-LD graph (the university on every page, plus
// the page's own objects). The GraphQL layer calls this at build time (PageSeo.head, pageHead.ts)
// and the Head component only prints the result, because Gatsby's Head API also runs in the
// browser: none of these rules ship in the JavaScript every page loads.

/** Open Graph / Twitter share image size: the 1.91:1 card every network renders uncropped. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** A little above the page photos' quality: the card is shown large and recompressed by networks. */
const OG_IMAGE_QUALITY = 75;

/** The share image: a stock photo's CDN crop at 1200x630, built by the same URL builder as the page photos. */
export function ogImageUrl(photo: { url: string; focalPoint: FocalPoint }): string {
  return photoUrl({
    baseUrl: photo.url,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    focalPoint: photo.focalPoint,
    quality: OG_IMAGE_QUALITY,
  });
}

/** What the head needs of content/site.json. */
export interface HeadSite {
  readonly name: string;
  readonly shortName: string;
  readonly siteUrl: string;
  readonly locale: string;
  readonly themeColor: string;
}

export interface DocumentHeadInput {
  readonly site: HeadSite;
  /** The page's title without the site suffix, and its description (tokens already filled). */
  readonly title: string;
  readonly description: string;
  /** The page's path as Gatsby builds it ("/academics/", "/404.html"). */
  readonly path: string;
  /** The link-preview image (a photo's 1200x630 CDN crop and its alt text), or null for a text-only card. */
  readonly image: { readonly ogImageUrl: string; readonly alt: string } | null;
  /** The university's schema.org object, first in the graph. */
  readonly organization: JsonLdObject;
  /** The page's own schema.org objects (the programs on /academics). */
  readonly jsonLd?: readonly JsonLdObject[];
  /** For pages search engines should skip (the 404 page): robots noindex, no canonical, no og:url. */
  readonly noindex?: boolean;
}

/**
 * The head as the GraphQL type DocumentHead (pageHead.ts) describes it: meta in document order,
 * `name` for plain and Twitter tags, `property` for Open Graph (as each spec names them).
 */
export function documentHead({ site, title, description, path, image, organization, jsonLd = [], noindex = false }: DocumentHeadInput) {
  const fullTitle = documentTitle(title, path, site);
  const url = noindex ? null : canonicalUrl(site.siteUrl, path);
  const named: Array<[string, string | null]> = [
    ["description", description],
    ["robots", noindex ? "noindex" : null],
    ["theme-color", site.themeColor],
  ];
  const openGraph: Array<[string, string | null]> = [
    ["og:type", "website"],
    ["og:site_name", site.name],
    ["og:locale", site.locale.replace("-", "_")], // "en-US" -> "en_US"
    ["og:title", fullTitle],
    ["og:description", description],
    ["og:url", url],
    ["og:image", image?.ogImageUrl ?? null],
    ["og:image:width", image ? String(OG_IMAGE_WIDTH) : null],
    ["og:image:height", image ? String(OG_IMAGE_HEIGHT) : null],
    ["og:image:alt", image?.alt ?? null],
  ];
  const twitter: Array<[string, string | null]> = [
    ["twitter:card", image ? "summary_large_image" : "summary"],
    ["twitter:title", fullTitle],
    ["twitter:description", description],
    ["twitter:image", image?.ogImageUrl ?? null],
    ["twitter:image:alt", image?.alt ?? null],
  ];
  const meta = (tags: Array<[string, string | null]>, attribute: "name" | "property") =>
    tags.flatMap(([key, content]) =>
      content === null ? [] : [{ name: attribute === "name" ? key : null, property: attribute === "property" ? key : null, content }],
    );
  return {
    lang: site.locale.split("-")[0],
    title: fullTitle,
    canonical: url,
    meta: [...meta(named, "name"), ...meta(openGraph, "property"), ...meta(twitter, "name")],
    jsonLd: serializeJsonLd(jsonLdGraph([organization, ...jsonLd])),
  };
}
