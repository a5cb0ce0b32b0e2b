/** Titles and URLs for the document head. Pure: used by Seo, the JSON-LD builders and tests. */

interface TitleSite {
  readonly name: string;
  readonly shortName: string;
}

/**
 * The <title> of a page: "Academics | BCU". The home page carries the full name instead of its
 * page title, "Boca Ciega University of Health Sciences | BCU", because people search for the
 * university's name and the home page is the result that should answer it.
 */
export function documentTitle(title: string, pathname: string, site: TitleSite): string {
  const lead = pathname === "/" || pathname === "" ? site.name : title;
  return `${lead} | ${site.shortName}`;
}

/**
 * Absolute URL of an internal path on siteUrl, in the one form every host serves without a
 * redirect: gatsby-config's `trailingSlash: "always"` writes each page as <page>/index.html, which
 * Cloudflare Pages, Netlify and the generated nginx config answer at "/page/" (and redirect
 * "/page" to it). A file path (its last segment has a dot: "/icons/icon-512x512.png") stays as
 * it is. Query and fragment are dropped: canonical URLs name the page, not a state of it.
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${pagePath(pathname)}`;
}

/** The canonical path of a page or file path: "/academics" -> "/academics/", "/about/index.html" -> "/about/". */
export function pagePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] || "/";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/index\.html$/, "/");
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return path;
  return path.endsWith("/") ? path : `${path}/`;
}
