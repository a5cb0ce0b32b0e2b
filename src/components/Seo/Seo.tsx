import * as React from "react";
import { canonicalUrl, documentTitle, ogLocale } from "../../lib/seo/title";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../lib/seo/ogImage";
import { jsonLdGraph, serializeJsonLd } from "../../lib/seo/jsonLd";
import { useSeoFacts } from "./useSeoFacts";

// The whole document head of a page, rendered from each page's `export const Head`:
// <html lang>, title, description, canonical, Open Graph + Twitter card, theme-color and one
// JSON-LD graph (the university on every page, plus the page's own objects).
// The Head API runs in the browser too, so everything computable is computed at build time in the
// GraphQL layer (src/node/schema.ts: StockPhoto.ogImageUrl, SiteJson.organizationJsonLd,
// ProgramsJson.jsonLd, and {programCount} in every content string via @fillTokens) and this
// component only prints it.

/** A share image: a photo's `ogImageUrl` (1200x630 CDN crop) and its alt text. */
export interface ShareImage {
  readonly ogImageUrl: string;
  readonly alt: string;
}
export interface SeoProps {
  title: string; // page title without the site suffix
  description: string;
  pathname: string;
  jsonLd?: readonly object[]; // extra schema.org objects for this page
  children?: React.ReactNode;
  /** Share image (a photo's `ogImageUrl` and `alt`); defaults to the home hero photo. */
  image?: ShareImage | null;
  /** For pages search engines should skip (the 404 page): robots noindex and no canonical. */
  noindex?: boolean;
}

export default function Seo({ title, description, pathname, jsonLd = [], children, image, noindex = false }: SeoProps) {
  const { siteJson: site, homePageJson } = useSeoFacts();
  if (!site) throw new Error("Seo: content/site.json is missing from the GraphQL layer");

  const fullTitle = documentTitle(title, pathname, site);
  const url = canonicalUrl(site.siteUrl, pathname);
  const photo = image ?? homePageJson?.hero.photo ?? null;
  const imageUrl = photo ? photo.ogImageUrl : null;
  const graph = jsonLdGraph([site.organizationJsonLd, ...jsonLd]);

  // Open Graph (property="og:...") and Twitter (name="twitter:...") tags as data, in document
  // order: one loop renders them, which keeps this component small in every page's bundle.
  const social: Array<[string, string | false | null]> = [
    ["og:type", "website"],
    ["og:site_name", site.name],
    ["og:locale", ogLocale(site.locale)],
    ["og:title", fullTitle],
    ["og:description", description],
    ["og:url", !noindex && url],
    ["og:image", imageUrl],
    ["og:image:width", imageUrl && String(OG_IMAGE_WIDTH)],
    ["og:image:height", imageUrl && String(OG_IMAGE_HEIGHT)],
    ["og:image:alt", imageUrl && photo && photo.alt],
    ["twitter:card", imageUrl ? "summary_large_image" : "summary"],
    ["twitter:title", fullTitle],
    ["twitter:description", description],
    ["twitter:image", imageUrl],
    ["twitter:image:alt", imageUrl && photo && photo.alt],
  ];

  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={site.themeColor} />
      {social.map(([key, content]) =>
        content ? <meta key={key} {...{ [key.startsWith("og:") ? "property" : "name"]: key }} content={content} /> : null,
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />
      {children}
    </>
  );
}
